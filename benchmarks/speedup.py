"""Benchmark: how many times faster this build plays than an earlier commit, measured
side by side on this machine.

    python benchmarks/speedup.py [--base REV] [--rounds 7] [--seconds 3] [--players 10]
                                 [--script SLUG ...]

Games per second swing by up to half on a shared machine, so a figure measured on another
day says little. This takes the engine's source at ``--base`` (by default ``4a2d673``, the
commit whose engine played about 385 games/s on the untitled almanac) out of this repository's history, then plays
``benchmarks/games_per_second.py`` with it and with the build ``python`` imports here,
alternately, ``--rounds`` times, each in a fresh process. It prints each side's median
games/s and the median of the rounds' ratios for every script both can play.

A script the base had not bundled is left out. Characters the base could not run yet (Axiom
of Choice's Atheist at ``4a2d673``) are left off the script for both sides, so both play
the same script.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BASE = "4a2d673"  # the engine that played about 385 games/s on the untitled almanac
SCRIPTS = ["untitled-almanac", "fall-of-rome", "the-contagion-insurrection", "axiom-of-choice",
           "trouble-brewing", "bad-moon-rising", "sects-and-violets"]

# Run inside the base's source: which bundled characters it cannot play yet, per script.
_PROBE = """
import json, sys
from clocktower.abilities import implemented
from clocktower.script import bundled_scripts
print(json.dumps({s.id: [c.id for c in s.characters if not implemented(c.id)]
                  for s in bundled_scripts()}))
"""


def extract(rev: str, into: Path) -> Path:
    """Write the source and benchmarks of ``rev`` under ``into``; return that folder."""
    made = subprocess.run(["git", "-C", str(REPO), "archive", rev, "src", "benchmarks"], capture_output=True)
    if made.returncode:
        sys.exit(f"speedup: cannot take {rev!r} out of this repository's history "
                 f"(a shallow clone, or no such commit): {made.stderr.decode(errors='replace').strip()}")
    archive = made.stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def run(tree: Path, env: dict[str, str], script: str, players: int, seconds: float) -> float:
    """Games per second of one fresh process running ``tree``'s benchmark."""
    out = subprocess.run(
        [sys.executable, str(tree / "benchmarks" / "games_per_second.py"), "--json",
         "--players", str(players), "--seconds", str(seconds), "--script", script],
        check=True, capture_output=True, text=True, env=env, cwd=tree).stdout
    return float(json.loads(out)["results"][0]["games_per_second"])


def without(script: str, missing: list[str], folder: Path) -> str:
    """A script file of ``script`` without the characters in ``missing``."""
    from clocktower.script import load_script

    loaded = load_script(script)
    path = folder / f"{script}-without-{'-'.join(missing)}.json"
    path.write_text(json.dumps([{"id": "_meta", "name": f"{loaded.name} without {', '.join(missing)}"},
                                *[c.id for c in loaded.characters if c.id not in missing]]))
    return str(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default=BASE)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--script", nargs="*", default=SCRIPTS)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temp:
        base = extract(args.base, Path(temp) / "base")
        base_env = {**os.environ, "PYTHONPATH": str(base / "src")}
        here_env = dict(os.environ)
        missing = json.loads(subprocess.run([sys.executable, "-c", _PROBE], check=True, env=base_env,
                                            capture_output=True, text=True, cwd=base).stdout)
        import clocktower.game.engine as engine

        build = "compiled (mypyc)" if not engine.__file__.endswith(".py") else "pure Python"
        print(f"base {args.base} (pure Python) against this build ({build}), {args.players} players, "
              f"median of {args.rounds} alternating rounds")
        print("| script | base games/s | this build games/s | times as fast |")
        print("|---|---:|---:|---:|")
        for slug in args.script:
            if slug not in missing:
                print(f"| {slug} | not bundled at {args.base} | | |")
                continue
            script = without(slug, missing[slug], Path(temp)) if missing[slug] else slug
            pairs = []
            for i in range(args.rounds):
                first, second = (base_env, here_env) if i % 2 == 0 else (here_env, base_env)
                a = run(base if first is base_env else REPO, first, script, args.players, args.seconds)
                b = run(base if second is base_env else REPO, second, script, args.players, args.seconds)
                old, new = (a, b) if first is base_env else (b, a)
                pairs.append((old, new))
            old = statistics.median(p[0] for p in pairs)
            new = statistics.median(p[1] for p in pairs)
            ratio = statistics.median(p[1] / p[0] for p in pairs)
            name = slug + (f" (without {', '.join(missing[slug])})" if missing[slug] else "")
            print(f"| {name} | {old:.0f} | {new:.0f} | {ratio:.2f} |", flush=True)


if __name__ == "__main__":
    main()
