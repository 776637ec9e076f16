"""Fool: The 1st time you die, you don't."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

USED = "used"


class Fool(Ability):
    """The first time the Fool would die while its ability functions, by any cause protection
    stops (the Demon, execution, any ability; not the Assassin's, nor exile), it does not,
    and the ability is used. Nobody is told; an execution still happened. A drunk or
    poisoned Fool dies and keeps its ability for later (``state["used"]``, not ``spent``, so
    the engine's functioning check after ``prevents_death`` still holds)."""

    id = "fool"

    def prevents_death(self, game: "Game", target: Seat, cause: str, source: Ability | None) -> bool:
        if target is not self.holder or self.state.get(USED):
            return False
        self.state[USED] = True
        return True

    def on_revived(self, game: "Game") -> None:
        super().on_revived(game)
        self.state.pop(USED, None)


register(Fool)
