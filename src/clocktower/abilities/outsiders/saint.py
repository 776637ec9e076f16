"""Saint: If you die by execution, your team loses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL, GOOD
from ...game.state import EXECUTION, STORYTELLER, Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Saint(Ability):
    """When the Saint dies by execution while sober and healthy (judged as it dies), the
    other team wins at once. An execution the Saint survives, or a death any other way,
    does nothing."""

    id = "saint"

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        holder = self.holder
        if seat is not holder or holder is None or cause != EXECUTION:
            return
        if self.fake or self.removed or game.impaired(holder):
            game.log("ability-failed", STORYTELLER, seat=holder.index, ability=self.id,
                     reason="drunk or poisoned")
            return
        self.fired(game, "executed")
        winner = GOOD if holder.alignment == EVIL else EVIL
        game.win(winner, "the Saint was executed")


register(Saint)
