"""Magician: The Demon thinks you are a Minion. Minions think you are a Demon."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.state import Seat
from ...game.hooks import WORKING
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


@register
class Magician(Ability):
    """While it functions at Minion and Demon info, a Magician is shown to the Minions among
    the Demons and to the Demon among the Minions (in seat order, so nothing tells them
    apart). Marionette jinx: with a living Magician, nothing shows the Demon which neighbour
    is the Marionette (a neighbour is never singled out here anyway)."""

    id = "magician"
    reach = {"adjust_evil_info": WORKING}

    def adjust_evil_info(self, game: "Game", kind: str, seat: Seat,
                         shown: dict[str, Any]) -> dict[str, Any] | None:
        holder = self.holder
        if holder is None or holder is seat:
            return shown
        if kind == "minion-info" and "demons" in shown:
            return {**shown, "demons": sorted({*shown["demons"], holder.index})}
        if kind == "demon-info" and "minions" in shown:
            return {**shown, "minions": sorted({*shown["minions"], holder.index})}
        return shown
