"""Tinker: the Storyteller may kill it at any time (while its ability works)."""

from __future__ import annotations

from typing import Any

from clocktower.abilities.base import Ability
from clocktower.agents.scripted import Scripted
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game
from clocktower.game.setup import SeatSpec, Setup
from clocktower.game.state import POISONED, Effect, Seat
from clocktower.script import load_script

from .forced_games import play_many

SCRIPT = load_script("untitled-almanac")
SEATS = [("Alice", "tinker"), ("Bob", "monk"), ("Carol", "ojo"), ("Dave", "soldier"), ("Eve", "noble")]


def game_with(answers: Scripted, seats: list[tuple[str, str]] = SEATS) -> Game:
    setup = Setup([SeatSpec(n, c) for n, c in seats])
    return Game(SCRIPT, setup, storyteller=answers, deciders=answers)


def ojo_spares(answers: Scripted, nights: range) -> Scripted:
    for n in nights:
        answers.add("ojo", "soldier", phase=f"night {n}").add("monk", 4, phase=f"night {n}")
    return answers


def play(game: Game, days: int) -> None:
    game.prepare()
    for _ in range(days):
        game.night()
        game.dawn()
        game.day()
        game.dusk()


def test_poisoned_tinker_is_never_offered_death() -> None:
    answers = ojo_spares(Scripted(), range(2, 4))
    for phase in ("day 1", "night 2", "day 2", "night 3", "day 3"):
        answers.add("tinker.die", True, phase=phase)
    game = game_with(answers)
    game.seats[0].effects.append(Effect(POISONED, 0, None))
    play(game, 3)
    assert game.seats[0].alive
    assert not any(kind == "tinker.die" for _, kind, _ in answers.asked)


def test_not_offered_on_the_first_night() -> None:
    answers = Scripted()
    game = game_with(answers)
    game.prepare()
    game.night()
    assert not any(kind == "tinker.die" for _, kind, _ in answers.asked)
    game.dawn()
    game.day()
    assert ("day 1", "tinker.die", -1) in answers.asked


def test_sober_tinker_is_offered_at_night_and_day() -> None:
    answers = ojo_spares(Scripted(), range(2, 3))
    game = game_with(answers)
    play(game, 2)
    asked = [phase for phase, kind, _ in answers.asked if kind == "tinker.die"]
    assert asked == ["day 1", "night 2", "day 2"]


class _Shield(Ability):
    """A test-only protection from every death."""

    id = "test-shield"

    def prevents_death(self, game: Game, target: Seat, cause: str, source: Ability | None) -> bool:
        return target.index == 0


def test_protection_from_death_stops_the_tinker_dying() -> None:
    answers = Scripted().add("tinker.die", True, phase="day 1")
    game = game_with(answers)
    game.storyteller_abilities.append(_Shield(SCRIPT.by_id["soldier"], None))
    play(game, 1)
    assert game.seats[0].alive
    assert any(e.kind == "protected" and e.data["seat"] == 0 for e in game.events)


class _Recorder:
    """A Storyteller that records the tinker.die decisions and always answers no."""

    is_bot = True

    def __init__(self) -> None:
        self.seen: list[Decision] = []

    def decide(self, game: Game, decision: Decision) -> Any:
        if decision.kind == "tinker.die":
            self.seen.append(decision)
            return False
        return decision.options[0]


def test_random_storyteller_never_kills_the_tinker_when_it_would_end_the_game() -> None:
    recorder = _Recorder()
    seats = [("Alice", "tinker"), ("Bob", "monk"), ("Carol", "ojo"), ("Dave", "soldier"), ("Eve", "noble")]
    game = Game(SCRIPT, Setup([SeatSpec(n, c) for n, c in seats]), storyteller=recorder, deciders=Scripted())
    game.prepare()
    game.night()
    game.dawn()
    game.day()  # five alive: death is possible
    assert recorder.seen[-1].weights is not None and recorder.seen[-1].weights[1] > 0
    game.seats[1].alive = False
    game.seats[3].alive = False  # three alive: the Tinker's death would hand evil the game
    game.day()
    assert recorder.seen[-1].weights is not None and recorder.seen[-1].weights[1] == 0


def test_random_games_with_a_tinker() -> None:
    ran, seen = play_many(["tinker"], games=300)
    assert ran >= 250
    assert seen["death:tinker:ability"] > 0
