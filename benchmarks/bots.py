"""Smart bots' skill and speed: good win rates for each pairing of bot kinds, and smart
games per second, on one core.

    python benchmarks/bots.py [--script untitled-almanac] [--players 10] [--games 200]

Targets (untitled almanac, 10 players): smart good vs random evil >= 80% good wins; smart
evil vs random good >= 90% evil wins; smart vs smart between 35% and 65% good wins;
>= 20 smart games a second.
"""

from __future__ import annotations

import argparse
import time

from clocktower.script import load_script
from clocktower.sim import simulate

PAIRINGS = (("random", "random"), ("smart", "random"), ("random", "smart"), ("smart", "smart"))


def main() -> None:
    """Play each pairing and print a Markdown table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--script", default="untitled-almanac")
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    script = load_script(args.script)
    print(f"{script.name}, {args.players} players, {args.games} games a pairing, one core\n")
    print("| good bots | evil bots | good wins | evil wins | errors | games/s |")
    print("|---|---|---:|---:|---:|---:|")
    for good, evil in PAIRINGS:
        start = time.process_time()
        summary = simulate(script, args.players, args.games, seed=args.seed, good=good, evil=evil)
        took = time.process_time() - start
        done = summary.wins["good"] + summary.wins["evil"]
        rate = 100 * summary.wins["good"] / done if done else 0.0
        print(f"| {good} | {evil} | {rate:.1f}% | {100 - rate:.1f}% | {len(summary.errors)} "
              f"| {args.games / took:.1f} |", flush=True)


if __name__ == "__main__":
    main()
