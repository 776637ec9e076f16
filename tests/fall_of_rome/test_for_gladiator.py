"""Gladiator: once per game, only living others, roshambo repeats on ties and always ends,
and random games."""

from __future__ import annotations

from clocktower.game.decisions import Decision

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.lookups import names
from ..support.phases import play_until
from ..support.random_games import ANY, play_many
from ..support.scripts import FOR

SEATS = [("Lin", "for_gladiator"), ("Gwen", "for_glykon"), ("Hank", "for_hannibal"),
         ("Dora", "for_trumpeter"), ("Eli", "for_mortician")]


def test_the_challenge_is_offered_only_living_others_and_only_once() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    answers.add("for_hannibal.kill", who["Eli"], phase="night 2")
    answers.add("for_gladiator", who["Gwen"], by=who["Lin"], phase="day 2")
    answers.add("for_gladiator.roshambo", "rock", by=who["Lin"])
    answers.add("for_gladiator.roshambo", "scissors", by=who["Gwen"])
    play_until(game, "day 2", dusk=False, game_over_ok=False)
    offered = answers.options("for_gladiator")
    assert len(offered) == 3  # day 1 (twice, declined), day 2 before nominations
    assert who["Eli"] not in offered[-1] and who["Lin"] not in offered[-1]
    game.dusk()
    game.night()
    game.dawn()
    game.day()
    assert len(answers.options("for_gladiator")) == 3  # used: never offered again
    assert not game.seats[who["Gwen"]].alive


def test_ties_repeat_and_an_endless_tie_is_broken_by_the_storyteller() -> None:
    answers = Recording()  # both always answer "rock" (the quiet answer)
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    answers.add("for_gladiator", who["Gwen"], by=who["Lin"], phase="day 1")
    play_until(game, "day 1", dusk=False, game_over_ok=False)
    game.dusk()
    game.night()
    rounds = [d for d in answers.decisions if d.kind == "for_gladiator.roshambo"]
    assert len(rounds) == 200
    (loser,) = [d for d in answers.decisions if d.kind == "for_gladiator.loser"]
    assert isinstance(loser, Decision) and not game.seats[who["Gwen"]].alive


def test_random_games_with_the_gladiator() -> None:
    seen = play_many(FOR, ["for_gladiator"], 150, stalls=ANY)
    assert seen["ran"] >= 100 and seen["gladiator-challenge"] > 10 and seen["duel"] > 5
    assert seen["death:for_gladiator:ability"] > 0
