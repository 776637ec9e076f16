"""The Carousel Townsfolk and Outsiders in many seeded random games: nothing raises, every
event kind they log is declared, and each game ends with a winner (or a tolerated stall).

The script is every Carousel Townsfolk and Outsider (but the Atheist, whose games have no
evil team) with the implemented Minions and Demons of the other editions.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from clocktower.abilities import implemented
from clocktower.game.engine import Game, Stalemate
from clocktower.game.eventkinds import EVENT_KINDS
from clocktower.script import parse_script

from ..support.setups import drawn_setup

ROLES = Path("/work/shared/reference/official-roles.json")
MINE = ["knight", "general", "preacher", "villageidiot", "king", "cultleader", "alsaahir", "engineer",
        "huntsman", "princess", "alchemist", "amnesiac", "choirboy", "banshee", "magician",
        "hermit", "ogre", "golem", "hatter", "politician", "zealot", "damsel", "snitch", "puzzlemaster"]
OTHER_GOOD = ["steward", "noble", "shugenja", "pixie", "bountyhunter", "highpriestess", "balloonist", "acrobat",
              "lycanthrope", "nightwatchman", "fisherman", "cannibal", "farmer", "poppygrower",
              "plaguedoctor", "heretic"]
EVIL = ["poisoner", "spy", "scarletwoman", "baron", "godfather", "devilsadvocate", "assassin", "mastermind",
        "witch", "cerenovus", "pithag", "eviltwin", "widow", "marionette", "boffin", "harpy", "mezepheles",
        "imp", "po", "pukka", "shabaloth", "zombuul", "fanggu", "nodashii", "vortox", "vigormortis", "ojo",
        "alhadikhia", "riot"]
SCRIPT = parse_script([{"id": "_meta", "name": "Carousel good test"}, *MINE, *OTHER_GOOD,
                       *(c for c in EVIL if implemented(c))], "carousel-good-test")
GAMES = 10


def test_every_carousel_townsfolk_and_outsider_is_implemented() -> None:
    if not ROLES.exists():
        pytest.skip("no reference list here")
    roles = json.loads(ROLES.read_text())
    missing = [r["id"] for r in roles if r.get("edition") == "carousel"
               and r.get("team") in ("townsfolk", "outsider") and not implemented(r["id"])]
    assert not missing


@pytest.mark.parametrize("character", MINE)
def test_random_games_with_character_run_without_error(character: str) -> None:
    ran = 0
    for seed in range(GAMES):
        rng = random.Random(f"{character}-{seed}")
        setup = drawn_setup(SCRIPT, [character], rng.choice(range(5, 16)), rng)
        if setup is None:
            continue
        game = Game(SCRIPT, setup, seed=seed)
        try:
            assert game.run() in ("good", "evil")
        except Stalemate:
            pass
        ran += 1
        undeclared = {e.kind for e in game.events if e.kind not in EVENT_KINDS}
        assert not undeclared, f"seed {seed}: undeclared event kinds {undeclared}"
        assert any(spec.character == character for spec in setup.seats), f"seed {seed}: {character} not seated"
    assert ran >= GAMES // 2
