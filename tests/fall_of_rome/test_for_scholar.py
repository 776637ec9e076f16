"""Scholar: [+1 Outsider] in the random setup (only for a true Scholar token), and random
games in which Outsiders are lectured."""

from __future__ import annotations

import dataclasses
import random

from clocktower.abilities import implemented
from clocktower.abilities.townsfolk.for_scholar import Scholar
from clocktower.characters import Team
from clocktower.errors import SetupError
from clocktower.game.setup import random_setup
from clocktower.script import player_counts

from ..support.random_games import ANY, play_many
from ..support.scripts import FOR


def test_the_scholar_adds_an_outsider() -> None:
    assert Scholar.bag_modifiers((7, 2, 2, 1)) == [(-1, 1, 0, 0)]


def test_random_setups_add_an_outsider_for_a_true_scholar_only() -> None:
    pool = tuple(c for c in FOR.characters if implemented(c.id) and c.id != "for_hannibal"
                 and c.id != "for_haruspex")
    narrowed = dataclasses.replace(FOR, characters=pool)
    checked = 0
    for seed in range(300):
        rng = random.Random(seed)
        players = rng.choice(range(7, 13))
        try:
            setup = random_setup(narrowed, players, rng)
        except SetupError:
            continue
        teams = [FOR.by_id[s.character].team for s in setup.seats]
        scholar = any(s.character == "for_scholar" for s in setup.seats)
        if not scholar:
            continue
        checked += 1
        outsiders = teams.count(Team.OUTSIDER)
        assert outsiders == player_counts(players).outsider + 1, (seed, setup.to_json())
    assert checked > 20


def test_random_games_with_the_scholar() -> None:
    seen = play_many(FOR, ["for_scholar"], 250, stalls=ANY)
    assert seen["ran"] >= 200 and seen["reminder:for_scholar:Lectured"] > 3
