"""Pacifist: executed good players might not die (the Storyteller decides)."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.game.state import POISONED, Effect
from clocktower.script import load_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many

CONTAGION = load_script("the-contagion-insurrection")
SEATS = [("Alice", "pacifist"), ("Bob", "steward"), ("Carol", "vigormortis"), ("Dave", "gossip"), ("Eve", "mayor")]


def execute_bob(answers: Scripted) -> Scripted:
    answers.add("nominate", 1, by=3, phase="day 1")
    for voter in (0, 2, 3):
        answers.add("vote", True, by=voter, phase="day 1")
    return answers


def test_a_poisoned_pacifist_is_not_asked_and_the_player_dies() -> None:
    answers = execute_bob(Recording())
    answers.add("pacifist.spare", True)
    game = make_game(CONTAGION, SEATS, answers)
    game.seats[0].effects.append(Effect(POISONED, 0, None))
    play_until(game, "day 1")
    assert not game.seats[1].alive
    assert not answers.of("pacifist.spare")


def test_the_storytellers_answer_no_comes_first() -> None:
    answers = execute_bob(Recording())
    game = make_game(CONTAGION, SEATS, answers)
    play_until(game, "day 1")
    assert answers.last_options("pacifist.spare") == [False, True]
    assert not game.seats[1].alive


def test_random_games_with_the_pacifist_spare_some_executions() -> None:
    seen = play_many(CONTAGION, ["pacifist"], 150, seed_tag="pacifist")
    assert seen["ran"] >= 140
    assert seen["protected"] > 5
