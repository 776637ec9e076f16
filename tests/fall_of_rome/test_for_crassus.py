"""Crassus: the 1ST CRASSUS token, succession details, and random games."""

from __future__ import annotations

from clocktower.abilities.demons.for_crassus import CrassusMarks
from clocktower.game.engine import Game
from clocktower.game.state import POISONED, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until, to_night
from ..support.random_games import play_many
from ..support.scripts import FOR

SEATS = [("Cass", "for_crassus"), ("Mina", "for_augur"), ("Gwen", "for_glykon"),
         ("Vera", "for_vestalvirgin"), ("Sam", "for_sculptor"), ("Lena", "for_legionary"),
         ("Tom", "for_standardbearer"), ("Max", "for_merchant")]


def _execute_after_claim(game: Game, answers: Recording, seat: int, day: int = 1) -> None:
    """``seat`` claims Spartacus on ``day`` and is executed (everyone else votes yes)."""
    answers.add("spartacus", "claim", by=seat, phase=f"day {day}")
    answers.add("nominate", seat, by=3, phase=f"day {day}")
    for voter in range(len(game.seats)):
        if voter != seat:
            answers.add("vote", True, by=voter, phase=f"day {day}", about=seat)


def test_a_poisoned_first_crassus_passes_nothing_on_and_good_wins() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    _execute_after_claim(game, answers, 0)
    game.add_effect(Effect(POISONED, 0, None, until=("dusk", 1)))
    play_until(game, "day 1", dusk=False)
    assert game.winner == "good"
    assert not answers.options("for_crassus.successor")


def test_only_living_evil_players_are_offered_and_minions_are_likelier() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    game.seats[4].alignment = "evil"  # Sam, turned evil (say, by the Temptress)
    game.seats[2].alive = False  # Gwen is dead
    _execute_after_claim(game, answers, 0)
    play_until(game, "day 1", dusk=False)
    (decision,) = [d for d in answers.decisions if d.kind == "for_crassus.successor"]
    assert list(decision.options) == [1, 4]
    weights = answers.weights(decision)
    assert weights[1] > weights[4]
    assert game.winner is None and game.seats[1].character.id == "for_crassus"


def test_the_first_crassus_is_marked_once_and_never_moved() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    game.prepare()
    game.night()
    assert game.shared(CrassusMarks).first == 0
    game.change_character(game.seats[1], game.script.by_id["for_crassus"])
    game.dawn()
    game.day()
    game.dusk()
    game.night()
    assert game.shared(CrassusMarks).first == 0


def test_a_successor_made_at_night_is_told_at_once_and_does_not_kill_that_night() -> None:
    answers = Recording()
    answers.add("spartacus", "claim", by=0, phase="day 1")
    answers.add("for_crassus", 0, by=0, phase="night 2")
    answers.add("for_crassus.successor", 2, phase="night 2")
    game = make_game(FOR, SEATS, answers)
    to_night(game, 2)
    game.night()
    assert not game.seats[0].alive and game.seats[2].character.id == "for_crassus"
    told = [e for e in game.events if e.audience == 2 and e.kind == "character" and e.phase == "night 2"]
    assert told and told[-1].data["character"] == "for_crassus"
    asked = [d for d in answers.decisions if d.kind == "for_crassus" and d.decider == 2]
    assert not asked
    game.dawn()
    assert game.winner is None


def test_random_games_with_crassus_never_raise_and_it_kills_and_passes_on() -> None:
    seen = play_many(FOR, ["for_crassus", "for_haruspex"], 120, redraw=True, seed_tag="for_crassus", skip_stalled=True)
    assert seen["ran"] >= 100
    assert seen["death:for_crassus:demon"] > 0
    assert seen["reminder:1st Crassus"] >= seen["ran"]
    assert seen["crassus-succession"] > 0
