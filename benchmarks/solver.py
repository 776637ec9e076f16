"""How right and how fast the solvers are.

    python benchmarks/solver.py [--script untitled-almanac] [--players 10] [--games 20]
    python benchmarks/solver.py --puzzles-only

First the exact solver on the published puzzles in puzzles/nqt/ (how many get exactly
their published answer, the median and worst time). Then the one-seat solver: plays
random games and solves every good seat's view at the end of each day, from scratch (no
cache), on one core. The target is a median under 1 s at 10 players.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from clocktower.game.engine import Game
from clocktower.game.views import seat_view
from clocktower.script import load_script
from clocktower.solver import Knowledge, solve
from clocktower.solver.exact import solve_exact
from clocktower.solver.exact_format import load_exact

PUZZLES = Path(__file__).resolve().parent.parent / "puzzles" / "nqt"


def puzzles() -> None:
    """Solve every translated published puzzle; print the score and the times."""
    times: list[float] = []
    right = 0
    paths = sorted(PUZZLES.glob("*.yaml"))
    for path in paths:
        puzzle = load_exact(path)
        assert puzzle is not None, path
        start = time.process_time()
        answer = solve_exact(puzzle.puzzle)
        times.append(time.process_time() - start)
        failures = puzzle.check(answer)
        right += not failures
        for failure in failures:
            print(f"  {path.stem}: {failure}")
    print(f"published puzzles: {right} of {len(paths)} solved exactly right, "
          f"median {1000 * statistics.median(times):.0f} ms, worst {1000 * max(times):.0f} ms")


def main() -> None:
    """Time the solves and print the median and the slowest."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--script", default="untitled-almanac")
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--puzzles-only", action="store_true", help="only the published puzzles")
    args = parser.parse_args()
    puzzles()
    if args.puzzles_only:
        return
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
