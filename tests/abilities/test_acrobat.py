"""Acrobat details a scenario cannot state (scenarios in scenarios/the-contagion-insurrection)."""

from __future__ import annotations

from clocktower.script import load_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many

CONTAGION = load_script("the-contagion-insurrection")
SEATS = [("Alice", "acrobat"), ("Bob", "vigormortis"), ("Carol", "gossip"), ("Dave", "assassin"),
         ("Eve", "mayor")]


def test_the_acrobat_sleeps_the_first_night_then_may_choose_anyone() -> None:
    rec = Recording()
    rec.add("vigormortis", 2, phase="night 2")
    rec.add("vigormortis", 4, phase="night 3")
    rec.add("mayor.bounce", None)
    game = make_game(CONTAGION, SEATS, rec)
    play_until(game, "night 3")
    assert rec.of("acrobat", "night 1") == []
    assert rec.options("acrobat") == [[0, 1, 2, 3, 4], [0, 1, 2, 3, 4]]  # themself and the dead too
    assert game.seats[0].alive


def test_the_acrobat_dies_once_only() -> None:
    rec = Recording()
    rec.add("acrobat", 4, phase="night 2")
    rec.add("vigormortis", 3, phase="night 2")
    rec.add("vigormortis.poison", 4, phase="night 2")
    game = make_game(CONTAGION, SEATS, rec)
    play_until(game, "night 2")
    deaths = [e for e in game.events if e.kind == "death" and e.data.get("by") == "acrobat"]
    assert len(deaths) == 1 and not game.seats[0].alive


def test_random_games_with_an_acrobat_run() -> None:
    seen = play_many(CONTAGION, ["acrobat"], 200, seed_tag="acrobat")
    assert seen["death:acrobat"] > 5
