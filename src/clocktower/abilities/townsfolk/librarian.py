"""Librarian: You start knowing that 1 of 2 players is a particular Outsider. (Or that zero
are in play.)"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any, Iterable

from ...characters import Team
from ...game.info import inform
from ...game.registration import World
from ..base import Ability, register
from ._plain import plain_first

if TYPE_CHECKING:
    from ...game.engine import Game

ZERO = "zero"
"""The answer "zero Outsiders are in play"."""


def outsider_ids(game: "Game") -> list[str]:
    """Outsider characters the Storyteller may show: the script's, then any in play off it."""
    found = [c.id for c in game.script.characters if c.team is Team.OUTSIDER]
    for seat in game.seats:
        if seat.team is Team.OUTSIDER and seat.character.id not in found:
            found.append(seat.character.id)
    return found


@register
class Librarian(Ability):
    """First night only (decision ``info.librarian``): two other players (seat order) and an
    Outsider one of them registers as, flattened to ``(a, b, outsider)``; or "zero" when
    nobody else registers as an Outsider. The Drunk is shown as the Drunk."""

    id = "librarian"

    def night(self, game: "Game") -> None:
        others = self.others(game)
        pairs = list(combinations(others, 2))
        outsiders = outsider_ids(game)
        everything: list[Any] = [(a, b, c) for a, b in pairs for c in outsiders] + [ZERO]

        def truth(world: World) -> Iterable[Any]:
            found = [(i, world.character(i).id) for i in others if world.team(i) is Team.OUTSIDER]
            if not found:
                return (ZERO,)
            return {(a, b, c) for i, c in found for a, b in pairs if i in (a, b)}

        inform(game, self, self.id, truth, plain_first(game, truth, everything))
