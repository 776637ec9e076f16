"""Every scenario file under scenarios/ runs and all its expectations hold."""

from __future__ import annotations

from pathlib import Path

import pytest

from clocktower.scenario import load_scenarios, run_scenario

ROOT = Path(__file__).resolve().parent.parent / "scenarios"
PENDING = ROOT / "pending"  # scenarios waiting on characters not implemented yet
CASES = [(path, doc) for path in sorted(ROOT.rglob("*.y*ml")) if PENDING not in path.parents
         for doc in load_scenarios(path)]


@pytest.mark.parametrize(
    "path,doc", CASES, ids=[f"{p.relative_to(ROOT)}::{d.get('name', '?')}" for p, d in CASES]
)
def test_scenario_holds(path: Path, doc: dict) -> None:
    result = run_scenario(doc)
    assert result.passed, "\n".join(result.failures)
