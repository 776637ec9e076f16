"""Harpy: the 1st chosen player is mad that the 2nd is evil tomorrow, or one or both might die."""

from __future__ import annotations

from clocktower.script import load_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many

CONTAGION = load_script("the-contagion-insurrection")
SEATS = [("Alice", "harpy"), ("Bob", "steward"), ("Carol", "vigormortis"), ("Dave", "gossip"),
         ("Eve", "mayor"), ("Fay", "balloonist"), ("Gus", "assassin")]


def judged(answers: Recording, phase: str) -> list[int | None]:
    return [d.about for d, p in zip(answers.decisions, answers.phases)
            if d.kind == "madness.convincing" and p == phase]


def test_two_different_players_and_the_madness_lasts_one_day() -> None:
    answers = Recording()
    answers.add("harpy", 1, phase="night 1").add("harpy", 3, phase="night 1")
    answers.add("harpy", 4, phase="night 2").add("harpy", 3, phase="night 2").add("vigormortis", 5, phase="night 2")
    game = make_game(CONTAGION, SEATS, answers)
    play_until(game, "day 2")
    first, second = answers.options("harpy")[:2]
    assert sorted(first) == list(range(7)) and 1 not in second and len(second) == 6
    assert judged(answers, "day 1") == [1]
    assert judged(answers, "day 2") == [4]
    assert "mad" not in game.seats[1].knows  # the bots' character madness is not touched


def test_the_harpy_dying_ends_the_madness() -> None:
    answers = Recording()
    answers.add("harpy", 1, phase="night 2").add("harpy", 3, phase="night 2").add("vigormortis", 5, phase="night 2")
    answers.add("assassin", 0, phase="night 2")
    game = make_game(CONTAGION, SEATS, answers)
    play_until(game, "day 2")
    assert not game.seats[0].alive
    assert judged(answers, "day 2") == []


def test_only_the_living_may_die_of_it() -> None:
    answers = Recording()
    answers.add("vigormortis", 3, phase="night 2")
    answers.add("harpy", 1, phase="night 2").add("harpy", 3, phase="night 2")
    answers.add("madness.convincing", False, phase="day 2")
    game = make_game(CONTAGION, SEATS, answers)
    play_until(game, "day 2")
    assert answers.last_options("harpy.kill") == [None, (1,)]


def test_random_games_with_the_harpy_run_and_it_kills_sometimes() -> None:
    seen = play_many(CONTAGION, ["harpy"], 150, seed_tag="harpy")
    assert seen["ran"] >= 140
    assert seen["effect:harpy:mad"] > 100
    assert 0 < seen["death:harpy"] < seen["effect:harpy:mad"] / 3
