"""Physician: never chooses themself; deaths are judged in the order they happen (as
Cleopatra's chosen players die in her choice order); random games."""

from __future__ import annotations

from clocktower.game.state import DEMON, SOBER

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.lookups import names
from ..support.random_games import ANY, play_many
from ..support.scripts import FOR
from ..support.setups import PASSIVE_OUTSIDERS, hidden_setup

SEATS = [("Phil", "for_physician"), ("Abe", "for_actor"), ("Hank", "for_hannibal"), ("Rob", "for_temptress"),
         ("Cora", "for_centurion"), ("Spike", "for_spartacus")]


def _first_night(answers: Recording):  # type: ignore[no-untyped-def]
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    answers.add("for_physician", (who["Abe"], who["Spike"]), by=who["Phil"])
    game.prepare()
    game.night()
    return game, who


def test_the_physician_never_chooses_themself_and_patients_are_sober_tonight() -> None:
    answers = Recording()
    game, who = _first_night(answers)
    (options,) = answers.options("for_physician")
    assert options and all(who["Phil"] not in pair and len(set(pair)) == 2 for pair in options)
    assert game.has_effect(game.seats[who["Abe"]], SOBER)
    game.dawn()
    assert not game.has_effect(game.seats[who["Abe"]], SOBER)


def _physician_told(game, phil: int) -> list:  # type: ignore[no-untyped-def]
    return [e for e in game.events if e.kind == "info" and e.audience == phil and e.data["what"] == "for_physician"]


def test_patient_dies_first_then_the_physician_still_learns() -> None:
    game, who = _first_night(Recording())
    hannibal = game.seats[who["Hank"]].abilities[-1]
    game.kill(game.seats[who["Abe"]], DEMON, hannibal)
    game.kill(game.seats[who["Phil"]], DEMON, hannibal)
    (told,) = _physician_told(game, who["Phil"])
    assert told.data["answer"] == "for_hannibal" and told.data["true"]


def test_physician_dies_first_then_the_patient_teaches_nothing() -> None:
    game, who = _first_night(Recording())
    hannibal = game.seats[who["Hank"]].abilities[-1]
    game.kill(game.seats[who["Phil"]], DEMON, hannibal)
    game.kill(game.seats[who["Abe"]], DEMON, hannibal)
    assert _physician_told(game, who["Phil"]) == []


def test_random_games_with_the_physician() -> None:
    seen = play_many(FOR, ["for_physician"], 80, setup=hidden_setup, more_outsiders=PASSIVE_OUTSIDERS,
                     seed_tag="for_physician", stalls=ANY)
    assert not seen["lied:for_physician"], "a sober ability was lied to"
    assert seen["ran"] >= 40 and seen["info:for_physician"] > 0
