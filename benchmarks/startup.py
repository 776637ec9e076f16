"""Benchmark: how long the ``clocktower`` command takes to start and play one game.

    python benchmarks/startup.py [--runs 20] [--site DIR] [--json]

Runs each command in a fresh Python process, as the installed ``clocktower`` command would
(``clocktower.launch``, the console script's entry point), and prints the median wall time
and the median CPU time (user + system, steadier on a busy machine), beside a bare
``python -c pass`` in the same run for reference. ``--site DIR`` puts DIR first on the path
(a build installed with ``pip install --target DIR``: compare the compiled build with the
pure one); otherwise it measures whichever clocktower Python finds. Bytecode is written and
warmed by one unmeasured run first, as a regular install has it.

Targets (CPU): ``--version`` under 60 ms; one simulated game under 250 ms compiled and under
400 ms pure.
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

ENTRY = "from clocktower.launch import main; main()"
COMMANDS = {
    "python -c pass": ["-c", "pass"],
    "clocktower --version": ["-c", ENTRY, "--version"],
    "clocktower --help": ["-c", ENTRY, "--help"],
    "clocktower simulate trouble-brewing --games 1": ["-c", ENTRY, "simulate", "trouble-brewing",
                                                      "--games", "1"],
}


def _env(site: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["COLUMNS"] = "80"
    if site:
        env["PYTHONPATH"] = site + os.pathsep + env.get("PYTHONPATH", "")
    return env


def measure(args: list[str], runs: int, env: dict[str, str]) -> tuple[float, float]:
    """Median (wall, CPU) seconds of ``runs`` fresh ``python args`` processes, after one
    unmeasured run (which writes the bytecode)."""
    walls: list[float] = []
    cpus: list[float] = []
    for i in range(runs + 1):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run([sys.executable, *args], check=False, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, env=env)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if done.returncode != 0:
            raise SystemExit(f"error: {' '.join(args)} failed: {done.stderr.decode()[-500:]}")
        if i:
            walls.append(wall)
            cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(walls), statistics.median(cpus)


def build_of(env: dict[str, str]) -> str:
    """"compiled" or "pure": whether the engine found on the path is the mypyc build."""
    code = "import clocktower.game.engine as e; print(e.__file__)"
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    return "compiled" if found.stdout.strip().endswith((".so", ".pyd")) else "pure"


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--site", help="a folder to put first on the path (an installed build)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    env = _env(args.site)
    build = build_of(env)
    rows = []
    for name, command in COMMANDS.items():
        wall, cpu = measure(command, args.runs, env)
        rows.append({"command": name, "wall_ms": round(wall * 1000), "cpu_ms": round(cpu * 1000)})
    if args.json:
        print(json.dumps({"python": platform.python_version(), "build": build, "results": rows}, indent=1))
        return
    print(f"Python {platform.python_version()} on {platform.machine()}, {build} build, median of {args.runs} runs")
    print("| command | wall ms | CPU ms |")
    print("|---|---:|---:|")
    for r in rows:
        print(f"| `{r['command']}` | {r['wall_ms']} | {r['cpu_ms']} |")


if __name__ == "__main__":
    main()
