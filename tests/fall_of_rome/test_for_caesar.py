"""Caesar: retroactive BETRAYAL, a drunk Caesar's extra kill, and random games."""

from __future__ import annotations

from clocktower.abilities.demons.for_caesar import Caesars
from clocktower.game.engine import Game
from clocktower.game.state import POISONED, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import to_night
from ..support.random_games import play_many
from ..support.scripts import FOR

SEATS = [("Cleo", "for_cleopatra"), ("Mina", "for_augur"), ("Vera", "for_vestalvirgin"),
         ("Sam", "for_sculptor"), ("Lena", "for_legionary"), ("Tom", "for_standardbearer"),
         ("Max", "for_merchant"), ("Dora", "for_trumpeter")]


def _execute_minion_day_1(answers: Recording) -> None:
    for night in (2, 3):
        for target in (7, 4):
            answers.add("for_caesar", target, by=0, phase=f"night {night}")
    answers.add("for_cleopatra", (5, 6), by=0, phase="night 1")
    answers.add("nominate", 1, by=3, phase="day 1")
    for voter in (2, 3, 4, 5, 6):
        answers.add("vote", True, by=voter, phase="day 1", about=1)


def _becomes_caesar(game: Game) -> None:
    game.change_character(game.seats[0], game.script.by_id["for_caesar"])


def test_caesar_made_the_same_day_as_the_first_evil_execution_gets_the_extra_kill() -> None:
    answers = Recording()
    _execute_minion_day_1(answers)
    game = make_game(FOR, SEATS, answers)
    game.prepare()
    game.night()
    game.dawn()
    game.day()
    assert not game.seats[1].alive
    _becomes_caesar(game)  # before dusk: the same day
    game.dusk()
    game.night()
    assert len(answers.options("for_caesar")) == 2
    assert game.shared(Caesars).betrayal == 1


def test_caesar_made_a_day_later_gets_no_extra_kill_for_that_execution() -> None:
    answers = Recording()
    _execute_minion_day_1(answers)
    answers.add("nominate", 4, by=3, phase="day 2")  # a good nomination, no execution
    game = make_game(FOR, SEATS, answers)
    game.prepare()
    for _ in range(2):
        game.night()
        game.dawn()
        game.day()
        if game.day_no == 2:
            _becomes_caesar(game)
        game.dusk()
    game.night()
    assert len(answers.options("for_caesar")) == 1


def test_a_drunk_caesar_still_chooses_two_on_the_betrayal_night_and_the_extra_kill_is_used() -> None:
    seats = [("Cass", "for_caesar")] + SEATS[1:]
    answers = Recording()
    answers.add("nominate", 1, by=3, phase="day 1")
    for voter in (2, 3, 4, 5, 6):
        answers.add("vote", True, by=voter, phase="day 1", about=1)
    answers.add("for_caesar", 5, by=0, phase="night 2")
    answers.add("for_caesar", 6, by=0, phase="night 2")
    answers.add("for_caesar", 7, by=0, phase="night 3")
    game = make_game(FOR, seats, answers)
    to_night(game, 2)
    game.add_effect(Effect(POISONED, 0, None, until=("dawn", 2)))
    game.night()
    game.dawn()
    assert game.seats[5].alive and game.seats[6].alive
    assert game.shared(Caesars).kill_used
    game.day()
    game.dusk()
    game.night()
    assert len([d for d in answers.decisions if d.kind == "for_caesar"]) == 3  # two, then one


def test_random_games_with_caesar_never_raise_and_the_betrayal_gives_two_kills() -> None:
    seen = play_many(FOR, ["for_caesar", "for_haruspex"], 120, redraw=True, seed_tag="for_caesar", skip_stalled=True)
    assert seen["ran"] >= 100
    assert seen["death:for_caesar:demon"] > 0
    assert seen["reminder:Betrayal"] > 0 and seen["reminder:Kill Used"] > 0
