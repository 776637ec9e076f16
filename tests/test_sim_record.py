"""What the simulator reads of each finished game: the invariants and the abilities that
fired, read without turning every event into a dict."""

from __future__ import annotations

import ast
import inspect

from clocktower.game.engine import Game
from clocktower.script import load_script
from clocktower.sim import invariants
from clocktower.sim.invariants import CHECKED_KINDS, check_events, check_game
from clocktower.sim.records import deciding, fired, fired_and_decisive


def _kinds_compared(function: object) -> set[str]:
    """Every string that ``function`` compares a variable named ``kind`` with."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(inspect.getsource(function))):  # type: ignore[arg-type]
        if isinstance(node, ast.Compare) and isinstance(node.left, ast.Name) and node.left.id == "kind":
            for right in node.comparators:
                for c in ast.walk(right):
                    if isinstance(c, ast.Constant) and isinstance(c.value, str):
                        found.add(c.value)
    return found


def test_check_game_passes_on_every_event_kind_the_checks_read() -> None:
    read = _kinds_compared(invariants.check_events)
    assert read and read <= CHECKED_KINDS, sorted(read - CHECKED_KINDS)


def test_the_filtered_record_finds_what_the_whole_record_finds() -> None:
    script = load_script("fall-of-rome")
    for seed in range(30):
        game = Game(script, players=9, seed=seed, travellers=1, arrivals=1)
        game.run()
        whole = check_events([e.to_json() for e in game.events], len(game.seats))
        assert [p for p in check_game(game) if p in whole] == whole


def test_one_pass_counts_what_fired_as_two_passes_did() -> None:
    script = load_script("the-contagion-insurrection")
    for seed in range(30):
        game = Game(script, players=10, seed=seed)
        game.run()
        end = deciding(game)
        assert end is not None
        assert fired_and_decisive(game) == (fired(game), fired(game, end))
