"""Fingerprints of seeded random games, to compare two builds of the engine (pure Python and
compiled with mypyc: ``tests/test_compiled.py``). Run as a script, it prints JSON: where each
engine module was loaded from, and for each game the digest of its whole record.

    python tests/support/fingerprints.py [GAMES_PER_SCRIPT]
"""

from __future__ import annotations

import json
import sys

PLAYERS = (5, 8, 10, 12, 15)


def fingerprints(per_script: int) -> dict[str, str]:
    """``script/players/seed`` -> the digest of that game's record (its events, choices,
    decisions and result), for every bundled script whose characters are all implemented."""
    from clocktower.abilities import implemented
    from clocktower.game.engine import Game
    from clocktower.script import bundled_scripts

    found: dict[str, str] = {}
    for script in bundled_scripts():
        if not all(implemented(c.id) for c in script.characters):
            continue
        for seed in range(per_script):
            players = PLAYERS[seed % len(PLAYERS)]
            game = Game(script, players=players, seed=seed)
            game.run()
            found[f"{script.id}/{players}/{seed}"] = game.record()["digest"]
    return found


def engine_files() -> dict[str, str]:
    """Each module of the engine, the random bots and their preferences, the character data
    and the characters -> the file it was loaded from (a .so when compiled)."""
    import importlib
    import pkgutil

    import clocktower.abilities
    import clocktower.agents.preferences
    import clocktower.game

    names = ["clocktower.agents.random", "clocktower.characters"]
    for package in (clocktower.game, clocktower.agents.preferences, clocktower.abilities):
        names.append(package.__name__)
        for module in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
            names.append(module.name)
    return {name: str(importlib.import_module(name).__file__) for name in names}


def main() -> None:
    per_script = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    print(json.dumps({"modules": engine_files(), "games": fingerprints(per_script)}))


if __name__ == "__main__":
    main()
