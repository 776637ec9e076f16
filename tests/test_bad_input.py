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
from click.testing import CliRunner

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


# -- logs ------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def finished_record() -> dict:
    """A finished game's record, as a saved log holds it."""
    from clocktower.game.engine import Game

    game = Game(parse_script(TINY, "tiny"), players=5, seed=11)
    game.run()
    assert game.winner in ("good", "evil")
    return json.loads(json.dumps(game.record()))


def save(tmp_path: Path, record: object, name: str = "game.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


@pytest.mark.parametrize("command", ["show", "replay", "play --resume"])
def test_a_log_that_is_not_utf8_is_refused(tmp_path: Path, command: str) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b'{"format": "clocktower-log/1", "name": "\xff\xfe"}')
    assert_user_error(run(*command.split(), path), str(path), "not UTF-8")


@pytest.mark.parametrize("command", ["show", "replay", "play --resume"])
def test_a_log_seed_of_5000_digits_is_refused(tmp_path: Path, finished_record: dict, command: str) -> None:
    text = json.dumps(finished_record).replace(f'"seed": {finished_record["seed"]}', '"seed": ' + "7" * 5000)
    path = write(tmp_path, text, "game.json")
    assert_user_error(run(*command.split(), path), str(path), "too long")


def test_a_log_seed_too_big_for_a_seed_is_refused(tmp_path: Path, finished_record: dict) -> None:
    path = save(tmp_path, {**finished_record, "seed": 10**40})
    assert_user_error(run("replay", path), "'seed'")


@pytest.mark.parametrize("command", ["show", "replay"])
def test_a_log_nested_too_deeply_is_refused(tmp_path: Path, command: str) -> None:
    path = write(tmp_path, '{"format": "clocktower-log/1", "x": ' + "[" * 50_000 + "]" * 50_000 + "}", "game.json")
    assert_user_error(run(command, path), str(path), "nested too deeply")


MALFORMED = {
    "seed": ("not a number", "'seed'"),
    "choices": ({"a": 1}, "'choices'"),
    "events": ("none", "'events'"),
    "winner": ("purple", "'winner'"),
    "setup": ("x", "'setup'"),
    "setup.seats": ([], "'setup.seats'"),
    "setup.seats.0": (["nobody"], "'setup.seats[0]'"),
    "setup.character": ([{"name": "A", "character": "no-such-character"}], "'setup.seats[0].character'"),
    "setup.alignment": ("purple", "alignment"),
    "setup.count": ("three seats", "5 to 15 players"),
    "script": ("no-such-script", "script"),
}


def _malform(record: dict, what: str) -> dict:
    bad = json.loads(json.dumps(record))
    value, _ = MALFORMED[what]
    if what == "setup.alignment":
        bad["setup"]["seats"][0]["alignment"] = value
    elif what == "setup.count":
        bad["setup"]["seats"] = bad["setup"]["seats"][:3]
    elif what.startswith("setup."):
        bad["setup"]["seats"] = value
    else:
        bad[what] = value
    return bad


@pytest.mark.parametrize("what", list(MALFORMED))
@pytest.mark.parametrize("command", ["play --resume", "replay", "show"])
def test_a_malformed_log_field_is_one_clear_error_and_the_log_is_untouched(
        tmp_path: Path, finished_record: dict, what: str, command: str) -> None:
    path = save(tmp_path, _malform(finished_record, what))
    before = path.read_bytes()
    assert_user_error(run(*command.split(), path, input="quit\n"), str(path), MALFORMED[what][1])
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_a_saved_log_carries_a_digest_and_replays_identically(tmp_path: Path, finished_record: dict) -> None:
    assert finished_record["digest"].startswith("sha256:")
    result = run("replay", save(tmp_path, finished_record))
    assert result.exit_code == 0 and result.stdout.startswith("identical"), result.stdout


