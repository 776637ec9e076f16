"""Bureaucrat details a scenario cannot state (scenarios/the-contagion-insurrection/bureaucrat.yaml)."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted

from ..support.phases import play_until
from ._travellers import CONTAGION, make_drunk, random_games, traveller_game


def _vote_on_eve(drunk: bool) -> int:
    answers = Scripted()
    answers.add("bureaucrat", 2, phase="night 1")
    answers.add("nominate", 5, by=1, phase="day 1")
    answers.add("vote", True, by=2, about=5)
    game = traveller_game("bureaucrat", answers=answers)
    if drunk:
        make_drunk(game, 0)
    play_until(game, "day 1")
    (vote,) = [e for e in game.events if e.kind == "vote"]
    return int(vote.data["votes"])


def test_a_sober_bureaucrat_triples_the_vote() -> None:
    assert _vote_on_eve(False) == 3


def test_a_drunk_bureaucrats_choice_does_nothing() -> None:
    assert _vote_on_eve(True) == 1


def test_a_dead_bureaucrat_has_no_ability() -> None:
    answers = Scripted()
    answers.add("bureaucrat", 2, phase="night 1")
    answers.add("nominate", 5, by=1, phase="day 1")
    answers.add("vote", True, by=2, about=5)
    game = traveller_game("bureaucrat", answers=answers)
    play_until(game, "night 1")
    game.kill(game.seats[0], "ability", None)
    game.day()
    assert [e.data["votes"] for e in game.events if e.kind == "vote"] == [1]


def test_random_games_with_a_bureaucrat_never_fail() -> None:
    seen = random_games("bureaucrat", CONTAGION)
    assert seen["ran"] > 150 and seen["ability-fired"] > 0
