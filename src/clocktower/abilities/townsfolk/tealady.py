"""Tea Lady: If both your alive neighbors are good, they can't die."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class TeaLady(Ability):
    """While the Tea Lady functions (alive, sober and healthy) and her two nearest living
    neighbours both register as good (asked at the moment of the death; the Storyteller
    decides when both may hold), neither of them can die, by any cause protection stops
    (execution, the Demon, any ability; not the Assassin's, nor exile). A Tea Lady with a
    single living neighbour protects nobody."""

    id = "tealady"

    def prevents_death(self, game: "Game", target: Seat, cause: str, source: Ability | None) -> bool:
        holder = self.holder
        if holder is None or target is holder:
            return False
        around = game.neighbours(holder, lambda s: s.alive)
        if len(around) != 2 or target not in around:
            return False
        return all(game.registers_as(s, lambda p: not p.is_evil, "good") for s in around)


register(TeaLady)
