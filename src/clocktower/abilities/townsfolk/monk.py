"""Monk: Each night*, choose a player (not yourself): they are safe from the Demon tonight."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import SAFE, Effect
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


@register
class Monk(Ability):
    """Protects one other player from the Demon's ability until dawn."""

    id = "monk"

    def night(self, game: "Game") -> None:
        target = self.choose(game, self.others(game), "Choose a player (not yourself) to protect tonight.")
        if game.functioning(self):
            game.add_effect(Effect(SAFE, target, self, until=("dawn", game.night_no)))
