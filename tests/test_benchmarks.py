"""The side-by-side speed benchmark runs: it takes an earlier commit out of the history, plays
the same script with both and prints their ratio (benchmarks/speedup.py)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def test_speedup_plays_the_base_commit_and_this_build_side_by_side() -> None:
    base = "4a2d673"
    if subprocess.run(["git", "-C", str(REPO), "cat-file", "-e", base + "^{commit}"],
                      capture_output=True).returncode:
        pytest.skip("a clone without the history the benchmark measures against")
    out = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "speedup.py"), "--rounds", "1", "--seconds", "0.01",
         "--script", "axiom-of-choice", "trouble-brewing"],
        capture_output=True, text=True, check=True, cwd=REPO).stdout
    # The base could not run the Atheist yet: both sides play Axiom of Choice without it.
    row = re.search(r"^\| axiom-of-choice \(without atheist\) \| (\d+) \| (\d+) \| ([\d.]+) \|$", out, re.M)
    assert row is not None, out
    assert float(row.group(3)) > 0
    # Trouble Brewing was not bundled at the base: no figure is made up for it.
    assert "| trouble-brewing | not bundled at 4a2d673 |" in out


def test_speedup_names_a_base_it_cannot_find_without_a_traceback() -> None:
    done = subprocess.run([sys.executable, str(REPO / "benchmarks" / "speedup.py"), "--base", "no-such-commit"],
                          capture_output=True, text=True, cwd=REPO)
    assert done.returncode != 0
    assert "cannot take 'no-such-commit' out of this repository's history" in done.stderr
    assert "Traceback" not in done.stderr
