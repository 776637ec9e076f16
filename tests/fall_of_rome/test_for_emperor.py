"""Emperor: thumbs up saves only while the Emperor works, only the 1st execution is its."""

from __future__ import annotations

from clocktower.game.state import POISONED, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.lookups import names, seat
from ..support.phases import play_until
from ..support.scripts import FOR

SEATS = [("Ezra", "for_emperor", None, "good"), ("Gary", "for_crassus"), ("Mina", "for_augur"),
         ("Vera", "for_vestalvirgin"), ("Sam", "for_sculptor"), ("Max", "for_merchant"),
         ("Tom", "for_trumpeter")]


def _execute_gary(thumbs_up: bool, poisoned: bool):
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    answers.add("nominate", who["Gary"], by=who["Vera"], phase="day 1")
    for voter in ("Vera", "Sam", "Max", "Tom"):
        answers.add("vote", True, by=who[voter], phase="day 1", about=who["Gary"])
    answers.add("for_emperor", thumbs_up, by=who["Ezra"], phase="day 1")
    if poisoned:
        game.add_effect(Effect(POISONED, who["Ezra"], None))
    play_until(game, "day 1")
    return game, answers


def test_a_poisoned_emperors_thumbs_up_does_not_save_the_executed_player() -> None:
    game, _ = _execute_gary(True, poisoned=True)
    assert game.winner == "good"  # Crassus died: nothing saved him
    assert not seat(game, "Gary").alive


def test_a_sober_emperors_thumbs_up_saves_and_thumbs_down_does_not() -> None:
    game, _ = _execute_gary(True, poisoned=False)
    assert seat(game, "Gary").alive and game.winner is None
    game, _ = _execute_gary(False, poisoned=False)
    assert not seat(game, "Gary").alive and game.winner == "good"


def test_the_emperor_is_asked_before_the_execution_and_only_once() -> None:
    game, answers = _execute_gary(True, poisoned=False)
    asked = [d for d in answers.decisions if d.kind == "for_emperor"]
    assert len(asked) == 1 and list(asked[0].options) == [False, True]
    kinds = [e.kind for e in game.events]
    assert kinds.index("emperor-thumbs") < kinds.index("execution")


def test_a_dead_emperor_is_not_asked() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    game.seats[who["Ezra"]].alive = False
    answers.add("nominate", who["Gary"], by=who["Vera"], phase="day 1")
    for voter in ("Vera", "Sam", "Max", "Tom"):
        answers.add("vote", True, by=who[voter], phase="day 1", about=who["Gary"])
    play_until(game, "day 1")
    assert not answers.options("for_emperor")
    assert not seat(game, "Gary").alive
