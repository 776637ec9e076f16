"""Oracle: Each night*, you learn how many dead players are evil."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...game.info import inform
from ...game.registration import World
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Oracle(Ability):
    """Learns how many dead players register as evil (every night but the first)."""

    id = "oracle"

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        dead = [s.index for s in game.seats if not s.alive]

        def truth(world: World) -> Iterable[int]:
            return (sum(1 for i in dead if world.is_evil(i)),)

        inform(game, self, "oracle", truth, range(len(dead) + 1), plain_first=True, of="number")


register(Oracle)
