"""Empath: Each night, you learn how many of your 2 alive neighbors are evil."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...game.info import inform
from ...game.registration import World
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Empath(Ability):
    """Each night (decision ``info.empath``): 0, 1 or 2, how many of the closest living
    player each way (dead players are skipped; Travellers count) register as evil."""

    id = "empath"

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return
        neighbours = [s.index for s in game.neighbours(holder, lambda s: s.alive)]

        def truth(world: World) -> Iterable[int]:
            return (sum(1 for i in neighbours if world.is_evil(i)),)

        inform(game, self, self.id, truth, [0, 1, 2], plain_first=True,
               neighbours=neighbours, of="number")


register(Empath)
