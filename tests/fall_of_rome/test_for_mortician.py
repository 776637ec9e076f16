"""Mortician: seeded random games (the worked examples and How to Run rules are scenarios in
scenarios/fall-of-rome/for_mortician.yaml)."""

from __future__ import annotations

from .learners_games import play_many


def test_random_games_with_the_mortician() -> None:
    played, informed = play_many("for_mortician")
    assert played >= 40 and informed > 0
