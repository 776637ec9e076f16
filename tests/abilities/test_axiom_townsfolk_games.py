"""Axiom of Choice Townsfolk (Librarian, Pixie, Bounty Hunter, Snake Charmer, Nightwatchman,
Juggler) in many seeded random games: nothing raises, and each one acts.

Axiom of Choice's only Demon may not be implemented yet, so the games are played on the
untitled almanac's implemented characters plus these six.
"""

from __future__ import annotations

import pytest

from clocktower.script import parse_script

from ..support.random_games import ANY, play_many
from ..support.scripts import UNTITLED
from ..support.setups import drawn_setup, hidden_setup

MINE = ["librarian", "pixie", "bountyhunter", "snakecharmer", "nightwatchman", "juggler"]
MIXED = parse_script([{"id": "_meta", "name": "Axiom Townsfolk test"}, *MINE,
                      *(c.id for c in UNTITLED.characters)], "axiom-townsfolk-test")
GAMES = 60
ACTED = {
    "librarian": "info:librarian",
    "pixie": "info:pixie",
    "bountyhunter": "info:bountyhunter",
    "snakecharmer": "wake",
    "nightwatchman": "info:nightwatchman",
    "juggler": "juggler-guess",
}


@pytest.mark.parametrize("character", MINE)
def test_random_games_with_character_never_raise(character: str) -> None:
    seen = play_many(MIXED, [character], GAMES, setup=hidden_setup, seed_tag=character, stalls=ANY)
    assert seen["ran"] >= GAMES // 2
    assert not seen[f"lied:{character}"], "a sober ability was lied to"
    assert seen[ACTED[character]] > 0, f"{character} never acted in {seen['ran']} games"


def test_random_games_with_the_bounty_hunter_in_the_bag() -> None:
    seen = play_many(MIXED, ["bountyhunter"], GAMES, setup=drawn_setup, seed_tag="bh-bag", stalls=ANY,
                     redraw=True)
    assert seen["ran"] >= GAMES // 2
    assert not seen["lied:bountyhunter"]
