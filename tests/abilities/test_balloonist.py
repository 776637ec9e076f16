"""Balloonist: the setup modifier, and which players may be shown night after night."""

from __future__ import annotations

import random

import pytest

from clocktower.abilities.townsfolk.balloonist import Balloonist
from clocktower.errors import ScenarioError
from clocktower.game.setup import legal_counts, random_setup
from clocktower.game.state import POISONED, Effect

from ..support.deciders import spare
from ..support.games import info_game
from ..support.lookups import told
from ..support.phases import next_phase
from ..support.scripts import UNTITLED


def test_bag_modifier_is_plus_zero_or_plus_one_outsider() -> None:
    assert Balloonist.bag_modifiers((3, 0, 1, 1)) == [(0, 0, 0, 0), (-1, 1, 0, 0)]
    counts = legal_counts(UNTITLED, [UNTITLED.by_id["balloonist"], UNTITLED.by_id["ojo"]], 7)
    assert counts == {(5, 0, 1, 1), (4, 1, 1, 1)}


def test_random_bags_with_a_balloonist_sometimes_add_an_outsider() -> None:
    outsiders = set()
    for seed in range(400):
        setup = random_setup(UNTITLED, 7, random.Random(seed))
        ids = [s.character for s in setup.seats]
        if "balloonist" in ids and "vigormortis" not in ids:
            outsiders.add(sum(1 for c in ids if UNTITLED.by_id[c].team.value == "outsider"))
    assert outsiders == {0, 1}


def test_first_night_any_player_even_themself() -> None:
    g, rec = info_game("balloonist", "monk", "ojo", "soldier", "assassin")
    next_phase(g)
    assert sorted(rec.last_options("info.balloonist")) == [0, 1, 2, 3, 4]


def test_each_later_night_a_different_type_than_the_last_shown() -> None:
    g, rec = info_game("balloonist", "monk", "ojo", "recluse", "assassin", "soldier")
    rec.add("info.balloonist", 1, phase="night 1")  # the Monk: a Townsfolk
    rec.add("info.balloonist", 4, phase="night 2")  # the Assassin: a Minion
    spare(rec)
    for _ in range(5):
        next_phase(g)
    first, second, third = rec.of("info.balloonist")
    assert sorted(second.options) == [2, 3, 4]  # not the Townsfolk (the Balloonist included)
    assert sorted(third.options) == [0, 1, 2, 3, 5]  # not the Minion; the Recluse only registers
    assert [e.data["answer"] for e in told(g, "balloonist")][:2] == [1, 4]


def test_after_the_recluse_its_misregistration_widens_the_next_choice() -> None:
    g, rec = info_game("balloonist", "monk", "ojo", "recluse", "assassin", "drunk/noble", "soldier")
    rec.add("info.balloonist", 3, phase="night 1")
    spare(rec)
    for _ in range(3):
        next_phase(g)
    # the Recluse may register as an Outsider, Minion or Demon: anyone but the Recluse itself,
    # the Drunk (another Outsider) included
    assert sorted(rec.last_options("info.balloonist")) == [0, 1, 2, 4, 5, 6]


def test_poisoned_may_repeat_a_type_then_sober_must_differ_from_that_player() -> None:
    g, rec = info_game("balloonist", "monk", "ojo", "soldier", "assassin", "recluse")
    g.prepare()
    g.add_effect(Effect(POISONED, 0, None, until=("dawn", 2)))
    rec.add("info.balloonist", 4, phase="night 1")  # the Assassin (a Minion)
    rec.add("info.balloonist", 1, phase="night 2")  # poisoned: the Monk
    rec.add("info.balloonist", 3, phase="night 3")  # sober: not a Townsfolk; the Soldier is illegal
    spare(rec)
    for _ in range(4):
        next_phase(g)
    first, second = rec.of("info.balloonist")
    assert sorted(second.options) == [0, 1, 2, 3, 4, 5]  # poisoned: anyone
    with pytest.raises(ScenarioError):
        next_phase(g)
    third = rec.of("info.balloonist")[-1]
    assert sorted(third.options) == [2, 4, 5]  # different from the Monk, the last shown


def test_drunk_balloonist_may_be_shown_the_same_type() -> None:
    g, rec = info_game("drunk/balloonist", "monk", "ojo", "soldier", "assassin")
    rec.add("info.balloonist", 1, phase="night 1")
    rec.add("info.balloonist", 3, phase="night 2")
    spare(rec)
    for _ in range(3):
        next_phase(g)
    events = told(g, "balloonist")
    assert [e.data["answer"] for e in events] == [1, 3]
    assert events[1].data["true"] is False and events[1].data["mode"] == "arbitrary"


def test_no_outsider_swap_without_a_townsfolk_to_remove() -> None:
    assert Balloonist.bag_modifiers((0, 2, 1, 1)) == [(0, 0, 0, 0)]
