"""Mayor: the peaceful three-player win and the night bounce."""

from __future__ import annotations

from typing import Any

from clocktower.agents.scripted import Scripted
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game
from clocktower.game.state import ABILITY, DEMON
from clocktower.script import all_characters

from .social_games import forced_random_games, scripted_game, step

SEATS = [("Alice", "mayor"), ("Bob", "ojo"), ("Carol", "noble"), ("Dave", "soldier"), ("Eve", "recluse")]


class Recorder(Scripted):
    def __init__(self) -> None:
        super().__init__()
        self.decisions: list[Decision] = []

    def decide(self, game: Game, decision: Decision) -> Any:
        self.decisions.append(decision)
        return super().decide(game, decision)


def test_bounce_options_are_the_mayor_dying_first_then_every_other_player() -> None:
    rec = Recorder()
    game, _ = scripted_game(SEATS, rec)
    step(game, "night 1")
    game.seats[4].alive = False
    game.phase = "night 2"
    assert game.kill(game.seats[0], DEMON, None)  # the quiet answer: the Mayor dies
    (d,) = [d for d in rec.decisions if d.kind == "mayor.bounce"]
    assert d.options[0] is None and list(d.options[1:]) == [1, 2, 3, 4] and d.about == 0


def test_bounce_works_for_any_stoppable_night_death() -> None:
    answers = Scripted().add("mayor.bounce", 2)
    game, _ = scripted_game(SEATS, answers)
    step(game, "night 1")
    game.phase = "night 2"
    assert game.kill(game.seats[0], ABILITY, None)
    assert game.seats[0].alive and not game.seats[2].alive


def test_a_bounced_death_is_not_bounced_again() -> None:
    answers = Scripted().add("mayor.bounce", 2)
    game, _ = scripted_game([("Alice", "mayor"), ("Bob", "ojo"), ("Carol", "mayor"), ("Dave", "soldier")], answers)
    step(game, "night 1")
    game.phase = "night 2"
    game.kill(game.seats[0], DEMON, None)
    assert not game.seats[2].alive
    assert len([a for a in answers.asked if a[1] == "mayor.bounce"]) == 1


def test_travellers_count_as_players_for_the_mayor() -> None:
    game, _ = scripted_game(SEATS + [("Fay", "noble")])
    step(game, "night 1")
    game.seats[5].character = all_characters()["bishop"]  # Fay is a Traveller now
    game.seats[2].alive = False
    game.seats[4].alive = False
    step(game, "day 1")  # Alice, Bob, Dave and the Traveller alive: four players
    assert game.winner is None
    game.seats[5].alive = False
    step(game, "day 2")
    assert game.winner == "good"


def test_random_games_with_a_mayor_run() -> None:
    seen = forced_random_games(["mayor"], games=300)
    assert seen["redirected"] > 10
    assert any(k.startswith("won:the Mayor") for k in seen)
