"""The solver: what one seat may conclude, from its own information, the public record and
claims; puzzles in docs/solver.md's format; ``clocktower solve``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from clocktower.cli import app
from clocktower.script import load_script
from clocktower.solver import Knowledge, solve
from clocktower.solver.puzzle import Puzzle, PuzzleError, load_puzzle

UA = load_script("untitled-almanac")
PUZZLES = sorted((Path(__file__).parent.parent / "puzzles").glob("*.yaml"))
PUBLIC = -2


def knowing(seat: int, players: int, character: str, *events: dict) -> Knowledge:
    k = Knowledge(seat, players, UA)
    k.absorb({"kind": "character", "phase": "setup", "audience": seat, "character": character,
              "alignment": "good"})
    return k.absorb_all(events)


@pytest.mark.parametrize("path", PUZZLES, ids=lambda p: p.stem)
def test_every_puzzle_meets_its_expectations(path: Path) -> None:
    puzzle = load_puzzle(path)
    assert puzzle.check(puzzle.solve()) == []


def test_a_good_seat_is_never_evil_in_its_own_worlds() -> None:
    sol = solve(knowing(0, 7, "monk"))
    assert sol.evil[0] == 0.0
    assert sum(sol.demon) == pytest.approx(1.0)
    assert sum(sol.minion) == pytest.approx(1.0)  # 7 players: one Minion


def test_dead_players_are_not_the_demon_while_the_game_goes_on() -> None:
    k = knowing(0, 7, "monk", {"kind": "dawn", "phase": "dawn 2", "audience": PUBLIC, "died": [3], "revived": []})
    assert solve(k).demon[3] < 0.01


def test_someone_claiming_my_character_is_likely_evil() -> None:
    k = knowing(0, 7, "monk", {"kind": "claim", "phase": "day 1", "audience": PUBLIC, "seat": 4,
                                "character": "monk"})
    sol = solve(k)
    assert sol.evil[4] > 0.85
    assert sol.claim_true[4] <= 0.05


def test_the_nobles_three_hold_exactly_one_evil_player() -> None:
    k = knowing(0, 7, "noble", {"kind": "info", "phase": "night 1", "audience": 0, "what": "noble",
                                 "answer": [1, 2, 3]})
    sol = solve(k)
    # Two evil players in 7: without the Noble, the three would hold 6/7 of an evil player on
    # average; with it, (nearly) exactly one.
    assert sum(sol.evil[1:4]) == pytest.approx(1.0, abs=0.15)


def test_a_ravenkeeper_who_saw_the_demon_knows_it() -> None:
    k = knowing(0, 7, "ravenkeeper", {"kind": "info", "phase": "night 2", "audience": 0, "what": "ravenkeeper",
                                       "answer": "ojo", "target": 5})
    assert solve(k).demon[5] > 0.75


def test_a_shugenja_points_to_the_closer_evil_side() -> None:
    k = knowing(0, 7, "shugenja", {"kind": "info", "phase": "night 1", "audience": 0, "what": "shugenja",
                                    "answer": "clockwise"})
    sol = solve(k)
    assert sol.evil[1] > sol.evil[6]


def test_the_seamstress_links_two_players() -> None:
    k = knowing(0, 7, "seamstress",
                {"kind": "info", "phase": "night 2", "audience": 0, "what": "seamstress", "answer": False,
                 "targets": [2, 3]},
                {"kind": "info", "phase": "night 3", "audience": 0, "what": "ravenkeeper", "answer": "ojo",
                 "target": 2})
    assert solve(k).evil[3] < 0.2  # 2 is the Demon, 3 is not its alignment


def test_an_evil_seat_knows_its_team() -> None:
    k = Knowledge(1, 7, UA)
    k.absorb({"kind": "character", "phase": "setup", "audience": 1, "character": "widow", "alignment": "evil"})
    k.absorb({"kind": "minion-info", "phase": "night 1", "audience": 1, "demons": [4], "minions": []})
    sol = solve(k)
    assert sol.demon[4] == pytest.approx(1.0)
    assert sol.remaining == 1


def test_a_ten_player_solve_lists_its_worlds() -> None:
    sol = solve(knowing(0, 10, "monk"), top=5)
    assert sol.total == 9 * 28  # the Demon among 9, two Minions among the other 8
    assert len(sol.worlds) == 5


def test_puzzle_errors_are_one_line() -> None:
    with pytest.raises(PuzzleError, match="not a player"):
        Puzzle({"script": "untitled-almanac", "seats": ["A", "B", "C", "D", "E"], "me": "Zed"})
    with pytest.raises(PuzzleError, match="unknown character"):
        Puzzle({"script": "untitled-almanac", "seats": ["A", "B", "C", "D", "E"], "me": "A", "character": "wizard"})
    with pytest.raises(PuzzleError, match="phase"):
        Puzzle({"script": "untitled-almanac", "seats": ["A", "B", "C", "D", "E"], "me": "A",
                "events": [{"claim": {"B": "monk"}}]})


def test_clocktower_solve_prints_chances_and_json(tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["solve", str(PUZZLES[0]), "--json", "--top", "2"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert len(data["worlds"]) == 2 and data["failures"] == []
    assert {p["seat"] for p in data["players"]} >= {"Alice", "Bob"}
    shown = runner.invoke(app, ["solve", str(PUZZLES[0])])
    assert shown.exit_code == 0 and "Likeliest worlds" in shown.output
    bad = tmp_path / "bad.yaml"
    bad.write_text("script: untitled-almanac\nseats: [A, B]\nme: Q\n")
    failed = runner.invoke(app, ["solve", str(bad)])
    assert failed.exit_code == 2 and "not a player" in failed.output
