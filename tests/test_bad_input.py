"""Bad input gets a clear one-line error (exit 2 at the command line) and changes nothing.

Each test feeds one kind of input found by fuzzing that used to crash ("internal error",
a traceback, a hang) or to do damage (a replaced device file, a terminal driven by a name).
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from typer.testing import CliRunner

from clocktower import __version__, script as script_module
from clocktower.cli import app
from clocktower.errors import ScriptError
from clocktower.script import load_script, parse_script

from .support.scripts import TINY

runner = CliRunner()


def run(*args: object, input: str | None = None):
    return runner.invoke(app, [str(a) for a in args], input=input)


def assert_user_error(result, *fragments: str) -> str:
    """Exit 2, one line ``error: ...`` on stderr naming every fragment, no traceback."""
    assert result.exit_code == 2, (result.stdout, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    assert "Traceback" not in result.stdout + result.stderr
    for fragment in fragments:
        assert fragment in lines[0], lines[0]
    return lines[0]


def write(tmp_path: Path, text: str, name: str = "script.json") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


FIVE = ["imp", "poisoner", "washerwoman", "librarian", "investigator", "chef"]
"""Enough known characters for a 5-player setup."""


# -- script files ----------------------------------------------------------------------------


@pytest.mark.parametrize("command", [["script"], ["setup", "--players", "5"]])
def test_a_script_nested_too_deeply_is_refused(tmp_path: Path, command: list[str]) -> None:
    path = write(tmp_path, "[" * 100_000 + "]" * 100_000)
    assert_user_error(run(command[0], path, *command[1:]), str(path), "nested too deeply")


def test_a_script_nested_deeply_but_parseable_is_refused_too(tmp_path: Path) -> None:
    deep: object = "imp"
    for _ in range(200):
        deep = [deep]
    with pytest.raises(ScriptError, match="nested too deeply"):
        parse_script([{"id": "_meta", "name": "x", "deep": deep}, *FIVE])


def test_an_integer_of_5000_digits_is_refused(tmp_path: Path) -> None:
    homebrew = '{"id": "zz", "name": "Zz", "team": "townsfolk", "firstNight": ' + "9" * 5000 + "}"
    path = write(tmp_path, f'[{{"id": "_meta", "name": "x"}}, "imp", {homebrew}]')
    assert_user_error(run("script", path), str(path), "number", "too long")


def test_a_lone_surrogate_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, '[{"id": "_meta", "name": "bad \\ud800 name"}, "imp", "washerwoman"]')
    line = assert_user_error(run("script", path), str(path), "lone surrogate", "name")
    assert "\\ud800" in line


def test_a_lone_surrogate_in_script_data_is_refused() -> None:
    with pytest.raises(ScriptError, match="lone surrogate"):
        parse_script([{"id": "zz", "name": "Z\udc00", "team": "townsfolk"}, *FIVE])


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_not_night_numbers(tmp_path: Path, constant: str) -> None:
    homebrew = f'{{"id": "zz", "name": "Zz", "team": "townsfolk", "firstNight": {constant}}}'
    path = write(tmp_path, f'[{{"id": "_meta", "name": "x"}}, "imp", {homebrew}]')
    assert_user_error(run("script", path), str(path), constant)


@pytest.mark.parametrize("number", [float("nan"), float("inf"), 1e400])
def test_a_non_finite_night_number_in_script_data_is_refused(number: float) -> None:
    with pytest.raises(ScriptError):
        parse_script([{"id": "zz", "name": "Zz", "team": "townsfolk", "otherNight": number}, *FIVE])


MARKUP = "[link=https://evil.example]click[/link] [bold]B"


@pytest.mark.parametrize("command", [["script"], ["setup", "--players", "5", "--seed", "1"]])
def test_rich_markup_in_names_is_shown_not_followed(tmp_path: Path, command: list[str]) -> None:
    homebrew = {"id": "zz", "name": MARKUP, "team": "townsfolk", "ability": MARKUP}
    path = write(tmp_path, json.dumps([{"id": "_meta", "name": MARKUP}, *FIVE, homebrew]))
    result = run(command[0], path, *command[1:])
    assert result.exit_code == 0, result.stderr
    assert MARKUP in result.stdout  # the title of a setup table too
    assert "\x1b]8;" not in result.stdout  # no terminal hyperlink


@pytest.mark.parametrize("command", [["script"], ["setup", "--players", "5", "--seed", "1"]])
def test_control_characters_in_names_are_escaped_on_output(tmp_path: Path, command: list[str]) -> None:
    name = "ring\x07 \x1b[31mred\x1b]8;;https://e.example\x07link \u202eevil"
    homebrew = {"id": "zz", "name": name, "team": "townsfolk", "ability": name}
    path = write(tmp_path, json.dumps([{"id": "_meta", "name": name}, *FIVE, homebrew]))
    result = run(command[0], path, *command[1:])
    assert result.exit_code == 0, result.stderr
    for raw in ("\x07", "\x1b", "\u202e"):
        assert raw not in result.stdout + result.stderr
    assert "ring\\x07 \\x1b[31mred" in result.stdout


def test_control_characters_in_an_error_message_are_escaped(tmp_path: Path) -> None:
    path = write(tmp_path, json.dumps([{"id": "_meta", "name": "x\x1b[2J"}, "imp"]))
    line = assert_user_error(run("setup", path, "--players", "5"))
    assert "\x1b" not in line


def test_script_lookup_is_near_linear_in_homebrew_characters(monkeypatch: pytest.MonkeyPatch) -> None:
    """Loading N homebrew characters (listed in a custom night order too) compacts each id a
    few times, not once per known character: 10,000 of them took 5 to 19 seconds."""
    calls = 0
    compact = script_module._compact

    def counting(text: str) -> str:
        nonlocal calls
        calls += 1
        return compact(text)

    monkeypatch.setattr(script_module, "_compact", counting)
    n = 2000
    ids = [f"hb{i}" for i in range(n)]
    data = [{"id": "_meta", "name": "Big", "firstNight": ids, "otherNight": ids},
            *({"id": i, "name": f"Homebrew {i}", "team": "townsfolk", "ability": "-"} for i in ids), *FIVE]
    script_module._known_index.cache_clear()
    loaded = parse_script(data)
    assert len(loaded.characters) == n + len(FIVE)
    known = len(script_module._known())
    assert calls <= 4 * (n + known), calls  # was n * known: millions


# -- the command line -------------------------------------------------------------------------


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    return write(tmp_path, json.dumps(TINY), "tiny.json")


def test_games_has_an_upper_bound(tiny: Path) -> None:
    assert_user_error(run("simulate", tiny, "-p", "5", "--games", str(10**22)), "--games", "1000000")


def test_jobs_has_an_upper_bound(tiny: Path) -> None:
    assert_user_error(run("simulate", tiny, "-p", "5", "--games", "2", "--jobs", "1000"), "--jobs", "64")


def test_play_refuses_to_save_onto_a_file_that_is_not_regular(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    result = run("play", "untitled-almanac", "--players", "5", "--log", fifo, input="quit\n")
    assert_user_error(result, str(fifo), "not a regular file")
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)  # still the pipe it was
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe"]


def test_play_refuses_to_save_onto_a_directory(tmp_path: Path) -> None:
    result = run("play", "untitled-almanac", "--players", "5", "--log", tmp_path, input="quit\n")
    assert_user_error(result, "a directory")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("args, fragment", [
    (["setup"], "missing argument"),
    (["setup", "untitled-almanac"], "--players"),
    (["setup", "untitled-almanac", "--players", "many"], "--players"),
    (["no-such-command"], "no-such-command"),
    (["scripts", "--bogus"], "--bogus"),
])
def test_a_usage_error_is_one_line_and_exit_2(args: list[str], fragment: str) -> None:
    line = assert_user_error(run(*args), fragment)
    assert "--help" in line  # where to look next
    for box in "╭│╰":
        assert box not in line


def test_version() -> None:
    result = run("--version")
    assert result.exit_code == 0
    assert result.stdout.strip() == f"clocktower {__version__}"


def test_piped_listings_do_not_wrap_names() -> None:
    """Not a terminal (a pipe, a test runner): no wrapping at 80 columns, so a script's row
    holds its whole name and a character's row its whole ability."""
    lines = run("scripts").stdout.splitlines()
    assert any("fall-of-rome" in line and "Fall of Rome" in line for line in lines)
    sheet = run("script", "untitled-almanac").stdout.splitlines()
    for c in load_script("untitled-almanac").characters:
        assert any(c.name in line and c.ability in line for line in sheet), c.id


def test_every_listing_command_takes_json(tiny: Path) -> None:
    listed = json.loads(run("scripts", "--json").stdout)
    assert {s["id"] for s in listed} >= {"fall-of-rome", "untitled-almanac"}
    assert set(listed[0]) == {"id", "name", "author", "characters", "implemented"}
    assert json.loads(run("script", "untitled-almanac", "--json").stdout)
    assert json.loads(run("setup", "untitled-almanac", "-p", "5", "-s", "1", "--json").stdout)["seats"]
    assert json.loads(run("simulate", tiny, "-p", "5", "-g", "2", "--json").stdout)["games"] == 2
