"""Oracle: when it wakes, and the exact counts it may be given."""

from __future__ import annotations

from clocktower.game.engine import Game

from ..support.deciders import spare
from ..support.games import info_game
from ..support.lookups import told
from ..support.phases import next_phase


def kill(g: Game, *seats: int) -> None:
    """Mark seats dead without anyone's ability (a dead player is all the Oracle sees)."""
    for i in seats:
        g.seats[i].alive = False


def test_oracle_does_not_wake_on_the_first_night() -> None:
    g, rec = info_game("oracle", "monk", "ojo", "soldier", "assassin")
    next_phase(g)
    assert not rec.of("info.oracle") and not told(g, "oracle")
    assert not g.seats[0].abilities[0].wakes(g, True)


def test_count_is_the_dead_evil_players_and_nothing_else_is_legal() -> None:
    g, rec = info_game("oracle", "monk", "ojo", "soldier", "assassin", "noble:evil", "dreamer")
    spare(rec)
    next_phase(g)
    next_phase(g)
    kill(g, 1, 4, 5)  # a good Monk, the Assassin and an evil Noble
    next_phase(g)
    assert rec.last_options("info.oracle") == [2]


def test_arbitrary_count_ranges_over_zero_to_the_dead() -> None:
    g, rec = info_game("drunk/oracle", "monk", "ojo", "soldier", "assassin", "noble")
    spare(rec)
    next_phase(g)
    next_phase(g)
    kill(g, 1, 4)
    next_phase(g)
    assert rec.last_options("info.oracle") == [1, 0, 2]  # the truth first


def test_a_dead_recluse_may_count_or_not() -> None:
    g, rec = info_game("oracle", "recluse", "ojo", "soldier", "assassin")
    spare(rec)
    next_phase(g)
    next_phase(g)
    kill(g, 1)
    next_phase(g)
    assert rec.last_options("info.oracle") == [0, 1]


def test_oracle_counts_tonights_demon_kill() -> None:
    g, rec = info_game("oracle", "monk", "ojo", "soldier", "assassin")
    rec.add("ojo", "assassin", phase="night 2")
    for _ in range(3):
        next_phase(g)
    assert not g.seats[4].alive
    assert [e.data["answer"] for e in told(g, "oracle")] == [1]
