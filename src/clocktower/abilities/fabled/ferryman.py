"""Ferryman (Fabled, Carousel): On the final day, all dead players regain their vote token.

The final day is a day that begins with 3 or fewer living players (Travellers aside):
tonight's Demon kill would leave two (docs/rulings.md, Ferryman). Its start, every dead player's
vote token comes back, once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.eventkinds import declare
from ...game.state import PUBLIC
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

declare("ferryman", "The Ferryman: it is the final day, and every dead player regains their vote token.")

FINAL_DAY_ALIVE = 3


def final_day(game: "Game") -> bool:
    """Whether today is the final day: 3 or fewer living players, Travellers aside."""
    return sum(1 for s in game.seats if s.alive and not s.is_traveller) <= FINAL_DAY_ALIVE


class Ferryman(Ability):
    """Ghost votes come back on the final day."""

    id = "ferryman"

    def day_action(self, game: "Game") -> None:
        if self.spent or not final_day(game):
            return
        self.spent = True
        for seat in game.seats:
            game.restore_ghost_vote(seat, self)
        game.log("ferryman", PUBLIC)
        self.fired(game, "final day")


register(Ferryman)
