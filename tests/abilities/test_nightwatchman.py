"""Nightwatchman: once per game."""

from __future__ import annotations

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from .test_axiom_townsfolk_games import MIXED


def test_woken_each_night_until_it_chooses_then_never_again() -> None:
    rec = Recording()
    rec.add("nightwatchman", 2, phase="night 2")
    for n in (2, 3, 4):
        rec.add("ojo", "soldier", phase=f"night {n}")
    game = make_game(MIXED, [("Alice", "nightwatchman"), ("Bob", "ojo"), ("Carol", "monk"), ("Dave", "soldier"),
                             ("Eve", "noble")], rec)
    play_until(game, "night 4")
    asked = rec.of("nightwatchman")
    assert [p for p, d in zip(rec.phases, rec.decisions) if d.kind == "nightwatchman"] == ["night 1", "night 2"]
    assert asked[0].options[0] is None and 0 not in asked[0].options
