"""Juggler: the guesses, and the first day of a Juggler gained later."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from .test_axiom_townsfolk_games import MIXED

SEATS = [("Alice", "juggler"), ("Bob", "ojo"), ("Carol", "monk"), ("Dave", "soldier"), ("Eve", "noble")]


def test_each_guess_is_one_decision_of_a_player_and_a_character() -> None:
    rec = Recording()
    for _ in range(6):
        rec.add("juggler", (1, "ojo"), phase="day 1")
    rec.add("ojo", "soldier", phase="night 2")
    game = make_game(MIXED, SEATS, rec)
    play_until(game, "night 2")
    asked = rec.of("juggler")
    assert len(asked) == 5  # at most five guesses
    options = asked[0].options
    assert options[0] is None
    assert (0, "juggler") in options and (1, "ojo") in options  # themself too
    assert len(options) == 1 + 5 * len([c for c in MIXED.characters if c.team.value != "traveller"])
    info = [e for e in game.events if e.kind == "info" and e.data["what"] == "juggler"]
    assert [e.data["answer"] for e in info] == [5]
    guesses = [e for e in game.events if e.kind == "juggler-guess"]
    assert len(guesses) == 5 and all(e.audience == -2 for e in guesses)  # public


def test_a_juggler_gained_later_guesses_on_its_first_day_with_the_ability() -> None:
    answers = Scripted().add("philosopher", "juggler", phase="night 2")
    answers.add("juggler", (1, "ojo"), phase="day 2")
    for n in (2, 3):
        answers.add("ojo", "soldier", phase=f"night {n}")
    game = make_game(MIXED, [("Alice", "philosopher"), ("Bob", "ojo"), ("Carol", "monk"), ("Dave", "soldier"),
                             ("Eve", "noble")], answers)
    play_until(game, "night 3")
    guesses = [e for e in game.events if e.kind == "juggler-guess"]
    assert [e.phase for e in guesses] == ["day 2"]
    info = [e for e in game.events if e.kind == "info" and e.data["what"] == "juggler"]
    assert [(e.phase, e.data["answer"]) for e in info] == [("night 3", 1)]
