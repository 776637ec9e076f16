"""A game in which executions may be survived (as the Emperor's thumbs up allows), for rulings
about "executed" without a death while the Emperor is not yet implemented."""

from __future__ import annotations

from typing import Any

from clocktower.game.engine import Game
from clocktower.game.setup import SeatSpec, Setup
from clocktower.game.state import EXECUTION, STORYTELLER

from .recording import FOR, Recording


class ReprieveGame(Game):
    """Executions of the seats in ``spared`` do not kill."""

    spared: set[int]

    def kill(self, target: Any, cause: str, source: Any, **kw: Any) -> bool:
        if cause == EXECUTION and target.index in self.spared:
            self.log("protected", STORYTELLER, seat=target.index, cause=cause, by="reprieve")
            return False
        return super().kill(target, cause, source, **kw)


def reprieve_game(seats: list[tuple[str, ...]], answers: Recording, spared: list[str]) -> ReprieveGame:
    """A Fall of Rome game whose named players survive their execution."""
    specs = [SeatSpec(s[0], s[1], s[2] if len(s) > 2 else None) for s in seats]
    game = ReprieveGame(FOR, Setup(specs, []), storyteller=answers, deciders=answers)
    game.spared = {s.index for s in game.seats if s.name in spared}
    return game
