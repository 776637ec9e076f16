"""Assassin: Once per game, at night*, choose a player: they die, even if for some reason
they could not."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import ABILITY
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Assassin(Ability):
    """One unstoppable kill; choosing spends it, even when drunk or poisoned."""

    id = "assassin"

    def night(self, game: "Game") -> None:
        options = [None] + [s.index for s in game.seats]
        target = self.choose(game, options, "Choose a player to assassinate, or nobody.")
        if target is None:
            return
        works = game.functioning(self)
        self.spent = True
        game.log("ability-used", -1, seat=self.seat_index, ability=self.id)
        if works:
            game.kill(game.seats[target], ABILITY, self, unstoppable=True)


register(Assassin)
