"""Setup rules of Axiom of Choice, proved over many seeded random setups: the Heretic's
"Only 1 jinxed character" jinxes, the Baron's [+2 Outsiders], the Atheist's [No evil
characters], and characters another character's setup brings in."""

from __future__ import annotations

import random

import pytest

from clocktower.characters import EVIL, Team
from clocktower.errors import SetupError
from clocktower.game.setup import Bag, random_setup
from clocktower.script import load_script, player_counts

SCRIPT = load_script("axiom-of-choice")
SEEDS = range(400)


def _setups(players: int):
    for seed in SEEDS:
        yield random_setup(SCRIPT, players, random.Random(seed), travellers=seed % 2)


def _team(cid: str) -> Team:
    return SCRIPT.by_id[cid].team


@pytest.mark.parametrize("players", [7, 10, 13, 15])
def test_the_heretic_is_never_in_play_with_the_baron_or_the_spy(players: int) -> None:
    for setup in _setups(players):
        ids = {s.character for s in setup.seats}
        assert not ("heretic" in ids and ids & {"baron", "spy"}), sorted(ids)


@pytest.mark.parametrize("players", [7, 10, 13, 15])
def test_the_baron_always_adds_two_outsiders(players: int) -> None:
    base = player_counts(players)
    seen = 0
    for setup in _setups(players):
        ids = [s.character for s in setup.seats if _team(s.character) is not Team.TRAVELLER]
        if "baron" not in ids:
            continue
        seen += 1
        outsiders = sum(1 for c in ids if _team(c) is Team.OUTSIDER)
        # The Balloonist's [+0 or +1 Outsider] (or a Marionette who believes it, the jinx)
        balloon = "balloonist" in ids or any(s.believes == "balloonist" for s in setup.seats)
        assert outsiders - base.outsider - 2 in ((0, 1) if balloon else (0,)), ids
    assert seen > 20


@pytest.mark.parametrize("players", [5, 8, 11, 15])
def test_an_atheist_setup_has_no_evil_character_nor_evil_player(players: int) -> None:
    base = player_counts(players)
    atheists = 0
    for setup in _setups(players):
        ids = [s.character for s in setup.seats]
        if "atheist" not in ids:
            continue
        atheists += 1
        assert not any(_team(c) in (Team.MINION, Team.DEMON) for c in ids), ids
        assert not any(s.alignment == EVIL for s in setup.seats), setup.to_json()
        table = [c for c in ids if _team(c) is not Team.TRAVELLER]
        outsiders = sum(1 for c in table if _team(c) is Team.OUTSIDER)
        balloon = "balloonist" in ids
        assert outsiders - base.outsider in ((0, 1) if balloon else (0,)), ids
        assert len(table) == players
    assert atheists > 20


@pytest.mark.parametrize("players", [7, 12])
def test_every_non_atheist_setup_has_its_demon(players: int) -> None:
    for setup in _setups(players):
        ids = [s.character for s in setup.seats]
        if "atheist" not in ids:
            assert sum(1 for c in ids if _team(c) is Team.DEMON) == 1, ids


def test_a_lunatic_brought_in_by_another_characters_setup_believes_a_demon() -> None:
    """A token added while the bag is reshaped (here the Marionette-Balloonist jinx's extra
    Outsider) still gets its own setup: a Lunatic is shown a Demon."""
    found = 0
    for seed in range(3000):
        setup = random_setup(SCRIPT, 9, random.Random(seed))
        for s in setup.seats:
            if s.character == "lunatic":
                assert s.believes is not None and _team(s.believes) is Team.DEMON
                found += 1
    assert found > 50


def test_the_bag_offers_no_character_barred_by_one_in_it() -> None:
    by = SCRIPT.by_id
    from clocktower.game.setup import exclusive_pairs

    bag = Bag(SCRIPT, [by["baron"], by["alhadikhia"], by["sweetheart"]], {}, random.Random(0))
    bag.exclusive = exclusive_pairs(SCRIPT)
    unused = {c.id for c in bag.unused(Team.OUTSIDER)}
    assert "heretic" not in unused
    assert {"lunatic", "mutant", "drunk"} <= unused


@pytest.mark.parametrize("included", ["baron", "marionette", "spy", "alhadikhia"])
def test_an_evil_character_put_in_the_bag_is_never_taken_out_by_a_drawn_atheist(included: str) -> None:
    for seed in range(120):
        ids = {s.character for s in random_setup(SCRIPT, 8, random.Random(seed), include=[included]).seats}
        assert included in ids and "atheist" not in ids, (seed, sorted(ids))


def test_the_atheist_and_an_evil_character_cannot_both_be_put_in_the_bag() -> None:
    with pytest.raises(SetupError, match="allows no evil characters"):
        random_setup(SCRIPT, 8, random.Random(0), include=["atheist", "baron"])
