"""Legionary: setup copies, the bluff rule, ``legionary_allowed``, false numbers, random games."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from clocktower.abilities import Ability
from clocktower.abilities.townsfolk.for_legionary import Legionary, legionary_allowed
from clocktower.characters import Team
from clocktower.errors import SetupError
from clocktower.game.setup import Bag, random_setup

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.random_games import ANY, play_many
from ..support.scripts import FOR
from ..support.setups import PASSIVE_OUTSIDERS, hidden_setup

BY_ID = FOR.by_id


def _bag(rng: random.Random) -> Bag:
    ids = ["for_legionary", "for_sculptor", "for_physician", "for_trumpeter", "for_mortician",
           "for_merchant", "for_scholar", "for_badomen", "for_spartacus", "for_glykon", "for_caesar"]
    bag = Bag(FOR, [BY_ID[c] for c in ids], {}, rng)
    bag.believes[7] = BY_ID["for_actor"]  # the Bad Omen's Townsfolk token
    return bag


def test_adjust_bag_adds_zero_to_two_legionaries_in_place_of_plain_townsfolk() -> None:
    extras: Counter[int] = Counter()
    for seed in range(300):
        bag = _bag(random.Random(seed))
        before = [c.team for c in bag.tokens]
        Legionary.adjust_bag(bag)
        assert [c.team for c in bag.tokens] == before  # Townsfolk count unchanged
        legionaries = [i for i, c in enumerate(bag.tokens) if c.id == "for_legionary"]
        extras[len(legionaries) - 1] += 1
        assert bag.tokens[6].id == "for_scholar"  # its own setup rule changes the bag: kept
        assert bag.tokens[7].id == "for_badomen" and bag.believes[7].id == "for_actor"
    assert set(extras) == {0, 1, 2}


def test_random_setups_never_offer_the_legionary_as_a_bluff_while_one_is_in_play() -> None:
    seen = 0
    for seed in range(400):
        setup = random_setup(FOR, random.Random(seed).randint(5, 15), random.Random(seed))
        true_legionaries = sum(1 for s in setup.seats if s.character == "for_legionary")
        assert true_legionaries <= 3
        if true_legionaries:
            seen += 1
            assert "for_legionary" not in setup.bluffs
            assert all(s.believes != "for_legionary" for s in setup.seats)
    assert seen > 0


def test_a_legionary_bluff_beside_a_true_legionary_is_refused() -> None:
    game = make_game(FOR, [("A", "for_legionary"), ("B", "for_hannibal"), ("C", "for_centurion"),
                           ("D", "for_temptress"), ("E", "for_actor")], Recording(),
                     bluffs=["for_legionary", "for_merchant", "for_mortician"])
    with pytest.raises(SetupError):
        game.prepare()


def test_legionary_allowed_only_without_a_true_legionary_in_play() -> None:
    seats = [("A", "for_actor"), ("B", "for_hannibal"), ("C", "for_centurion"), ("D", "for_temptress"),
             ("E", "for_badomen", "for_legionary")]
    game = make_game(FOR, seats, Recording())
    assert legionary_allowed(game)  # a Bad Omen 'Legionary' is no true Legionary
    game = make_game(FOR, seats[:4] + [("E", "for_legionary")], Recording())
    assert not legionary_allowed(game)
    game.seats[4].alive = False
    assert not legionary_allowed(game)  # dead, but still in play


def test_bad_omen_legionary_without_living_legionaries_never_hears_the_living_evil_count() -> None:
    answers = Recording()
    game = make_game(FOR, [("Bo", "for_badomen", "for_legionary"), ("Hank", "for_hannibal"), ("Abe", "for_actor"),
                           ("Rob", "for_temptress"), ("Cora", "for_centurion"), ("Spike", "for_spartacus")], answers)
    game.prepare()
    game.night()
    (options,) = answers.options("info.for_legionary")
    assert 2 not in options and options[0] == 0


def test_random_games_with_the_legionary() -> None:
    seen = play_many(FOR, ["for_legionary"], 80, setup=hidden_setup, more_outsiders=PASSIVE_OUTSIDERS,
                     seed_tag="for_legionary", stalls=ANY)
    assert not seen["lied:for_legionary"], "a sober ability was lied to"
    assert seen["ran"] >= 40 and seen["info:for_legionary"] > 0
    assert Team.TOWNSFOLK is BY_ID["for_legionary"].team


def test_a_legionary_ability_from_the_blacksmith_is_a_true_legionary() -> None:
    game = make_game(FOR, [("A", "for_blacksmith"), ("B", "for_hannibal"), ("C", "for_centurion"),
                           ("D", "for_temptress"), ("E", "for_actor")], Recording())
    blacksmith = game.seats[0].abilities[-1]
    assert legionary_allowed(game)
    game.grant(game.seats[0], BY_ID["for_legionary"], granted_by=blacksmith)
    assert not legionary_allowed(game)


def test_a_travellers_legionary_ability_is_no_legionary_and_sleeps_without_a_living_one() -> None:
    game = make_game(FOR, [("A", "for_actor"), ("B", "for_hannibal"), ("C", "for_centurion"),
                           ("D", "for_temptress"), ("E", "for_legionary")], Recording())
    mercenary = Ability(BY_ID["for_mercenary"], game.seats[0])  # stands in for the Mercenary's ability
    gained = game.grant(game.seats[0], BY_ID["for_legionary"], granted_by=mercenary)
    assert not legionary_allowed(game)  # E is a true Legionary
    assert gained.wakes(game, False)
    assert Legionary.counted_seats(game, game.seats[4]) == [0, 1, 2, 3]  # A counted like anyone
    game.seats[4].alive = False
    assert not gained.wakes(game, False)
