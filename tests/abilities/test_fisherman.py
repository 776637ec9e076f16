"""Fisherman details a scenario cannot state (scenarios in scenarios/the-contagion-insurrection)."""

from __future__ import annotations

from clocktower.game.talk.statements import evaluate
from clocktower.script import load_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many

CONTAGION = load_script("the-contagion-insurrection")
SEATS = [("Alice", "fisherman"), ("Bob", "vigormortis"), ("Carol", "gossip"), ("Dave", "assassin"),
         ("Eve", "mayor")]


def test_sober_advice_is_always_true() -> None:
    rec = Recording()
    rec.add("fisherman", True, phase="day 1")
    game = make_game(CONTAGION, SEATS, rec)
    rec.watch(game)
    play_until(game, "day 1")
    options = rec.last_options("info.fisherman")
    assert options and all(evaluate(game, s) for s in options)
    assert ("type", 1, "demon") in options
    assert game.seats[0].abilities[0].spent


def test_a_dead_fisherman_is_not_asked() -> None:
    rec = Recording()
    rec.add("vigormortis", 0, phase="night 2")
    game = make_game(CONTAGION, SEATS, rec)
    play_until(game, "day 2")
    assert [p for p, kind, _ in rec.asked if kind == "fisherman"] == ["day 1"]


def test_random_games_with_a_fisherman_run() -> None:
    seen = play_many(CONTAGION, ["fisherman"], 200, seed_tag="fisherman")
    assert seen["info:fisherman"] > 20
    assert seen["lied:fisherman"] == 0
