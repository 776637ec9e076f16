"""The information Townsfolk (Shugenja, Dreamer, Balloonist, Oracle, Seamstress,
Ravenkeeper, Noble) in many seeded random games: nothing raises, and each one acts.

Setups are built only from characters the engine implements, so this runs before the whole
untitled script is done; each character is forced into the bag, sometimes behind the Drunk.
"""

from __future__ import annotations

import pytest

from ..support.random_games import ANY, play_many
from ..support.scripts import UNTITLED
from ..support.setups import hidden_setup

MINE = ["shugenja", "dreamer", "balloonist", "oracle", "seamstress", "ravenkeeper", "noble"]
GAMES = 300


@pytest.mark.parametrize("character", MINE)
def test_random_games_with_character_never_raise(character: str) -> None:
    # a stall (only evil left alive, nobody able to finish) is an engine matter, not this ability's
    seen = play_many(UNTITLED, [character], GAMES, setup=hidden_setup, seed_tag=character, stalls=ANY,
                     extra_outsider=0.5 if character == "balloonist" else 0.0)  # [+1 Outsider]
    assert not seen[f"lied:{character}"], "a sober ability was lied to"
    assert seen["ran"] >= GAMES // 2
    assert seen[f"info:{character}"] > 0, f"{character} never learned anything in {seen['ran']} games"
