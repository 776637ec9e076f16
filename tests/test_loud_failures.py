"""A game that raises is an engine fault, and the commands that play games say so loudly:
``simulate`` and ``balance`` exit 1 and print the count and the first error above their
results, and the balance report says so at its top."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import clocktower.sim.runner as runner_module
from clocktower.cli import app

runner = CliRunner()
BROKEN_GAME = 3
"""The index of the game the fault is put into."""


@pytest.fixture
def one_game_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    """The game set up ``BROKEN_GAME``-th (from 0; one process plays them in order) raises;
    the others play."""
    real = runner_module.new_game
    calls = [0]

    def new_game(*args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        if calls[0] == BROKEN_GAME + 1:
            raise TypeError("bool object expected; got getset_descriptor")
        return real(*args, **kwargs)

    monkeypatch.setattr(runner_module, "new_game", new_game)


def _first_error_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.startswith("error: ")]
    assert lines, stderr
    return lines[0]


@pytest.mark.usefixtures("one_game_raises")
def test_simulate_exits_1_and_names_the_first_error_above_the_results() -> None:
    result = runner.invoke(app, ["simulate", "trouble-brewing", "--players", "7", "--games", "6", "--seed", "0"])
    assert result.exit_code == 1, result.output
    line = _first_error_line(result.stderr)
    assert "1 of 6 games raised an error" in line
    assert f"(game {BROKEN_GAME}," in line and "getset_descriptor" in line
    assert "games" in result.stdout  # the results are still printed, below the error
    assert "Traceback" not in result.stdout + result.stderr


@pytest.mark.usefixtures("one_game_raises")
def test_simulate_json_still_prints_its_summary_but_exits_1() -> None:
    result = runner.invoke(app, ["simulate", "trouble-brewing", "--players", "7", "--games", "6", "--seed", "0",
                                 "--json"])
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert len(data["errors"]) == 1 and data["errors"][0]["game"] == BROKEN_GAME
    assert "1 of 6 games raised an error" in _first_error_line(result.stderr)


def test_simulate_without_errors_exits_0() -> None:
    result = runner.invoke(app, ["simulate", "trouble-brewing", "--players", "7", "--games", "6", "--seed", "0"])
    assert result.exit_code == 0, result.output
    assert "error" not in result.stderr


@pytest.mark.usefixtures("one_game_raises")
def test_balance_exits_1_and_its_report_says_so_at_the_top(tmp_path: Path) -> None:
    out = tmp_path / "report"
    result = runner.invoke(app, ["balance", "trouble-brewing", "--players", "7", "--games", "6", "--seed", "0",
                                 "--out", str(out)])
    assert result.exit_code == 1, result.output
    assert "1 of 6 games raised an error" in _first_error_line(result.stderr)
    page = (out / "report.html").read_text()
    warning = page.index("games raised an error")
    assert warning < page.index("Good win rate by player count")
    assert "getset_descriptor" in page[warning:warning + 500]


def test_a_clean_balance_report_has_no_warning(tmp_path: Path) -> None:
    out = tmp_path / "report"
    result = runner.invoke(app, ["balance", "trouble-brewing", "--players", "7", "--games", "4", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "class='failed'" not in (out / "report.html").read_text()
