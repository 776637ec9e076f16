"""Chef: You start knowing how many pairs of evil players there are."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...game.info import inform
from ...game.registration import World
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


def evil_pairs(game: "Game", world: World) -> int:
    """How many pairs of neighbouring seats both register as evil in ``world``: around the
    whole circle, the dead and Travellers included (three evil in a row are two pairs)."""
    n = len(game.seats)
    if n < 2:
        return 0
    pairs = range(n) if n > 2 else range(1)
    return sum(1 for i in pairs if world.is_evil(i) and world.is_evil((i + 1) % n))


class Chef(Ability):
    """First night only (decision ``info.chef``): a number from 0 to the number of seats."""

    id = "chef"

    def night(self, game: "Game") -> None:
        def truth(world: World) -> Iterable[int]:
            return (evil_pairs(game, world),)

        everything = list(range(len(game.seats) + 1))
        inform(game, self, self.id, truth, everything, plain_first=True, of="number")


register(Chef)