def _replayed(tmp_path: Path, record: dict) -> str:
    result = run("replay", save(tmp_path, record))
    assert result.exit_code == 1, (result.stdout, result.stderr)
    assert result.stdout.startswith("diverges: ") and len(result.stdout.strip().splitlines()) == 1
    return result.stdout


def test_replay_notices_choices_appended_after_the_end(tmp_path: Path, finished_record: dict) -> None:
    record = {**finished_record, "choices": [*finished_record["choices"], 0, None]}
    assert "2 recorded choice(s) after the last one" in _replayed(tmp_path, record)


def test_replay_notices_a_changed_seed(tmp_path: Path, finished_record: dict) -> None:
    record = {**finished_record, "seed": finished_record["seed"] + 1}
    assert "digest" in _replayed(tmp_path, record)


@pytest.mark.parametrize("field", ["winner", "reason", "result"])
def test_replay_notices_an_edited_result(tmp_path: Path, finished_record: dict, field: str) -> None:
    other = {"winner": "evil" if finished_record["winner"] == "good" else "good",
             "reason": "edited", "result": "stalemate"}[field]
    record = {**finished_record, field: other}
    assert f"{field} differs" in _replayed(tmp_path, record)


def test_replay_notices_an_edited_winner_even_with_a_matching_digest(tmp_path: Path, finished_record: dict) -> None:
    from clocktower.game.setup.integrity import digest

    record = {**finished_record, "winner": "evil" if finished_record["winner"] == "good" else "good"}
    record["digest"] = digest(record)
    assert "winner differs" in _replayed(tmp_path, record)


def test_replay_notices_an_edited_script_author(tmp_path: Path, finished_record: dict) -> None:
    script = json.loads(json.dumps(finished_record["script"]))
    script[0]["author"] = "Somebody else"  # in no event: only the digest shows it
    assert "digest" in _replayed(tmp_path, {**finished_record, "script": script})


def test_a_log_without_a_digest_still_replays(tmp_path: Path, finished_record: dict) -> None:
    record = {k: v for k, v in finished_record.items() if k != "digest"}
    result = run("replay", save(tmp_path, record))
    assert result.exit_code == 0 and result.stdout.startswith("identical")


# -- the API ---------------------------------------------------------------------------------


def _seat_decision(table):
    """Answer first options until the pending decision is about seats (int options)."""
    while not table.over:
        d = table.pending
        if any(type(o) is int for o in d.options):
            return d
        table.answer(d.options[0])
    raise AssertionError("no decision about seats came up")


@pytest.mark.parametrize("make", [float, bool, str, lambda n: [n]])
def test_an_answer_of_the_wrong_type_is_refused_and_changes_nothing(make) -> None:
    from clocktower.api import Table
    from clocktower.errors import IllegalChoice

    table = Table(load_script("untitled-almanac"), players=7, seed=3, agents=set(range(7)),
                  storyteller_agent=True)
    d = _seat_decision(table)
    seat = next(o for o in d.options if type(o) is int and o in (0, 1)) if any(
        o in (0, 1) and type(o) is int for o in d.options) else next(o for o in d.options if type(o) is int)
    before = (list(table.choices), table.pending_json())
    wrong = make(seat)
    with pytest.raises(IllegalChoice):
        table.answer(wrong)
    assert (table.choices, table.pending_json()) == before
    table.answer(seat)  # the right answer still works


def test_is_legal_is_type_strict_inside_tuples_too() -> None:
    from clocktower.game.decisions import Decision

    d = Decision("pick", 0, [(1, 2), (None, "imp"), True])
    assert d.is_legal((1, 2)) and d.is_legal((None, "imp")) and d.is_legal(True)
    assert not d.is_legal((1.0, 2)) and not d.is_legal((True, 2)) and not d.is_legal(1)
    assert not d.is_legal(1.0)


