"""Recluse: no misregistration while drunk or poisoned (scenarios cover the rest)."""

from __future__ import annotations

from typing import Any

from clocktower.agents.scripted import Scripted
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game
from clocktower.game.setup import SeatSpec, Setup
from clocktower.game.state import DRUNK, Effect
from clocktower.script import load_script

SCRIPT = load_script("untitled-almanac")


class Recorder(Scripted):
    """Scripted answers that also keep every decision asked."""

    def __init__(self) -> None:
        super().__init__()
        self.decisions: list[Decision] = []

    def decide(self, game: Game, decision: Decision) -> Any:
        self.decisions.append(decision)
        return super().decide(game, decision)


def game_with(answers: Scripted, seats: list[tuple[str, str]]) -> Game:
    return Game(SCRIPT, Setup([SeatSpec(n, c) for n, c in seats]), storyteller=answers, deciders=answers)


def noble_options(poison_recluse: bool) -> list[Any]:
    answers = Recorder().add("widow", 1 if poison_recluse else 3)
    seats = [("Alice", "noble"), ("Bob", "recluse"), ("Carol", "monk"), ("Dave", "soldier"), ("Eve", "ojo"),
             ("Fay", "widow"), ("Gus", "seamstress")]
    game = game_with(answers, seats)
    game.prepare()
    game.night()
    (info,) = [d for d in answers.decisions if d.kind == "info.noble"]
    return list(info.options)


def test_a_poisoned_recluse_registers_only_as_itself_to_information() -> None:
    assert (1, 2, 3) in noble_options(poison_recluse=False)  # only the Recluse could be the evil one
    assert (1, 2, 3) not in noble_options(poison_recluse=True)


def test_a_drunk_recluse_registers_only_as_itself_to_effects() -> None:
    for drunk in (False, True):
        answers = Recorder().add("ojo", "assassin").add("monk", 0)
        seats = [("Alice", "noble"), ("Bob", "recluse"), ("Carol", "monk"), ("Dave", "soldier"), ("Eve", "ojo")]
        game = game_with(answers, seats)
        if drunk:
            game.seats[1].effects.append(Effect(DRUNK, 1, None))
        game.prepare()
        game.night()
        game.dawn()
        game.day()
        game.dusk()
        game.night()
        asked = [d for d in answers.decisions if d.kind == "register" and d.about == 1]
        assert bool(asked) is not drunk


def test_a_dead_recluse_keeps_its_personas() -> None:
    game = game_with(Scripted(), [("Alice", "noble"), ("Bob", "recluse"), ("Carol", "monk"), ("Dave", "soldier"),
                                  ("Eve", "ojo")])
    game.seats[1].alive = False
    personas = game.personas(game.seats[1])
    assert any(p.is_evil for p in personas)
    assert {p.character.id for p in personas} >= {"assassin", "widow", "ojo", "shabaloth"}
