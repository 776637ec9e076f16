"""Washerwoman: You start knowing that 1 of 2 players is a particular Townsfolk."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ..base import Ability, register
from ..shared.one_of_two import one_of_two

if TYPE_CHECKING:
    from ...game.engine import Game


class Washerwoman(Ability):
    """First night only (decision ``info.washerwoman``): two other players (seat order) and a
    Townsfolk one of them registers as, flattened to ``(a, b, townsfolk)``. The Drunk is no
    Townsfolk; the Spy may register as one."""

    id = "washerwoman"

    def night(self, game: "Game") -> None:
        one_of_two(game, self, Team.TOWNSFOLK, zero=False)


register(Washerwoman)
