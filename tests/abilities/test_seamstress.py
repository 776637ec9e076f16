"""Seamstress: the choice offered, once per game (even drunk), and the answers."""

from __future__ import annotations

from itertools import combinations

from clocktower.game.state import POISONED, Effect

from ..support.deciders import spare
from ..support.games import info_game
from ..support.lookups import told
from ..support.phases import next_phase


def test_choice_is_nobody_or_two_other_players_alive_or_dead() -> None:
    g, rec = info_game("monk", "seamstress", "ojo", "soldier", "assassin")
    g.prepare()
    g.seats[3].alive = False
    g.night()
    (d,) = rec.of("seamstress")
    assert d.options[0] is None
    assert list(d.options[1:]) == list(combinations([0, 2, 3, 4], 2))
    weights = list(rec.weights(d).values())
    assert weights[0] > 0.5 and abs(sum(weights) - 1) < 1e-9


def test_declining_keeps_the_ability_for_a_later_night() -> None:
    g, rec = info_game("seamstress", "monk", "ojo", "soldier", "assassin")
    spare(rec)
    rec.add("seamstress", (1, 2), phase="night 2")
    for _ in range(5):
        next_phase(g)
    assert len(rec.of("seamstress")) == 2  # night 1 (declined) and night 2 (used)
    assert [e.phase for e in told(g, "seamstress")] == ["night 2"]
    assert g.seats[0].abilities[0].spent


def test_answer_is_whether_they_share_an_alignment() -> None:
    for pair, answer in (((2, 4), True), ((1, 3), True), ((1, 2), False)):
        g, rec = info_game("seamstress", "monk", "ojo", "soldier", "assassin")
        rec.add("seamstress", pair, phase="night 1")
        next_phase(g)
        assert rec.last_options("info.seamstress") == [answer]


def test_recluse_with_an_evil_player_may_be_either() -> None:
    g, rec = info_game("seamstress", "recluse", "ojo", "soldier", "assassin")
    rec.add("seamstress", (1, 2), phase="night 1")
    next_phase(g)
    assert rec.last_options("info.seamstress") == [False, True]


def test_poisoned_seamstress_gets_arbitrary_info_and_spends_the_ability() -> None:
    g, rec = info_game("seamstress", "monk", "ojo", "soldier", "assassin")
    g.prepare()
    g.add_effect(Effect(POISONED, 0, None, until=("dawn", 1)))
    rec.add("seamstress", (2, 4), phase="night 1")
    rec.add("info.seamstress", False, phase="night 1")
    spare(rec)
    for _ in range(5):
        next_phase(g)
    (event,) = told(g, "seamstress")
    assert event.data["answer"] is False and event.data["true"] is False and event.data["mode"] == "arbitrary"
    assert len(rec.of("seamstress")) == 1  # sober again, but the ability is gone
    assert g.seats[0].abilities[0].spent
