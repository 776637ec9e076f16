"""The Sibyl chooses among dead players still at the table: a Traveller who left is gone."""

from __future__ import annotations

from clocktower.game.engine import Game
from clocktower.script import load_script
from clocktower.sim.invariants import check_game


def test_a_sibyl_never_lets_a_traveller_who_left_nominate() -> None:
    # A random game where an exiled Traveller (seat 14) had left before the Sibyl chose.
    game = Game(load_script("fall-of-rome"), players=12, seed=14, travellers=2, arrivals=1)
    game.run()
    left = {e.data["seat"] for e in game.events if e.kind == "traveller-leaves"}
    assert left
    granted = [e.data["nominator"] for e in game.events if e.kind == "nomination" and e.data.get("granted_by")]
    assert not set(granted) & left
    assert not check_game(game)
