"""Pontiff: the statement space, a drunk High Priest, a High Priest dead by morning."""

from __future__ import annotations

from clocktower.abilities.travellers.for_pontiff import statements
from clocktower.game.state import POISONED, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.lookups import names
from ..support.phases import play_until
from ..support.scripts import FOR

SEATS = [("Piet", "for_pontiff", None, "good"), ("Hank", "for_hannibal", "for_legionary"),
         ("Hugo", "for_hannibal", "for_trumpeter"), ("Vera", "for_vestalvirgin"),
         ("Sam", "for_sculptor"), ("Max", "for_merchant"), ("Tom", "for_trumpeter")]


def _bless_max(answers, who) -> None:
    answers.add("for_pontiff", who["Max"], by=who["Piet"], phase="day 1")
    for v in ("Piet", "Vera", "Sam", "Max"):
        answers.add("bless-vote", True, by=who[v], phase="day 1")


def test_statements_cover_alignments_characters_and_what_is_in_play() -> None:
    game = make_game(FOR, SEATS)
    space = statements(game)
    assert ("alignment", 1, "evil") in space and ("character", 1, "for_hannibal") in space
    assert ("in-play", "for_caesar") in space
    assert not any(s[-1] == "for_pontiff" for s in space)  # Travellers are not in the space


def test_a_poisoned_high_priest_makes_the_statement_arbitrary() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    _bless_max(answers, who)
    answers.add("for_pontiff", True, by=who["Piet"], phase="night 2")
    play_until(game, "day 1")
    game.add_effect(Effect(POISONED, who["Piet"], None, until=("dawn", 2)))  # poisoned tonight only
    game.night()
    game.dawn()
    game.day()
    told = [e.data for e in game.events if e.kind == "info" and e.audience == who["Max"]]
    assert told[-1]["what"] == "for_pontiff" and told[-1]["mode"] == "arbitrary"


def test_a_high_priest_dead_by_morning_gives_no_statement() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    _bless_max(answers, who)
    answers.add("for_pontiff", True, by=who["Piet"], phase="night 2")
    answers.add("for_hannibal.kill", who["Piet"], by=-1, phase="night 2", about=who["Hank"])
    play_until(game, "day 2")
    assert any(e.kind == "wake" and e.data["ability"] == "for_pontiff" for e in game.events)
    assert not any(e.kind == "info" and e.audience == who["Max"] for e in game.events)
