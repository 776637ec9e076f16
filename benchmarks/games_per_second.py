"""Benchmark: complete games per second with random deciders, on one core.

    python benchmarks/games_per_second.py [--seconds 3] [--repeat 1] [--script SLUG ...]
                                          [--players 5 10 15]

For every bundled script whose characters are all implemented (or the scripts named),
plays seeded random games at each player count for about ``--seconds`` of CPU time and
prints a Markdown table (the README quotes it): games per second of the process's CPU
time, which a busy machine disturbs less than the wall clock (on a quiet machine the two
agree). ``--repeat`` measures each figure that many times and prints the median.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import time

from clocktower.abilities import implemented
from clocktower.game.engine import Game
from clocktower.script import Script, bundled_scripts, load_script


def games_per_second(script: Script, players: int, seconds: float) -> tuple[float, int]:
    """Play games back to back for about ``seconds`` of CPU time; return (games/s, games
    played)."""
    for seed in range(5):  # warm caches and imports
        Game(script, players=players, seed=10_000 + seed).run()
    played = 0
    start = time.process_time()
    while True:
        Game(script, players=players, seed=played).run()
        played += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds and played >= 20:
            return played / elapsed, played


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--script", nargs="*", default=None)
    parser.add_argument("--players", nargs="*", type=int, default=[5, 10, 15])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    scripts = [load_script(s) for s in args.script] if args.script else [
        s for s in bundled_scripts() if all(implemented(c.id) for c in s.characters)]
    rows = []
    for script in scripts:
        for n in args.players:
            runs = [games_per_second(script, n, args.seconds) for _ in range(max(1, args.repeat))]
            rate = statistics.median(r[0] for r in runs)
            rows.append({"script": script.id, "players": n, "games_per_second": round(rate, 1),
                         "games": sum(r[1] for r in runs)})
    if args.json:
        import clocktower.game.engine as engine

        print(json.dumps({"python": platform.python_version(), "compiled": not engine.__file__.endswith(".py"),
                          "results": rows}, indent=1))
        return
    import clocktower.game.engine as engine

    build = "compiled engine (mypyc)" if not engine.__file__.endswith(".py") else "pure Python engine"
    print(f"Python {platform.python_version()} on {platform.machine()}, {build}, one process"
          + (f", median of {args.repeat}" if args.repeat > 1 else ""))
    print("| script | players | games/s |")
    print("|---|---:|---:|")
    for r in rows:
        print(f"| {r['script']} | {r['players']} | {r['games_per_second']:.0f} |")


if __name__ == "__main__":
    main()
