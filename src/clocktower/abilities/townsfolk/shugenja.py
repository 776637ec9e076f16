"""Shugenja: You start knowing if your closest evil player is clockwise or anti-clockwise.
If equidistant, this info is arbitrary."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...game.info import inform
from ...game.registration import World
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

CLOCKWISE = "clockwise"
ANTICLOCKWISE = "anticlockwise"
DIRECTIONS = (CLOCKWISE, ANTICLOCKWISE)


class Shugenja(Ability):
    """Learns the direction of the closest evil player, counting every seat, alive or dead
    (first night only, or the night it arrives)."""

    id = "shugenja"

    def night(self, game: "Game") -> None:
        me = self.seat_index
        if me is None:
            return
        n = len(game.seats)

        def truth(world: World) -> Iterable[str]:
            clockwise = next((k for k in range(1, n) if world.is_evil(game.clockwise(me, k))), None)
            anticlockwise = next((k for k in range(1, n) if world.is_evil(game.clockwise(me, -k))), None)
            if clockwise is None or anticlockwise is None or clockwise == anticlockwise:
                return DIRECTIONS  # equidistant (or nobody evil): either answer
            return (CLOCKWISE,) if clockwise < anticlockwise else (ANTICLOCKWISE,)

        inform(game, self, "shugenja", truth, DIRECTIONS, plain_first=True)


register(Shugenja)
