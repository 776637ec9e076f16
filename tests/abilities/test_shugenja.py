"""Shugenja: the legal answers are exactly the almanac's (scenarios show what was told)."""

from __future__ import annotations

from typing import Any

from ..support.games import info_game
from ..support.lookups import told


def shugenja_legal(*seats: str, dead: tuple[int, ...] = ()) -> list[Any]:
    g, rec = info_game(*seats)
    g.prepare()
    for i in dead:
        g.seats[i].alive = False
    g.night()
    return rec.last_options("info.shugenja")


def test_closest_evil_clockwise_only_clockwise_is_legal() -> None:
    assert shugenja_legal("shugenja", "ojo", "monk", "soldier", "noble", "assassin", "oracle") == ["clockwise"]


def test_closest_evil_anticlockwise_only_anticlockwise_is_legal() -> None:
    assert shugenja_legal("shugenja", "monk", "soldier", "ojo", "assassin") == ["anticlockwise"]


def test_equidistant_either_answer_is_legal() -> None:
    assert sorted(shugenja_legal("shugenja", "ojo", "monk", "soldier", "assassin")) == ["anticlockwise", "clockwise"]


def test_dead_players_count_as_steps() -> None:
    # clockwise: two dead good players, then the Ojo (3 steps); anti-clockwise: the Assassin at 2
    legal = shugenja_legal("shugenja", "monk", "soldier", "ojo", "noble", "assassin", "oracle", dead=(1, 2))
    assert legal == ["anticlockwise"]


def test_a_dead_evil_player_is_still_the_closest() -> None:
    legal = shugenja_legal("shugenja", "assassin", "monk", "soldier", "noble", "ojo", "oracle", dead=(1,))
    assert legal == ["clockwise"]


def test_recluse_widens_the_answer() -> None:
    legal = shugenja_legal("shugenja", "recluse", "monk", "soldier", "ojo", "assassin", "noble")
    assert legal == ["anticlockwise", "clockwise"]  # the plain truth first


def test_drunk_shugenja_may_be_told_either() -> None:
    assert sorted(shugenja_legal("drunk/shugenja", "ojo", "monk", "soldier", "noble", "assassin", "oracle")) == [
        "anticlockwise", "clockwise"]


def test_shugenja_only_wakes_on_its_first_night() -> None:
    g, rec = info_game("shugenja", "monk", "ojo", "soldier", "assassin")
    g.prepare()
    g.night()
    g.dawn()
    g.day()
    g.dusk()
    g.night()
    wakes = [e for e in g.events if e.kind == "wake" and e.data["ability"] == "shugenja"]
    assert [e.data["night"] for e in wakes] == [1]


def test_shugenja_gained_mid_game_learns_that_night_with_the_dead_counted() -> None:
    g, rec = info_game("monk", "soldier", "ojo", "noble", "assassin", "oracle", "dreamer")
    g.prepare()
    g.night()
    g.dawn()
    g.day()
    g.seats[0].alive = False  # the Monk
    g.grant(g.seats[6], g.script.by_id["shugenja"])
    g.dusk()
    g.night()
    events = told(g, "shugenja")
    assert len(events) == 1 and events[0].phase == "night 2"
    # from P6: clockwise P0, P1, P2 (Ojo) = 3 steps; anti-clockwise P5, P4 (Assassin) = 2
    assert rec.last_options("info.shugenja") == ["anticlockwise"]


def test_no_other_evil_player_makes_it_arbitrary() -> None:
    assert sorted(shugenja_legal("shugenja", "monk", "soldier", "noble", "dreamer")) == ["anticlockwise", "clockwise"]
