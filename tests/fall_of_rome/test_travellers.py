"""Travellers in random setups and simulations: seats, the Mercenary pair, one High Priest,
evil Travellers learning the Demon, and random games that use every Traveller."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from clocktower.characters import Team
from clocktower.errors import SetupError
from clocktower.game.engine import Game
from clocktower.game.setup import random_setup
from clocktower.sim import play_one, simulate
from clocktower.sim.invariants import check_game

from ..support.games import make_game
from ..support.lookups import seat
from ..support.phases import play_until
from ..support.scripts import FOR

TRAVELLERS = {c.id for c in FOR.team(Team.TRAVELLER)}


@pytest.mark.parametrize("count", range(0, 7))
def test_random_setups_seat_the_travellers_asked_for(count: int) -> None:
    positions: Counter[int] = Counter()
    for seed in range(60):
        players = 5 + seed % 11
        setup = random_setup(FOR, players, random.Random(seed), travellers=count)
        travellers = [(i, s) for i, s in enumerate(setup.seats) if s.character in TRAVELLERS]
        assert len(setup.seats) == players + count and len(travellers) == count
        assert len({s.name for s in setup.seats}) == len(setup.seats)
        ids = [s.character for _, s in travellers]
        assert all(s.alignment in ("good", "evil") for _, s in travellers)
        assert not {"for_pontiff", "for_pontifexmaximus"} <= set(ids)
        mercenaries = sorted(s.alignment for _, s in travellers if s.character == "for_mercenary")
        assert mercenaries in ([], ["evil", "good"])
        others = [c for c in ids if c != "for_mercenary"]
        assert len(others) == len(set(others))
        positions.update(i for i, _ in travellers)
    if count:
        assert len(positions) > 5  # Travellers sit anywhere in the circle


def test_no_travellers_draws_exactly_the_old_setup() -> None:
    for seed in range(30):
        a = random_setup(FOR, 9, random.Random(seed))
        b = random_setup(FOR, 9, random.Random(seed), travellers=0)
        assert a.to_json() == b.to_json()


def test_more_travellers_than_the_script_can_seat_is_refused() -> None:
    with pytest.raises(SetupError):
        random_setup(FOR, 7, random.Random(0), travellers=7)


def test_travellers_are_mostly_good_and_the_mercenary_pair_is_common() -> None:
    alignments: Counter[str] = Counter()
    mercenary = 0
    for seed in range(200):
        setup = random_setup(FOR, 8, random.Random(seed), travellers=2)
        chars = [s for s in setup.seats if s.character in TRAVELLERS]
        if chars[0].character == "for_mercenary":
            mercenary += 1
        else:
            alignments.update(s.alignment for s in chars)
    assert alignments["good"] > 2 * alignments["evil"] > 0
    assert mercenary > 20


@pytest.mark.parametrize("players", [5, 9])
def test_evil_travellers_learn_both_hannibals_and_good_ones_learn_nothing(players: int) -> None:
    fill = ["for_vestalvirgin", "for_sculptor", "for_merchant", "for_trumpeter", "for_actor", "for_legionary"]
    seats = [("Evil", "for_emperor", None, "evil"), ("Good", "for_architect", None, "good"),
             ("Hank", "for_hannibal", "for_mortician"), ("Hugo", "for_hannibal", "for_gladiator"),
             ("Tess", "for_temptress")]
    seats += [(f"P{i}", c) for i, c in enumerate(fill[: players - 3])]
    game = make_game(FOR, seats)
    play_until(game, "night 1")
    told = [e for e in game.events if e.kind == "traveller-info"]
    assert [e.audience for e in told] == [seat(game, "Evil").index]
    assert sorted(told[0].data["demons"]) == [seat(game, "Hank").index, seat(game, "Hugo").index]
    assert seat(game, "Evil").knows["evil"] >= {seat(game, "Hank").index, seat(game, "Hugo").index}


def test_random_games_with_travellers_use_every_traveller_and_never_nominate_one() -> None:
    fired: Counter[str] = Counter()
    for seed in range(120):
        game = Game(FOR, players=5 + seed % 11, seed=seed, travellers=1 + seed % 6)
        game.run()
        assert check_game(game) == []
        travellers = {s.index for s in game.seats if s.is_traveller}
        assert not any(e.kind == "nomination" and e.data["nominee"] in travellers for e in game.events)
        fired.update(e.data["ability"] for e in game.events
                     if e.kind == "ability-fired" and e.data.get("ability") in TRAVELLERS)
        fired.update(e.data["ability"] for e in game.events
                     if e.kind == "wake" and e.data.get("ability") in TRAVELLERS)
    assert set(fired) == TRAVELLERS


def test_play_one_and_simulate_take_travellers() -> None:
    result = play_one(FOR, 7, seed=3, travellers=2)
    assert result.error is None
    summary = simulate(FOR, 7, 6, seed=1, travellers=3)
    assert summary.to_json()["travellers"] == 3 and not summary.errors
    assert summary.to_json() == simulate(FOR, 7, 6, seed=1, jobs=2, travellers=3).to_json()
