"""Innkeeper details a scenario cannot state (scenarios in scenarios/the-contagion-insurrection)."""

from __future__ import annotations

from clocktower.script import load_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many

CONTAGION = load_script("the-contagion-insurrection")
SEATS = [("Alice", "innkeeper"), ("Bob", "vigormortis"), ("Carol", "gossip"), ("Dave", "assassin"),
         ("Eve", "mayor")]


def test_the_innkeeper_does_not_wake_on_the_first_night_and_chooses_two_different_players() -> None:
    rec = Recording()
    rec.add("vigormortis", 3, phase="night 2")
    game = make_game(CONTAGION, SEATS, rec)
    play_until(game, "night 2")
    assert rec.of("innkeeper", "night 1") == []
    (decision,) = rec.of("innkeeper", "night 2")
    assert len(decision.options) == 10  # every pair of the five players, the Innkeeper included
    assert all(a != b for a, b in decision.options)


def test_a_good_guest_is_listed_first_for_the_drunkenness() -> None:
    rec = Recording()
    rec.add("innkeeper", (1, 4), phase="night 2")
    rec.add("vigormortis", 3, phase="night 2")
    game = make_game(CONTAGION, SEATS, rec)
    play_until(game, "night 2")
    assert rec.last_options("innkeeper.drunk") == [4, 1]
    assert game.is_drunk(game.seats[4])  # the quiet answer: the good guest


def test_random_games_with_an_innkeeper_run() -> None:
    seen = play_many(CONTAGION, ["innkeeper"], 200, seed_tag="innkeeper")
    assert seen["effect:innkeeper:drunk"] > 50
