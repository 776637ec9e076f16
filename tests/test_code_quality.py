"""The code stays typed and clean: mypy --strict and ruff (with the project's rule set) pass."""

from __future__ import annotations

import subprocess
import sys
from importlib.util import find_spec
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


@pytest.mark.skipif(find_spec("mypy") is None, reason="mypy is not installed (pip install -e '.[test]')")
def test_the_package_type_checks_strictly() -> None:
    result = _run("mypy", "src/clocktower")  # pyproject.toml sets strict = true
    assert result.returncode == 0, result.stdout[-3000:]


@pytest.mark.skipif(find_spec("ruff") is None, reason="ruff is not installed (pip install -e '.[test]')")
def test_ruff_finds_nothing() -> None:
    result = _run("ruff", "check", "src", "tests", "tools", "benchmarks")
    assert result.returncode == 0, result.stdout[-3000:]


def test_no_code_compares_methods_by_their_func() -> None:
    """Compiled methods have no ``__func__``: whether a class has its own method is asked
    through ``game.ability.overrides``, which works for both builds."""
    found = [f"{path.relative_to(ROOT)}:{n}" for path in sorted((ROOT / "src").rglob("*.py"))
             for n, line in enumerate(path.read_text().splitlines(), 1)
             if ".__func__" in line or '"__func__"' in line]
    assert found == []
