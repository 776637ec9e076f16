"""Balloonist: Each night, you learn a player of a different character type than last
night. [+0 or +1 Outsider]"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...game.info import inform
from ...game.registration import World
from ..base import Ability, Delta, NO_CHANGE, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Balloonist(Ability):
    """Is shown one player each night; when sober and healthy, that player's character type
    differs from the type of the player shown the time before (``state["last"]``)."""

    id = "balloonist"

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        """The Storyteller may swap one Townsfolk for an Outsider."""
        if counts[0] <= 0:
            return [NO_CHANGE]
        return [NO_CHANGE, (-1, 1, 0, 0)]

    def night(self, game: "Game") -> None:
        seats = [s.index for s in game.seats]
        last: int | None = self.state.get("last")

        def truth(world: World) -> Iterable[int]:
            if last is None:
                return seats
            shown_type = world.team(last)
            return [i for i in seats if world.team(i) is not shown_type]

        shown = inform(game, self, "balloonist", truth, seats, plain_first=True)
        self.state["last"] = shown


register(Balloonist)
