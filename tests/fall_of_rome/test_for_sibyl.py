"""Sibyl: the majority, a drunk Sibyl, a dead nominator who nominated earlier that day."""

from __future__ import annotations

from clocktower.abilities.travellers.for_sibyl import sibyl_votes_needed
from clocktower.game.state import POISONED, Effect
from clocktower.sim.invariants import check_events

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.lookups import names, seat
from ..support.phases import play_until
from ..support.scripts import FOR

SEATS = [("Jamie", "for_sibyl", None, "good"), ("Hank", "for_hannibal", "for_trumpeter"),
         ("Hugo", "for_hannibal", "for_actor"), ("Vera", "for_vestalvirgin"), ("Sam", "for_sculptor"),
         ("Max", "for_merchant"), ("Tom", "for_trumpeter"), ("Lena", "for_legionary")]


def test_exactly_half_of_the_dead_and_the_sibyl_is_enough() -> None:
    assert [sibyl_votes_needed(n) for n in (1, 2, 3, 4, 5)] == [1, 1, 2, 2, 3]


def _day_one(game, answers, who) -> None:
    # Max nominates Tom (no votes), then Vera nominates Max, who is executed.
    answers.add("nominate", who["Tom"], by=who["Max"], phase="day 1")
    answers.add("nominate", who["Max"], by=who["Vera"], phase="day 1")
    for voter in ("Jamie", "Vera", "Sam", "Lena"):
        answers.add("vote", True, by=who[voter], phase="day 1", about=who["Max"])
    answers.add("for_sibyl", who["Max"], by=who["Jamie"], phase="day 1")


def test_a_dead_player_who_nominated_earlier_today_may_nominate_through_the_sibyl() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    _day_one(game, answers, who)
    answers.add("for_sibyl.nominate", who["Sam"], by=who["Max"], phase="day 1")
    answers.add("vote", True, by=who["Max"], phase="day 1", about=who["Sam"])
    play_until(game, "day 1")
    assert not seat(game, "Max").alive
    assert not seat(game, "Sam").alive  # 1 of 2 (Max and the Sibyl) executes
    assert seat(game, "Max").ghost_vote  # the dead vote freely
    nominated = [e.data for e in game.events if e.kind == "nomination"]
    assert nominated[-1] == {"nominator": who["Max"], "nominee": who["Sam"], "granted_by": "for_sibyl"}
    assert check_events([e.to_json() for e in game.events], len(game.seats)) == []


def test_the_sibyls_vote_asks_only_the_dead_and_the_sibyl() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    _day_one(game, answers, who)
    answers.add("for_sibyl.nominate", who["Sam"], by=who["Max"], phase="day 1")
    play_until(game, "day 1")
    voters = {d.decider for d in answers.decisions if d.kind == "vote" and d.about == who["Sam"]}
    assert voters == {who["Max"], who["Jamie"]}
    assert seat(game, "Sam").alive


def test_a_poisoned_sibyl_chooses_but_nobody_nominates() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    game.add_effect(Effect(POISONED, who["Jamie"], None))
    _day_one(game, answers, who)
    play_until(game, "day 1")
    assert answers.options("for_sibyl")  # the public choice still happens
    assert not answers.options("for_sibyl.nominate")
    assert any(e.kind == "ability-failed" and e.data.get("ability") == "for_sibyl" for e in game.events)
