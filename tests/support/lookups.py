"""Finding things in a game: seats by name, what players were told."""

from __future__ import annotations

from clocktower.game.engine import Game
from clocktower.game.events import Event
from clocktower.game.state import Seat


def names(game: Game) -> dict[str, int]:
    """Seat index by player name."""
    return {s.name: s.index for s in game.seats}


def seat(game: Game, name: str) -> Seat:
    """The seat of the player called ``name``."""
    return next(s for s in game.seats if s.name == name)


def told(game: Game, what: str) -> list[Event]:
    """The info events about ``what`` (an ability id), in order."""
    return [e for e in game.events if e.kind == "info" and e.data["what"] == what]
