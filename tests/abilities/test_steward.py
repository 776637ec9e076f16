"""Steward details a scenario cannot state (scenarios in scenarios/the-contagion-insurrection)."""

from __future__ import annotations

from clocktower.script import load_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many

CONTAGION = load_script("the-contagion-insurrection")
SEATS = [("Alice", "steward"), ("Bob", "vigormortis"), ("Carol", "gossip"), ("Dave", "assassin"), ("Eve", "mayor")]


def test_a_sober_steward_may_be_shown_only_other_good_players() -> None:
    rec = Recording()
    game = make_game(CONTAGION, SEATS, rec)
    rec.watch(game)
    play_until(game, "night 1")
    assert set(rec.last_options("info.steward")) == {2, 4}


def test_a_drunk_steward_may_be_shown_anyone_else() -> None:
    rec = Recording()
    seats = [("Alice", "drunk", "steward")] + SEATS[1:]
    game = make_game(CONTAGION, seats, rec)
    rec.watch(game)
    play_until(game, "night 1")
    assert set(rec.last_options("info.steward")) == {1, 2, 3, 4}


def test_random_games_with_a_steward_run() -> None:
    seen = play_many(CONTAGION, ["steward"], 200, seed_tag="steward")
    assert seen["info:steward"] > 20
    assert seen["lied:steward"] == 0
