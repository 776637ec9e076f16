"""Helpers for the Traveller tests: seats with alignments, and playing phase by phase."""

from __future__ import annotations

from typing import Any

from clocktower.game.engine import Game, GameOver
from clocktower.game.setup import SeatSpec, Setup

from .recording import FOR, Recording


def traveller_game(seats: list[tuple[Any, ...]], answers: Recording | None = None,
                   bluffs: list[str] | None = None) -> tuple[Game, Recording]:
    """A Fall of Rome game from (name, character[, believes[, alignment]]) seats."""
    answers = answers or Recording()
    specs = [SeatSpec(s[0], s[1], s[2] if len(s) > 2 else None, s[3] if len(s) > 3 else None)
             for s in seats]
    return Game(FOR, Setup(specs, bluffs or []), storyteller=answers, deciders=answers), answers


def play_until(game: Game, label: str) -> None:
    """Play from the start until the phase ``label`` ("night 2", "day 1") has ended."""
    game.prepare()
    try:
        while True:
            game.night()
            game.dawn()
            if label == f"night {game.night_no}":
                return
            game.day()
            game.dusk()
            if label == f"day {game.day_no}":
                return
    except GameOver:
        return


def seat(game: Game, name: str) -> Any:
    """The seat of the player called ``name``."""
    return next(s for s in game.seats if s.name == name)
