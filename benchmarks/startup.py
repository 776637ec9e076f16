"""Benchmark: how long ``clocktower --version`` and ``clocktower --help`` take to start.

    python benchmarks/startup.py [--runs 20]

Runs each command in a fresh Python process (the clocktower found on ``sys.path``, as
the installed ``clocktower`` command would) and prints the median wall time and the
median CPU time (user + system, steadier on a busy machine), beside a bare
``python -c pass`` for reference. The commands import neither the engine nor Rich's
console: the commands that need them import them.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import time

ENTRY = "from clocktower.cli import main; main()"
COMMANDS = {
    "python -c pass": ["-c", "pass"],
    "clocktower --version": ["-c", ENTRY, "--version"],
    "clocktower --help": ["-c", ENTRY, "--help"],
}


def measure(args: list[str], runs: int) -> tuple[float, float]:
    """Median (wall, CPU) seconds of ``runs`` fresh ``python args`` processes."""
    walls: list[float] = []
    cpus: list[float] = []
    env = {**os.environ, "COLUMNS": "80"}
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([sys.executable, *args], check=False, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, env=env)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(walls), statistics.median(cpus)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = []
    for name, command in COMMANDS.items():
        wall, cpu = measure(command, args.runs)
        rows.append({"command": name, "wall_ms": round(wall * 1000), "cpu_ms": round(cpu * 1000)})
    if args.json:
        print(json.dumps({"python": platform.python_version(), "results": rows}, indent=1))
        return
    print(f"Python {platform.python_version()} on {platform.machine()}, median of {args.runs} runs")
    print("| command | wall ms | CPU ms |")
    print("|---|---:|---:|")
    for r in rows:
        print(f"| `{r['command']}` | {r['wall_ms']} | {r['cpu_ms']} |")


if __name__ == "__main__":
    main()
