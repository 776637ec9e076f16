"""Helpers for tests: a tiny script of implemented characters and a game builder."""

from __future__ import annotations

from typing import Any

from clocktower.agents.scripted import Scripted
from clocktower.game.engine import Game
from clocktower.game.setup import SeatSpec, Setup
from clocktower.script import Script

TINY = [{"id": "_meta", "name": "Tiny"}, "noble", "monk", "soldier", "recluse", "drunk", "assassin", "ojo"]


def make_game(script: Script, seats: list[tuple[str, str] | tuple[str, str, str]],
              answers: Scripted | None = None, **kw: Any) -> Game:
    """A game with the given (name, character[, believes]) seats and scripted answers."""
    specs = [SeatSpec(s[0], s[1], s[2] if len(s) > 2 else None) for s in seats]
    answers = answers or Scripted()
    return Game(script, Setup(specs, kw.pop("bluffs", [])), storyteller=answers, deciders=answers, **kw)
