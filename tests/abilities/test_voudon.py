"""Voudon details a scenario cannot state (scenarios/the-contagion-insurrection/voudon.yaml)."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted

from ..support.deciders import Recording
from ..support.phases import play_until
from ._travellers import AXIOM, CONTAGION, make_drunk, random_games, traveller_game


def test_living_players_are_not_asked_to_vote() -> None:
    rec = Recording()
    rec.add("nominate", 5, by=1, phase="day 1")
    game = traveller_game("voudon", answers=rec)
    play_until(game, "day 1")
    assert [d.decider for d in rec.of("vote")] == [0]


def test_a_drunk_voudon_changes_nothing() -> None:
    rec = Recording()
    rec.add("nominate", 5, by=1, phase="day 1")
    rec.add("vote", True, by=0, about=5)
    game = traveller_game("voudon", answers=rec)
    make_drunk(game, 0)
    play_until(game, "day 1")
    assert len(rec.of("vote")) == 7
    (vote,) = [e for e in game.events if e.kind == "vote"]
    assert vote.data["needed"] == 4 and game.seats[5].alive


def test_exile_needs_half_the_living_even_with_a_voudon() -> None:
    answers = Scripted()
    answers.add("nominate", ("exile", 0), by=1, phase="day 1")
    for voter in (1, 2, 3):
        answers.add("exile-vote", True, by=voter)
    game = traveller_game("voudon", answers=answers)
    play_until(game, "day 1")
    (vote,) = [e for e in game.events if e.kind == "exile-vote"]
    assert vote.data["needed"] == 4 and not vote.data["exiled"] and game.seats[0].alive


def test_dead_players_still_may_not_nominate() -> None:
    rec = Recording()
    game = traveller_game("voudon", answers=rec)
    play_until(game, "night 1")
    game.kill(game.seats[2], "ability", None)
    game.day()
    asked = [d for d in rec.of("nominate") if d.decider == 2]
    # The dead may only call for the Voudon's exile (not a nomination), never nominate.
    assert asked and all(o is None or isinstance(o, tuple) for d in asked for o in d.options)


def test_random_games_with_a_voudon_never_fail() -> None:
    for script in (CONTAGION, AXIOM):
        seen = random_games("voudon", script, 100)
        assert seen["ran"] > 70
