"""Noble: exactly the legal triples, and a Noble gained mid-game."""

from __future__ import annotations

from itertools import combinations

from ..support.deciders import spare
from ..support.games import info_game
from ..support.lookups import told
from ..support.phases import next_phase


def test_legal_triples_hold_exactly_one_evil_player() -> None:
    g, rec = info_game("noble", "monk", "ojo", "soldier", "assassin", "dreamer")
    next_phase(g)
    evil = {2, 4}
    expected = [t for t in combinations([1, 2, 3, 4, 5], 3) if len(evil & set(t)) == 1]
    assert rec.last_options("info.noble") == expected


def test_recluse_may_be_the_evil_one_or_a_good_one() -> None:
    g, rec = info_game("noble", "recluse", "ojo", "soldier", "assassin", "dreamer")
    next_phase(g)
    legal = set(rec.last_options("info.noble"))
    assert (1, 3, 5) in legal  # the Recluse as the one evil player
    assert (1, 2, 3) in legal  # the Recluse as good beside the Ojo
    assert (2, 3, 4) not in legal  # two truly evil players


def test_drunk_noble_may_learn_any_three() -> None:
    g, rec = info_game("drunk/noble", "monk", "ojo", "soldier", "assassin", "dreamer")
    next_phase(g)
    assert rec.last_options("info.noble") == list(combinations([1, 2, 3, 4, 5], 3))


def test_noble_gained_mid_game_learns_at_the_end_of_that_night_once() -> None:
    g, rec = info_game("dreamer", "monk", "ojo", "soldier", "assassin", "oracle")
    spare(rec)
    next_phase(g)
    next_phase(g)
    g.grant(g.seats[0], g.script.by_id["noble"])
    for _ in range(3):
        next_phase(g)  # night 2, day 2, night 3
    events = told(g, "noble")
    assert [e.phase for e in events] == ["night 2"]
    assert events[0].data["true"] is True
    wake = [e for e in g.events if e.kind == "wake" and e.data["ability"] == "noble"]
    assert wake[0].data["position"] == len(g.script.other_night)
