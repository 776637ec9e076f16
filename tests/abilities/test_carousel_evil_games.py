"""The Carousel Minions, Demons and Travellers in many seeded random games of a script made of
them and implemented good characters: nothing raises, every game ends (or stalls, the bots'
limit), and each character does something."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from clocktower.errors import SetupError
from clocktower.game.engine import Game
from clocktower.game.setup import random_setup
from clocktower.script import load_script, parse_script

from ..support.random_games import tally

MINIONS = ["fearmonger", "psychopath", "wizard", "xaan", "wraith", "summoner", "goblin", "boomdandy",
           "vizier", "organgrinder"]
DEMONS = ["yaggababble", "lilmonsta", "kazali", "legion", "lordoftyphon", "lleech", "leviathan"]
TRAVELLERS = ["cacklejack", "gangster", "gnome"]
GOOD = [c.id for c in load_script("trouble-brewing").characters if c.team.is_good]
CAROUSEL = parse_script([{"id": "_meta", "name": "Carousel evil test"}, *MINIONS, *DEMONS, *TRAVELLERS,
                         *GOOD, "poisoner", "spy", "scarletwoman", "baron", "imp"], "carousel-evil-test")
GAMES = 25


def play(character: str, games: int = GAMES) -> Counter[str]:
    """Seeded random games with ``character`` in the bag (and up to 2 Travellers)."""
    seen: Counter[str] = Counter()
    for seed in range(games):
        rng = random.Random(f"{character}-{seed}")
        players = rng.choice(range(5, 16))
        travellers = rng.choice((0, 1, 2)) if character not in TRAVELLERS else 1
        try:
            setup = random_setup(CAROUSEL, players, rng, travellers=travellers,
                                 include=[] if character in TRAVELLERS else [character])
        except SetupError:
            continue
        if character in TRAVELLERS and not any(s.character == character for s in setup.seats):
            continue
        game = Game(CAROUSEL, setup, seed=seed)
        game.run()
        assert game.over  # a team won, or the game stalled and ended as a recorded stalemate
        if game.result == "stalemate":
            seen["stalemate"] += 1
        seen["ran"] += 1
        seen.update(tally(game))
        seen.update(f"acted:{e.data.get('ability')}" for e in game.events if e.kind in ("wake", "ability-fired"))
    return seen


@pytest.mark.parametrize("character", MINIONS + DEMONS)
def test_random_games_with_each_carousel_evil_character_run(character: str) -> None:
    seen = play(character)
    assert seen["ran"] >= GAMES // 2, seen["ran"]


@pytest.mark.parametrize("character", TRAVELLERS)
def test_random_games_with_each_carousel_traveller_run(character: str) -> None:
    seen = play(character, 60)
    assert seen["ran"] >= 5, seen["ran"]
