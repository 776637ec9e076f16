"""Trumpeter: seeded random games (the worked examples and How to Run rules are scenarios in
scenarios/fall-of-rome/for_trumpeter.yaml)."""

from __future__ import annotations

from ..support.random_games import ANY, play_many
from ..support.scripts import FOR
from ..support.setups import PASSIVE_OUTSIDERS, hidden_setup


def test_random_games_with_the_trumpeter() -> None:
    seen = play_many(FOR, ["for_trumpeter"], 80, setup=hidden_setup, more_outsiders=PASSIVE_OUTSIDERS,
                     seed_tag="for_trumpeter", stalls=ANY)
    assert not seen["lied:for_trumpeter"], "a sober ability was lied to"
    assert seen["ran"] >= 40 and seen["info:for_trumpeter"] > 0
