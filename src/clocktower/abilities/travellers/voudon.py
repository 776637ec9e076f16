"""Voudon (Traveller): Only you & the dead can vote. They don't need a vote token to do so. A
50% majority isn't required."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Voudon(Ability):
    """While the Voudon is alive, sober and healthy, only the dead and the Voudon vote for
    executions (living players are not asked), the dead without a vote token and without
    spending it, and one vote is enough: the most votes (ties as usual) is about to die.
    Nominations, exiles and any ability's own vote thresholds are unchanged. If the Voudon
    stops working during the day, whoever is about to die stays so, and later nominations
    need the usual half of the living and more votes."""

    id = "voudon"

    def _works(self, game: Game) -> bool:
        return self.holder is not None and not self.fake and game.functioning(self)

    def voting(self, game: Game, voter: Seat) -> str | None:
        if not self._works(game):
            return None
        return "free" if voter is self.holder or not voter.alive else "never"

    def execution_votes_needed(self, game: Game, needed: int) -> int:
        if not self._works(game):
            return needed
        self.fired(game, "only the dead and the Voudon vote; one vote executes")
        return min(needed, 1)


register(Voudon)
