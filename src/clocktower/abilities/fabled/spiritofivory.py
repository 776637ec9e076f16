"""Spirit of Ivory (Fabled): There can't be more than 1 extra evil player.

The normal number of evil players is the player-count table's Minions and Demons. Once
one player more than that is evil (Travellers aside), any other player who would turn
evil stays good.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL
from ...game.state import Seat
from ...script import player_counts
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


def normal_evil(game: "Game") -> int:
    """How many players start evil by the player-count table."""
    counts = player_counts(game.player_count)
    return counts.minion + counts.demon


class SpiritOfIvory(Ability):
    """No more than one extra evil player."""

    id = "spiritofivory"

    def refuses_alignment(self, game: "Game", seat: Seat, alignment: str) -> bool:
        if alignment != EVIL or seat.is_traveller or not 5 <= game.player_count <= 15:
            return False
        evil = sum(1 for s in game.seats if s.is_evil and not s.is_traveller)
        if evil + 1 <= normal_evil(game) + 1:
            return False
        self.fired(game, "no more evil", player=seat.index)
        return True


register(SpiritOfIvory)