@pytest.fixture
def short_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games stall at their first dawn (the day limit is 0)."""
    from clocktower.game import engine

    monkeypatch.setattr(engine, "MAX_DAYS", 0)


def test_a_stalled_api_game_ends_with_a_recorded_stalemate(short_games: None) -> None:
    from clocktower.api import Table
    from clocktower.errors import IllegalChoice
    from clocktower.game.log import replay

    table = Table(load_script("untitled-almanac"), players=7, seed=3, agents={0}, storyteller_agent=True)
    while not table.over:
        table.answer(table.pending.options[0])  # no exception escapes: the stall is an end
    assert table.result == "stalemate" and table.winner is None and table.pending is None
    with pytest.raises(IllegalChoice, match="over"):
        table.answer(0)
    record = json.loads(json.dumps(table.record()))
    assert record["result"] == "stalemate" and record["winner"] is None
    assert record["events"][-1]["kind"] == "game-over"
    assert replay(record).same


def test_a_stalled_game_is_a_stalemate_in_the_engine_the_simulator_and_a_scenario(short_games: None) -> None:
    from clocktower.game.engine import Game
    from clocktower.sim import simulate
    from clocktower.sim.invariants import check_game

    script = parse_script(TINY, "tiny")
    game = Game(script, players=5, seed=1)
    assert game.run() is None
    assert game.over and game.result == "stalemate" and "stalemate" in game.win_reason
    assert check_game(game) == []
    summary = simulate(script, 5, 4, seed=2).to_json()  # 5 players: all TINY seats
    assert summary["stalemates"] == 4 and summary["errors"] == [] and summary["invariants"] == []


def test_show_tells_a_stalemate(tmp_path: Path, short_games: None) -> None:
    from clocktower.game.engine import Game
    from clocktower.game.log import save_log

    game = Game(parse_script(TINY, "tiny"), players=5, seed=1)
    game.run()
    save_log(game, tmp_path / "stall.json")
    result = run("show", tmp_path / "stall.json")
    assert result.exit_code == 0 and "no winner" in result.stdout


# -- the terminal ----------------------------------------------------------------------------


def test_answers_with_non_ascii_letters_are_not_stripped() -> None:
    from clocktower.agents.human import parse_answer
    from clocktower.game.decisions import Decision

    from .support.games import make_game

    game = make_game(parse_script(TINY, "tiny"), [("Alice", "noble"), ("Bob", "ojo"), ("Carol", "monk"),
                                                  ("Dave", "soldier"), ("Eve", "assassin")])
    vote = Decision("vote", 0, (False, True))
    for text in ("ünï", "nö", "ñ", "yé"):
        ok, why = parse_answer(game, vote, text)
        assert not ok and text in why, (text, ok, why)
    assert parse_answer(game, vote, "no") == (True, False)


# -- the simulator's invariants --------------------------------------------------------------


def test_the_simulator_checks_every_game_and_reports_a_broken_invariant(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Break a rule in the engine (let players nominate more than once a day): the simulator's
    summary names the broken invariant, and its table shows it."""
    from clocktower.game.engine import Game
    from clocktower.sim import simulate

    script = parse_script(TINY, "tiny")
    kept = simulate(script, 5, 6, seed=1).to_json()
    assert kept["errors"] == [] and kept["invariants"] == []
    monkeypatch.setattr(Game, "may_nominate", lambda self, seat: seat.alive)
    summary = simulate(script, 5, 6, seed=1)
    broken = summary.to_json()["invariants"]
    assert broken and all({"game", "seed", "invariant"} <= set(b) for b in broken)
    assert any("nominated twice" in b["invariant"] for b in broken)
    result = run("simulate", write(tmp_path, json.dumps(TINY)), "-p", "5", "-g", "6", "-s", "1")
    assert "Broken invariants" in result.stdout and "nominated twice" in result.stdout


# -- other files the command line reads ------------------------------------------------------


BAD_FILES = {
    "not UTF-8": b"\xff\xfe[]",
    "nested too deeply": b"[" * 50_000 + b"]" * 50_000,
}


