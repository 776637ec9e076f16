"""Demons whose bag holds no Minion tokens (Legion's [Most players are Legion], the
Kazali's [You choose which players are which Minions]): no Minion's setup bracket applies,
so a Baron drawn and then taken out adds no Outsiders."""

from __future__ import annotations

from clocktower.game.engine import Game
from clocktower.script import parse_script
from clocktower.sim.invariants import check_setup

GOOD = ["washerwoman", "chef", "empath", "investigator", "librarian", "monk", "soldier", "mayor", "undertaker",
        "ravenkeeper", "slayer", "virgin", "klutz", "saint", "recluse", "drunk"]
"""The good characters both test scripts draw from (four Outsiders, so a Baron could add some)."""

SCRIPT = parse_script([{"id": "_meta", "name": "Legion and Baron"}, "legion", "baron", "godfather", *GOOD],
                      "legion-and-baron")


def test_no_minion_bracket_applies_when_legion_takes_the_minions_places() -> None:
    for seed in range(60):
        for players in (5, 8, 12):
            game = Game(SCRIPT, players=players, seed=seed)
            assert check_setup(game) == [], (seed, players)
            ids = [s.character for s in game.setup.seats]
            assert "baron" not in ids and "godfather" not in ids
            if players == 5:  # 3 Legion and 2 good, Townsfolk only (no Outsiders at 5)
                assert sorted(ids).count("legion") == 3
                assert not {"klutz", "saint", "recluse", "drunk"} & set(ids), (seed, ids)


KAZALI = parse_script([{"id": "_meta", "name": "Kazali and Baron"}, "kazali", "baron", "godfather", "poisoner",
                       *GOOD], "kazali-and-baron")


def test_no_minion_bracket_applies_when_the_kazali_chooses_its_minions_later() -> None:
    for seed in range(60):
        for players in (7, 10, 13):
            game = Game(KAZALI, players=players, seed=seed)
            assert check_setup(game) == [], (seed, players)
            ids = [s.character for s in game.setup.seats]
            assert "baron" not in ids and "godfather" not in ids
