"""Investigator: You start knowing that 1 of 2 players is a particular Minion."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ..base import Ability, register
from ..shared.one_of_two import one_of_two

if TYPE_CHECKING:
    from ...game.engine import Game


class Investigator(Ability):
    """First night only (decision ``info.investigator``): two other players (seat order) and
    a Minion one of them registers as, flattened to ``(a, b, minion)``. The Recluse may
    register as a Minion; the Spy may register as no Minion."""

    id = "investigator"

    def night(self, game: "Game") -> None:
        one_of_two(game, self, Team.MINION, zero=False)


register(Investigator)
