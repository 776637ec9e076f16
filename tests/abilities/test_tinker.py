"""Tinker: the Storyteller may kill it at any time (while its ability works)."""

from __future__ import annotations

from typing import Any

from clocktower.abilities.base import Ability
from clocktower.agents.preferences import weights as preferred
from clocktower.agents.scripted import Scripted
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game
from clocktower.game.state import POISONED, Effect, Seat

from ..support.games import make_game
from ..support.phases import to_night
from ..support.random_games import play_many
from ..support.scripts import UNTITLED

SEATS = [("Alice", "tinker"), ("Bob", "monk"), ("Carol", "ojo"), ("Dave", "soldier"), ("Eve", "noble")]


def ojo_spares(answers: Scripted, nights: range) -> Scripted:
    for n in nights:
        answers.add("ojo", "soldier", phase=f"night {n}").add("monk", 4, phase=f"night {n}")
    return answers


def test_poisoned_tinker_is_never_offered_death() -> None:
    answers = ojo_spares(Scripted(), range(2, 4))
    for phase in ("day 1", "night 2", "day 2", "night 3", "day 3"):
        answers.add("tinker.die", True, phase=phase)
    game = make_game(UNTITLED, SEATS, answers)
    game.seats[0].effects.append(Effect(POISONED, 0, None))
    to_night(game, 4)
    assert game.seats[0].alive
    assert not any(kind == "tinker.die" for _, kind, _ in answers.asked)


def test_not_offered_on_the_first_night() -> None:
    answers = Scripted()
    game = make_game(UNTITLED, SEATS, answers)
    game.prepare()
    game.night()
    assert not any(kind == "tinker.die" for _, kind, _ in answers.asked)
    game.dawn()
    game.day()
    assert ("day 1", "tinker.die", -1) in answers.asked


def test_sober_tinker_is_offered_at_night_and_day() -> None:
    answers = ojo_spares(Scripted(), range(2, 3))
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 3)
    asked = [phase for phase, kind, _ in answers.asked if kind == "tinker.die"]
    assert asked == ["day 1", "night 2", "day 2"]


class _Shield(Ability):
    """A test-only protection from every death."""

    id = "test-shield"

    def prevents_death(self, game: Game, target: Seat, cause: str, source: Ability | None) -> bool:
        return target.index == 0


def test_protection_from_death_stops_the_tinker_dying() -> None:
    answers = Scripted().add("tinker.die", True, phase="day 1")
    game = make_game(UNTITLED, SEATS, answers)
    game.storyteller_abilities.append(_Shield(UNTITLED.by_id["soldier"], None))
    to_night(game, 2)
    assert game.seats[0].alive
    assert any(e.kind == "protected" and e.data["seat"] == 0 for e in game.events)


class _Recorder:
    """A Storyteller that records the tinker.die decisions and always answers no."""

    is_bot = True
    trusted = False

    def __init__(self) -> None:
        self.seen: list[Any] = []  # how the random Storyteller would weigh each tinker.die

    def decide(self, game: Game, decision: Decision) -> Any:
        if decision.kind == "tinker.die":
            self.seen.append(preferred(game, decision))
            return False
        return decision.options[0]


def test_random_storyteller_never_kills_the_tinker_when_it_would_end_the_game() -> None:
    recorder = _Recorder()
    seats = [("Alice", "tinker"), ("Bob", "monk"), ("Carol", "ojo"), ("Dave", "soldier"), ("Eve", "noble")]
    game = make_game(UNTITLED, seats, Scripted(), storyteller=recorder)
    game.prepare()
    game.night()
    game.dawn()
    game.day()  # five alive: death is possible
    assert recorder.seen[-1] is not None and recorder.seen[-1][1] > 0
    game.seats[1].alive = False
    game.seats[3].alive = False  # three alive: the Tinker's death would hand evil the game
    game.day()
    assert recorder.seen[-1] is not None and recorder.seen[-1][1] == 0


def test_random_games_with_a_tinker() -> None:
    seen = play_many(UNTITLED, ["tinker"], 300)
    assert seen["ran"] >= 250
    assert seen["death:tinker:ability"] > 0
