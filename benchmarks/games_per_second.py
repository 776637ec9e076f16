"""Benchmark: complete games per second with random deciders, on one core.

    python benchmarks/games_per_second.py [--seconds 3] [--script SLUG ...] [--players 5 10 15]

For every bundled script whose characters are all implemented (or the scripts named),
plays seeded random games at each player count for about ``--seconds`` and prints a
Markdown table (the README quotes it). The target: 200 games/s at 10 players.
"""

from __future__ import annotations

import argparse
import json
import platform
import time

from clocktower.abilities import implemented
from clocktower.game.engine import Game
from clocktower.script import Script, bundled_scripts, load_script


def games_per_second(script: Script, players: int, seconds: float) -> tuple[float, int]:
    """Play games back to back for about ``seconds``; return (games/s, games played)."""
    for seed in range(5):  # warm caches and imports
        Game(script, players=players, seed=10_000 + seed).run()
    played = 0
    start = time.perf_counter()
    while True:
        Game(script, players=players, seed=played).run()
        played += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds and played >= 20:
            return played / elapsed, played


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--script", nargs="*", default=None)
    parser.add_argument("--players", nargs="*", type=int, default=[5, 10, 15])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    scripts = [load_script(s) for s in args.script] if args.script else [
        s for s in bundled_scripts() if all(implemented(c.id) for c in s.characters)]
    rows = []
    for script in scripts:
        for n in args.players:
            rate, played = games_per_second(script, n, args.seconds)
            rows.append({"script": script.id, "players": n, "games_per_second": round(rate, 1),
                         "games": played})
    if args.json:
        print(json.dumps({"python": platform.python_version(), "results": rows}, indent=1))
        return
    print(f"Python {platform.python_version()} on {platform.machine()}, one process")
    print("| script | players | games/s |")
    print("|---|---:|---:|")
    for r in rows:
        print(f"| {r['script']} | {r['players']} | {r['games_per_second']:.0f} |")


if __name__ == "__main__":
    main()
