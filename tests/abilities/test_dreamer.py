"""Dreamer: who may be chosen, and exactly which (good, evil) pairs may be shown."""

from __future__ import annotations

import pytest

from clocktower.abilities.base import REGISTRY, Ability
from clocktower.characters import Team

from ..support.games import info_game
from ..support.lookups import told
from ..support.phases import next_phase
from ..support.scripts import UNTITLED

GOOD = {c.id for c in UNTITLED.characters if c.team in (Team.TOWNSFOLK, Team.OUTSIDER)}
EVIL = {c.id for c in UNTITLED.characters if c.team in (Team.MINION, Team.DEMON)}


def dreamer_night(*seats: str, choose: int) -> list[tuple[str, str]]:
    g, rec = info_game(*seats)
    rec.add("dreamer", choose, phase="night 1")
    next_phase(g)
    return rec.last_options("info.dreamer")


def test_dreamer_may_not_choose_themself() -> None:
    g, rec = info_game("monk", "dreamer", "ojo", "soldier", "assassin")
    next_phase(g)
    assert rec.last_options("dreamer") == [0, 2, 3, 4]


def test_dreamer_may_not_choose_a_traveller(monkeypatch: pytest.MonkeyPatch) -> None:
    class Traveller(Ability):
        id = "bishop"

    monkeypatch.setitem(REGISTRY, "bishop", Traveller)
    g, rec = info_game("dreamer", "monk", "ojo", "bishop", "soldier", "assassin")
    next_phase(g)
    assert g.seats[3].is_traveller
    assert rec.last_options("dreamer") == [1, 2, 4, 5]


def test_townsfolk_shows_their_token_and_any_minion_or_demon() -> None:
    legal = dreamer_night("dreamer", "monk", "ojo", "soldier", "assassin", choose=1)
    assert set(legal) == {("monk", e) for e in EVIL}


def test_minion_shows_their_token_and_any_townsfolk_or_outsider() -> None:
    legal = dreamer_night("dreamer", "monk", "ojo", "soldier", "assassin", choose=4)
    assert set(legal) == {(g, "assassin") for g in GOOD}


def test_demon_shows_their_token_and_any_good_one() -> None:
    legal = dreamer_night("dreamer", "monk", "ojo", "soldier", "assassin", choose=2)
    assert set(legal) == {(g, "ojo") for g in GOOD}


def test_evil_townsfolk_still_goes_by_character_type() -> None:
    legal = dreamer_night("dreamer", "monk:evil", "ojo", "soldier", "assassin", choose=1)
    assert set(legal) == {("monk", e) for e in EVIL}


def test_drunk_shows_the_drunk_token_not_the_believed_one() -> None:
    legal = dreamer_night("dreamer", "drunk/monk", "ojo", "soldier", "assassin", choose=1)
    assert set(legal) == {("drunk", e) for e in EVIL}


def test_recluse_may_show_as_itself_or_as_any_minion_or_demon() -> None:
    legal = dreamer_night("dreamer", "recluse", "ojo", "soldier", "assassin", choose=1)
    expected = {("recluse", e) for e in EVIL} | {(g, e) for g in GOOD for e in EVIL if g != "recluse"}
    assert set(legal) == expected
    assert legal[0][0] == "recluse"  # the plain truth comes first


def test_drunk_dreamer_may_be_shown_any_pair() -> None:
    legal = dreamer_night("drunk/dreamer", "monk", "ojo", "soldier", "assassin", choose=1)
    assert set(legal) == {(g, e) for g in GOOD for e in EVIL}
    assert legal[0][0] == "monk"  # still the truth first: the quiet Storyteller


def test_dreamer_wakes_every_night() -> None:
    g, rec = info_game("dreamer", "monk", "ojo", "soldier", "assassin")
    for _ in range(5):
        next_phase(g)  # nights 1-3, days 1-2
    assert [e.phase for e in told(g, "dreamer")] == ["night 1", "night 2", "night 3"]


def test_dead_dreamer_does_not_wake() -> None:
    g, rec = info_game("dreamer", "monk", "ojo", "soldier", "assassin")
    next_phase(g)
    g.seats[0].alive = False
    next_phase(g)
    next_phase(g)
    assert [e.phase for e in told(g, "dreamer")] == ["night 1"]
