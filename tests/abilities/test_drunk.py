"""Drunk: setup hides the Drunk behind a Townsfolk not in play (scenarios cover the rest)."""

from __future__ import annotations

import random

from clocktower.characters import Team
from clocktower.game.engine import Game
from clocktower.game.setup import random_setup
from clocktower.script import load_script

SCRIPT = load_script("untitled-almanac")


def test_setup_gives_the_drunk_a_townsfolk_token_not_in_play() -> None:
    found = 0
    for seed in range(400):
        setup = random_setup(SCRIPT, 9, random.Random(seed))
        drunk = [s for s in setup.seats if s.character == "drunk"]
        if not drunk:
            continue
        found += 1
        (spec,) = drunk
        assert spec.believes is not None
        assert SCRIPT.by_id[spec.believes].team is Team.TOWNSFOLK
        assert spec.believes not in {s.character for s in setup.seats}
        assert spec.believes not in setup.bluffs
    assert found > 10


def test_the_drunk_holds_only_a_fake_copy_of_that_townsfolk() -> None:
    for seed in range(400):
        game = Game(SCRIPT, players=9, seed=seed)
        drunks = game.in_play("drunk")
        if not drunks:
            continue
        (seat,) = drunks
        assert seat.believes.team is Team.TOWNSFOLK
        assert seat.knows["alignment"] == "good"
        fakes = [a for a in seat.abilities if a.fake]
        assert [a.character.id for a in fakes] == [seat.believes.id]
        assert not any(game.functioning(a) for a in fakes)
        return
    raise AssertionError("no setup with a Drunk")