@pytest.mark.parametrize("problem", list(BAD_FILES))
def test_a_bad_setup_file_is_one_clear_error(tmp_path: Path, problem: str) -> None:
    setup = tmp_path / "setup.json"
    setup.write_bytes(BAD_FILES[problem])
    result = run("play", "untitled-almanac", "--setup", setup, "--log", tmp_path / "game.json", input="quit\n")
    assert_user_error(result, str(setup), problem)
    assert not (tmp_path / "game.json").exists()


@pytest.mark.parametrize("problem", list(BAD_FILES))
def test_a_bad_scenario_file_is_one_clear_error(tmp_path: Path, problem: str) -> None:
    scenario = tmp_path / "bad.yaml"
    scenario.write_bytes(BAD_FILES[problem])
    assert_user_error(run("scenario", scenario), str(scenario), problem)


def test_seeds_are_bounded_so_every_log_written_replays(tmp_path: Path) -> None:
    from clocktower.cli import MAX_SEED

    tiny = write(tmp_path, json.dumps(TINY), "tiny.json")
    assert_user_error(run("setup", tiny, "-p", "5", "--seed", str(MAX_SEED + 1)), "--seed")
    logs = tmp_path / "logs"
    result = run("simulate", tiny, "-p", "5", "-g", "2", "--seed", str(MAX_SEED), "--log-dir", logs, "--json")
    assert result.exit_code == 0, result.stderr
    for log in sorted(logs.iterdir()):
        assert run("replay", log).stdout.startswith("identical")


HUGE = "10000000000000000000000"


@pytest.mark.parametrize("args", [
    ["setup", "trouble-brewing", "--players", "7", "--travellers", HUGE],
    ["setup", "trouble-brewing", "--players", "7", "--arrivals", HUGE],
    ["setup", "trouble-brewing", "--players", HUGE],
    ["simulate", "trouble-brewing", "--players", "7", "--games", "1", "--travellers", HUGE],
    ["simulate", "trouble-brewing", "--players", "7", "--games", "1", "--arrivals", HUGE],
    ["simulate", "trouble-brewing", "--players", HUGE, "--games", "1"],
    ["simulate", "trouble-brewing", "--players", "7", "--games", HUGE],
    ["simulate", "trouble-brewing", "--players", "7", "--games", "1", "--jobs", HUGE],
    ["balance", "trouble-brewing", "--players", "7", "--games", HUGE],
    ["balance", "trouble-brewing", "--players", "7", "--games", "1", "--jobs", HUGE],
    ["balance", "trouble-brewing", "--players", f"5-{HUGE}", "--games", "1"],
    ["balance", "trouble-brewing", "--players", HUGE, "--games", "1"],
    ["balance", "trouble-brewing", "--players", "7", "--games", "1", "--seed", HUGE],
    ["play", "trouble-brewing", "--players", HUGE],
])
def test_absurd_counts_are_refused_at_once(args: list[str]) -> None:
    """Every count option refuses an absurd number before any work: exit 2, one line."""
    import time

    started = time.monotonic()
    result = run(*args)
    assert time.monotonic() - started < 5, args
    assert_user_error(result)


def test_the_setup_refuses_absurd_traveller_counts_at_once() -> None:
    import random
    import time

    from clocktower.errors import SetupError
    from clocktower.game.setup import MAX_TRAVELLERS, random_setup
    from clocktower.cli import MAX_TRAVELLERS as CLI_MAX

    assert CLI_MAX == MAX_TRAVELLERS
    started = time.monotonic()
    for travellers, arrivals in ((10**22, 0), (0, 10**22), (-1, 0), (15, 10)):
        with pytest.raises(SetupError, match="Travellers"):
            random_setup(load_script("trouble-brewing"), 7, random.Random(0), travellers=travellers, arrivals=arrivals)
    assert time.monotonic() - started < 5
