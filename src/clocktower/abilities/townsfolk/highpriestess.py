"""High Priestess: Each night, learn which player the Storyteller believes you should
talk to most."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...game.info import inform
from ...game.registration import World
from ...game.state import Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class HighPriestess(Ability):
    """Each night the Storyteller points to one other player, alive or dead. What the
    Storyteller believes cannot be wrong, so every player is a true answer; a drunk or
    poisoned High Priestess may be shown anyone too (the Storyteller then need not mean
    it). The answer space lists first the players a Storyteller would usually pick:
    living players holding information or evil players, then the rest."""

    id = "highpriestess"

    def night(self, game: Game) -> None:
        others = self.others(game)
        if not others:
            return
        ordered = sorted(others, key=lambda i: self._rank(game.seats[i]))

        def truth(world: World) -> Iterable[int]:
            return others

        inform(game, self, self.id, truth, ordered)

    @staticmethod
    def _rank(seat: Seat) -> tuple[int, int]:
        """Living evil players first, then living good ones, then the dead."""
        if not seat.alive:
            return (2, seat.index)
        return (0 if seat.is_evil else 1, seat.index)


register(HighPriestess)
