"""Bone Collector (Traveller): Once per game, at night*, choose a dead player: they regain
their ability until dusk."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.state import KEEPS_ABILITY, Effect
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class BoneCollector(Ability):
    """Once per game, on a night but the first, the living Bone Collector may choose a dead
    player (decision ``bonecollector``: nobody, or a dead player). If it functions, that
    player has their ability back until the next dusk (KEEPS_ABILITY): they wake at their
    place later tonight and their day ability works tomorrow. Choosing uses the ability,
    even drunk or poisoned (then nothing happens)."""

    id = "bonecollector"

    def wakes(self, game: Game, first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: Game) -> None:
        dead = [s.index for s in game.seats if not s.alive and s.index != self.seat_index]
        if not dead:
            return
        options: list[Any] = [None, *dead]
        chosen = self.choose(game, options, "Choose a dead player: they regain their ability until dusk (once).")
        if chosen is None:
            return
        works = game.functioning(self)
        self.spent = True
        if not works:
            return
        game.add_effect(Effect(KEEPS_ABILITY, chosen, self, until=("dusk", game.night_no)))


register(BoneCollector)
