"""Steward: You start knowing 1 good player."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...game.info import inform
from ...game.registration import World
from ...game.state import STORYTELLER
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Steward(Ability):
    """Learns one other player who registers as good, on its first night (a Steward
    created later learns it the night it arrives: the engine wakes first-night abilities
    that arrived late). Only the player is learnt, not their character."""

    id = "steward"

    def night(self, game: Game) -> None:
        others = self.others(game)
        if not others:
            return

        def truth(world: World) -> Iterable[int]:
            return [i for i in others if not world.is_evil(i)]

        shown = inform(game, self, self.id, truth, others, plain_first=True)
        game.log("reminder", STORYTELLER, seat=shown, reminder="Know", ability=self.id)


register(Steward)
