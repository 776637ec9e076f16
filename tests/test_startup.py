"""The command starts fast: ``--version`` imports none of the command line's libraries, and a
command run without a terminal imports no progress bar (benchmarks/startup.py measures it)."""

from __future__ import annotations

import subprocess
import sys

from clocktower import __version__

PROBE = """
import sys
sys.argv = ["clocktower", *{args!r}]
from clocktower.launch import main
try:
    main()
except SystemExit as stop:
    assert not stop.code, stop.code
print(sorted(m for m in ("click", "typer", "pydantic", "rich", "rich.progress", "clocktower.game.engine",
                         "clocktower.abilities.townsfolk.washerwoman", "clocktower.abilities.demons.for_caesar")
             if m in sys.modules))
"""


def _imported(*args: str) -> tuple[str, list[str]]:
    result = subprocess.run([sys.executable, "-c", PROBE.format(args=list(args))], capture_output=True, text=True,
                            stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr
    *output, modules = result.stdout.strip().splitlines()
    return "\n".join(output), eval(modules)  # noqa: S307 - our own probe's printed list


def test_version_imports_neither_click_nor_rich_nor_the_engine() -> None:
    output, modules = _imported("--version")
    assert output == f"clocktower {__version__}"
    assert modules == []


def test_a_simulation_without_a_terminal_draws_no_progress_bar() -> None:
    output, modules = _imported("simulate", "trouble-brewing", "--players", "7", "--games", "2")
    assert "games" in output
    assert "rich.progress" not in modules and "clocktower.game.engine" in modules
    # only the script's characters are loaded: Trouble Brewing's Washerwoman, not Fall of Rome's Caesar
    assert "clocktower.abilities.townsfolk.washerwoman" in modules
    assert "clocktower.abilities.demons.for_caesar" not in modules


def test_every_character_lives_in_the_module_named_by_its_id() -> None:
    """What lets the engine load one character's module without the others."""
    from clocktower.abilities import REGISTRY, TEAMS, load_all

    load_all()
    for cid, cls in REGISTRY.items():
        package, module = cls.__module__.rsplit(".", 1)
        if not package.startswith("clocktower.abilities"):
            continue  # a test's own character
        assert module == cid and package.rsplit(".", 1)[1] in TEAMS, (cid, cls.__module__)


def test_python_m_clocktower_is_the_command() -> None:
    result = subprocess.run([sys.executable, "-m", "clocktower", "--version"], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.strip() == f"clocktower {__version__}"


def test_simulate_plays_ten_players_unless_told() -> None:
    from click.testing import CliRunner

    from clocktower.cli import app

    result = CliRunner().invoke(app, ["simulate", "trouble-brewing", "--games", "1", "--json"])
    assert result.exit_code == 0, result.output
    assert '"players": 10' in result.stdout
