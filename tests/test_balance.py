"""The balance report: intervals, resumable sweeps, the report's files, escaping, Ray."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from clocktower.agents import BOT_KINDS, make_decider
from clocktower.cli import app
from clocktower.errors import ClocktowerError
from clocktower.game.engine import Game
from clocktower.script import parse_script
from clocktower.sim import play_one
from clocktower.sim.balance import RESULTS_FILE, Sweep, local_executor, parse_counts, run_sweep
from clocktower.sim.records import fired
from clocktower.sim.stats import summarise, wilson

from .support.scripts import TINY, UNTITLED

runner = CliRunner()


def test_wilson_interval_matches_published_values() -> None:
    # Newcombe (1998), "Two-sided confidence intervals for the single proportion", table I.
    assert wilson(81, 263) == pytest.approx((0.2553, 0.3662), abs=1e-4)
    assert wilson(15, 148) == pytest.approx((0.0624, 0.1605), abs=1e-4)
    assert wilson(0, 20) == pytest.approx((0.0, 0.1611), abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_make_decider_gives_each_kind_of_bot_and_refuses_unknown_kinds() -> None:
    assert "random" in BOT_KINDS
    game = Game(UNTITLED, players=7, seed=3, deciders={s: make_decider("random", s, 3) for s in range(7)})
    game.run()
    assert game.winner in ("good", "evil")
    with pytest.raises(ClocktowerError, match="unknown kind of bot 'nope'"):
        make_decider("nope", 0, 0)


def test_player_counts_parse_from_ranges_and_lists() -> None:
    assert parse_counts("5-7") == (5, 6, 7)
    assert parse_counts("9,5, 7") == (5, 7, 9)
    with pytest.raises(ClocktowerError):
        parse_counts("five")
    with pytest.raises(ClocktowerError):
        parse_counts("9-5")


def test_an_ability_coincides_with_the_outcome_only_when_it_fired_in_the_deciding_phase() -> None:
    seen_decisive = False
    for seed in range(12):
        game = Game(UNTITLED, players=7, seed=seed)
        game.run()
        result = play_one(UNTITLED, 7, seed)
        last = game.events[-1].phase
        assert result.decisive == fired(game, last)
        assert all(result.decisive[c] <= result.fired[c] for c in result.decisive)
        for e in game.events:  # a death an ability caused in the final phase is decisive
            if e.kind == "death" and e.phase == last and isinstance(e.data.get("by"), str):
                assert result.decisive[e.data["by"]] > 0
                seen_decisive = True
    assert seen_decisive


def _sweep(seed: int = 4) -> Sweep:
    return Sweep(parse_script(TINY, "tiny"), (5, 6), 4, seed)


def test_a_sweep_gives_the_same_games_in_one_process_or_several(tmp_path: Path) -> None:
    one = run_sweep(_sweep(), tmp_path / "one", jobs=1)
    two = run_sweep(_sweep(), tmp_path / "two", jobs=2)
    assert [r.to_json() for r in one] == [r.to_json() for r in two]
    assert len(one) == 8 and {r.players for r in one} == {5, 6}
    # A balance game is the simulator's game for the same seed.
    assert one[0].to_json() == play_one(_sweep().script, 5, one[0].seed, 0).to_json()


def test_an_interrupted_sweep_resumes_with_only_the_missing_games(tmp_path: Path) -> None:
    full = run_sweep(_sweep(), tmp_path / "full")
    out = tmp_path / "cut"
    run_sweep(_sweep(), out)
    lines = (out / RESULTS_FILE).read_text().splitlines()
    (out / RESULTS_FILE).write_text("\n".join(lines[:5]) + "\n" + lines[5][:30])  # cut mid-line
    played: list[int] = []
    inner = local_executor(1)

    def spy(script, bots, pieces):  # type: ignore[no-untyped-def]
        for batch in inner(script, bots, pieces):
            played.extend(d["seed"] for d in batch)
            yield batch

    again = run_sweep(_sweep(), out, executor=spy)
    assert len(played) == 3
    assert [r.to_json() for r in again] == [r.to_json() for r in full]
    # Another seed is another sweep: none of these games count for it.
    assert run_sweep(_sweep(seed=5), out, executor=spy) and len(played) == 3 + 8


def test_balance_writes_the_report_its_plots_and_its_data(tmp_path: Path) -> None:
    script = tmp_path / "tiny.json"
    script.write_text(json.dumps(TINY))
    out = tmp_path / "report"
    result = runner.invoke(app, ["balance", str(script), "--players", "5-6", "--games", "3", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "6 games" in result.stdout
    for name in ("report.html", "balance.json", "by_players.csv", "characters.csv", "abilities.csv",
                 "demons.csv", "lengths.csv", "win_rate_by_players.png", "characters.png",
                 "game_length.png", "abilities.png", "demons.png", RESULTS_FILE):
        assert (out / name).stat().st_size > 0, name
    data = json.loads((out / "balance.json").read_text())
    assert [r["players"] for r in data["by_players"]] == [5, 6]
    assert data["overall"]["games"] == 6
    assert {r["id"] for r in data["characters"]} == {c for c in TINY if isinstance(c, str)}
    assert data["demons"] and all(0 <= r["low"] <= r["good_rate"] <= r["high"] <= 1 for r in data["demons"])
    html = (out / "report.html").read_text()
    assert '<img src="win_rate_by_players.png"' in html and "Which Demon is strongest" in html
    # A rerun plays nothing new and gives the same data.
    again = runner.invoke(app, ["balance", str(script), "--players", "5-6", "--games", "3", "--out", str(out)])
    assert again.exit_code == 0 and len((out / RESULTS_FILE).read_text().splitlines()) == 6
    assert json.loads((out / "balance.json").read_text()) == data


def test_the_report_escapes_every_text_a_script_brings(tmp_path: Path) -> None:
    evil = [{"id": "_meta", "name": "<script>alert(1)</script> $x$"},
            {"id": "noble", "name": "<img src=x onerror=alert(2)>", "team": "townsfolk", "ability": "$\\x$"},
            *TINY[2:]]
    script = tmp_path / "evil.json"
    script.write_text(json.dumps(evil))
    out = tmp_path / "report"
    result = runner.invoke(app, ["balance", str(script), "--players", "5", "--games", "2", "--out", str(out)])
    assert result.exit_code == 0, result.output
    html = (out / "report.html").read_text()
    assert "<script>" not in html and "<img src=x" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html and "&lt;img src=x onerror=alert(2)&gt;" in html


@pytest.mark.parametrize("args, fragment", [
    (["--players", "3"], "3"),
    (["--players", "lots"], "--players"),
    (["--bots", "genius"], "--bots genius"),
])
def test_balance_refuses_bad_input_in_one_line(tmp_path: Path, args: list[str], fragment: str) -> None:
    result = runner.invoke(app, ["balance", "untitled-almanac", "--games", "1", "--out", str(tmp_path / "o"), *args])
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and fragment in lines[0]


def test_a_sweep_on_ray_gives_the_same_results_as_locally(tmp_path: Path) -> None:
    ray = pytest.importorskip("ray")
    from clocktower.sim.cluster import ray_executor

    local = run_sweep(_sweep(), tmp_path / "local")
    script = tmp_path / "tiny.json"
    script.write_text(json.dumps(TINY))
    args = ["balance", str(script), "--players", "5", "--games", "3", "--seed", "2"]
    assert runner.invoke(app, [*args, "--out", str(tmp_path / "cli-local")]).exit_code == 0
    ray.init(num_cpus=1, include_dashboard=False, log_to_driver=False)
    try:
        on_ray = run_sweep(_sweep(), tmp_path / "ray", executor=ray_executor("auto"))
        # The command line's --ray uses the cluster this process is connected to.
        result = runner.invoke(app, [*args, "--out", str(tmp_path / "cli-ray"), "--ray", "auto"])
    finally:
        ray.shutdown()
    assert [r.to_json() for r in on_ray] == [r.to_json() for r in local]
    assert summarise(_sweep().script, on_ray) == summarise(_sweep().script, local)
    assert result.exit_code == 0, result.output
    assert (tmp_path / "cli-ray" / "balance.json").read_text() == (tmp_path / "cli-local" / "balance.json").read_text()


def test_ray_without_ray_installed_is_a_one_line_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now fails as if it were not installed
    result = runner.invoke(app, ["balance", "untitled-almanac", "--players", "5", "--games", "1",
                                 "--out", str(tmp_path / "o"), "--ray", "auto"])
    assert result.exit_code == 2, result.output
    assert result.stderr.strip() == "error: --ray needs Ray: pip install 'clocktower[cluster]'"
