"""How fast the solver is: median time to solve one seat's view of a 10-player game.

    python benchmarks/solver.py [--script untitled-almanac] [--players 10] [--games 20]

Plays random games and solves every good seat's view at the end of each day, from
scratch (no cache), on one core. The target is a median under 1 s at 10 players.
"""

from __future__ import annotations

import argparse
import statistics
import time

from clocktower.game.engine import Game
from clocktower.game.views import seat_view
from clocktower.script import load_script
from clocktower.solver import Knowledge, solve


def main() -> None:
    """Time the solves and print the median and the slowest."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--script", default="untitled-almanac")
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    script = load_script(args.script)
    times: list[float] = []
    for seed in range(args.games):
        game = Game(script, players=args.players, seed=seed)
        game.run()
        for seat in range(len(game.seats)):
            view = seat_view(game, seat)
            if view.alignment == "evil":
                continue
            start = time.process_time()
            solve(Knowledge(seat, len(game.seats), script).absorb_all(view.events))
            times.append(time.process_time() - start)
    print(f"{script.name}, {args.players} players: {len(times)} solves, "
          f"median {1000 * statistics.median(times):.2f} ms, slowest {1000 * max(times):.2f} ms")


if __name__ == "__main__":
    main()
