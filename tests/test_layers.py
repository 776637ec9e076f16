"""The engine owns its contract: ``clocktower.game`` imports neither the characters
(``clocktower.abilities``) nor the bots (``clocktower.agents``); it finds them by name."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "src" / "clocktower" / "game"


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_the_engine_imports_neither_the_characters_nor_the_bots() -> None:
    offenders = {}
    for path in sorted(GAME.glob("*.py")):
        bad = {m for m in _imports(path)
               if m.startswith(("..abilities", "..agents", "clocktower.abilities", "clocktower.agents"))}
        if bad:
            offenders[path.name] = sorted(bad)
    assert not offenders


def test_the_engine_finds_characters_and_bots_by_name() -> None:
    from clocktower.game.ability import CHARACTER_PACKAGES, ability_class
    from clocktower.game.decisions import DEFAULT_BOTS, default_deciders

    assert CHARACTER_PACKAGES == ["clocktower.abilities"] and ability_class("monk") is not None
    storyteller, player = default_deciders(3)
    assert DEFAULT_BOTS == "clocktower.agents.random" and storyteller.is_bot and player.is_bot
