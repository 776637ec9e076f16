"""Temptress: executions that do not count, and a drunk or poisoned Temptress."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.game.state import POISONED, Effect

from ..support.games import make_game
from ..support.phases import play_until
from ..support.scripts import FOR

SEATS = [("Paul", "for_standardbearer"), ("Sam", "for_sculptor"), ("Tess", "for_temptress"),
         ("Hank", "for_hannibal", "for_legionary"), ("Hugo", "for_hannibal", "for_merchant"),
         ("Vera", "for_vestalvirgin"), ("Cato", "for_centurion"), ("Max", "for_merchant")]


def _execute(answers: Scripted, day: int, nominee: int, voters: tuple[int, ...] = (0, 1, 5, 6, 7)) -> None:
    answers.add("nominate", nominee, by=5, phase=f"day {day}")
    for v in voters:
        if v != nominee:
            answers.add("vote", True, by=v, phase=f"day {day}", about=nominee)


def test_an_execution_while_the_temptress_is_poisoned_clears_the_tokens() -> None:
    answers = Scripted().add("for_temptress", (0, 1), by=2, phase="night 1")
    _execute(answers, 1, 1)
    game = make_game(FOR, SEATS, answers)
    play_until(game, "night 1", game_over_ok=False)
    game.add_effect(Effect(POISONED, 2, None, until=("dawn", 2)))
    game.day()
    assert not game.seats[1].alive
    game.dusk()
    game.night()
    game.dawn()
    assert game.seats[0].alignment == "good"
    assert any(e.kind == "temptress-failed" for e in game.events)


def test_an_execution_that_kills_nobody_keeps_the_tokens() -> None:
    answers = Scripted().add("for_temptress", (0, 1), by=2, phase="night 1")
    game = make_game(FOR, SEATS, answers)
    play_until(game, "night 1", game_over_ok=False)
    game.day()
    temptress = next(a for a in game.seats[2].abilities if a.character.id == "for_temptress")
    temptress.on_execution(game, game.seats[1], False)  # an Emperor's thumbs up
    assert temptress.state["seduced"] == [0, 1]
    game.dusk()
    game.night()
    assert game.seats[0].alignment == "good"
    # Killed by execution later, the other still turns.
    game.dawn()
    game.day()
    game.execute(game.seats[1])
    game.dusk()
    game.night()
    assert game.seats[0].alignment == "evil"


def test_the_chosen_players_are_told_and_nobody_else() -> None:
    answers = Scripted().add("for_temptress", (0, 5), by=2, phase="night 1")
    game = make_game(FOR, SEATS, answers)
    play_until(game, "night 1", game_over_ok=False)
    told = sorted(e.audience for e in game.events if e.kind == "selected-by")
    assert told == [0, 5]


def test_the_temptress_wakes_only_on_her_first_night_and_the_night_someone_turns() -> None:
    answers = Scripted().add("for_temptress", (0, 1), by=2, phase="night 1")
    _execute(answers, 3, 1)
    game = make_game(FOR, SEATS, answers)
    play_until(game, "night 4", game_over_ok=False)
    wakes = [e.phase for e in game.events if e.kind == "wake" and e.data["ability"] == "for_temptress"]
    assert wakes == ["night 1", "night 4"]
    assert game.seats[0].alignment == "evil"
