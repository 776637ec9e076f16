"""Recluse: no misregistration while drunk or poisoned (scenarios cover the rest)."""

from __future__ import annotations

from typing import Any

from clocktower.game.state import DRUNK, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import to_night
from ..support.scripts import UNTITLED


def noble_options(poison_recluse: bool) -> list[Any]:
    answers = Recording().add("widow", 1 if poison_recluse else 3)
    seats = [("Alice", "noble"), ("Bob", "recluse"), ("Carol", "monk"), ("Dave", "soldier"), ("Eve", "ojo"),
             ("Fay", "widow"), ("Gus", "seamstress")]
    game = make_game(UNTITLED, seats, answers)
    game.prepare()
    game.night()
    (info,) = [d for d in answers.decisions if d.kind == "info.noble"]
    return list(info.options)


def test_a_poisoned_recluse_registers_only_as_itself_to_information() -> None:
    assert (1, 2, 3) in noble_options(poison_recluse=False)  # only the Recluse could be the evil one
    assert (1, 2, 3) not in noble_options(poison_recluse=True)


def test_a_drunk_recluse_registers_only_as_itself_to_effects() -> None:
    for drunk in (False, True):
        answers = Recording().add("ojo", "assassin").add("monk", 0)
        seats = [("Alice", "noble"), ("Bob", "recluse"), ("Carol", "monk"), ("Dave", "soldier"), ("Eve", "ojo")]
        game = make_game(UNTITLED, seats, answers)
        if drunk:
            game.seats[1].effects.append(Effect(DRUNK, 1, None))
        to_night(game, 2)
        game.night()
        asked = [d for d in answers.decisions if d.kind == "register" and d.about == 1]
        assert bool(asked) is not drunk


def test_a_dead_recluse_keeps_its_personas() -> None:
    game = make_game(UNTITLED, [("Alice", "noble"), ("Bob", "recluse"), ("Carol", "monk"), ("Dave", "soldier"),
                                ("Eve", "ojo")])
    game.seats[1].alive = False
    personas = game.personas(game.seats[1])
    assert any(p.is_evil for p in personas)
    assert {p.character.id for p in personas} >= {"assassin", "widow", "ojo", "shabaloth"}
