"""Librarian: You start knowing that 1 of 2 players is a particular Outsider. (Or that zero
are in play.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ..base import Ability, register
from ..shared.one_of_two import ZERO, one_of_two, team_ids

if TYPE_CHECKING:
    from ...game.engine import Game

__all__ = ["ZERO", "Librarian", "outsider_ids"]


def outsider_ids(game: "Game") -> list[str]:
    """Outsider characters the Storyteller may show: the script's, then any in play off it."""
    return team_ids(game, Team.OUTSIDER)


class Librarian(Ability):
    """First night only (decision ``info.librarian``): two other players (seat order) and an
    Outsider one of them registers as, flattened to ``(a, b, outsider)``; or "zero" when
    nobody else registers as an Outsider. The Drunk is shown as the Drunk."""

    id = "librarian"

    def night(self, game: "Game") -> None:
        one_of_two(game, self, Team.OUTSIDER, zero=True)


register(Librarian)
