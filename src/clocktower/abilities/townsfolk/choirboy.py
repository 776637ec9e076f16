"""Choirboy: If the Demon kills the King, you learn which player is the Demon. [+the King]"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Iterable

from ...game.info import inform
from ...game.registration import World
from ...game.state import DEMON, Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag

KING = "king"
KILLED = "killed"  # (night, the Demon's seat)


class Choirboy(Ability):
    """Setup: the King is put in the bag in place of another Townsfolk. When a Demon's
    ability kills the King at night, the Choirboy wakes at its place that night (alive) and
    learns that Demon player (``info.choirboy``); drunk or poisoned, anyone."""

    id = "choirboy"
    requires: ClassVar[tuple[str, ...]] = (KING,)
    """[+the King]: the bag draws the King with the Choirboy (``setup.required_by``)."""

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        bag.require(KING)

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if seat.character.id != KING or cause != DEMON or source is None or source.holder is None \
                or not game.phase.startswith("night"):
            return
        self.state[KILLED] = (game.night_no, source.holder.index)

    def wakes(self, game: "Game", first: bool) -> bool:
        killed = self.state.get(KILLED)
        return killed is not None and killed[0] == game.night_no and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        demon = self.state[KILLED][1]
        everyone = [s.index for s in game.seats]

        def truth(world: World) -> Iterable[int]:
            return (demon,)

        inform(game, self, self.id, truth, [demon, *(i for i in everyone if i != demon)])


register(Choirboy)
