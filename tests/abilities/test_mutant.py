"""Mutant: mad about being an Outsider, they might be executed."""

from __future__ import annotations

from clocktower.script import load_script, parse_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.random_games import play_many

SCRIPT = parse_script(["mutant", "monk", "soldier", "noble", "widow", "shabaloth", "recluse"], "mutant-test")
SEATS = [("Alice", "mutant"), ("Bob", "monk"), ("Carol", "soldier"), ("Dave", "shabaloth"), ("Eve", "noble")]


def test_a_bot_mutant_usually_plans_to_claim_a_townsfolk() -> None:
    planned = []
    for seed in range(40):
        game = make_game(SCRIPT, SEATS, Recording(), seed=seed)
        game.prepare()
        planned.append(game.seats[0].knows.get("claim"))
    townsfolk = {c.id for c in SCRIPT.characters if c.team.value == "townsfolk"}
    assert sum(p in townsfolk for p in planned) >= 25
    assert None in planned  # now and then it has no plan and may claim what it is


def test_an_executed_mutant_ends_the_days_nominations() -> None:
    rec = Recording().add("claim", "mutant", by=0).add("mutant.execute", True)
    rec.add("nominate", 3, by=1)
    game = make_game(SCRIPT, SEATS, rec)
    game.prepare()
    game.night()
    game.dawn()
    game.day()
    assert not game.seats[0].alive and game.executed_today is game.seats[0]
    assert not rec.of("nominate")


def test_random_games_with_a_mutant_run() -> None:
    ids = [c.id for c in load_script("untitled-almanac").characters]
    seen = play_many(parse_script(["mutant", *ids], "mutant-random"), ["mutant"], 200)
    assert seen["ran"] >= 150
