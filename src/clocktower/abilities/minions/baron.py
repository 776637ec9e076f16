"""Baron: There are extra Outsiders in play. [+2 Outsiders]

Setup only: two Townsfolk tokens are swapped for two Outsider tokens before the bag is
drawn. Nothing happens during the game, and the change stays if the Baron dies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import Ability, Delta, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Baron(Ability):
    """[+2 Outsiders]: two Townsfolk fewer, two Outsiders more (a setup modifier only)."""

    id = "baron"

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        # The added Outsiders always replace Townsfolk, never another character type.
        return [(-2, +2, 0, 0)]

    def prepare(self, game: "Game") -> None:
        """Record that the bracket applied (so simulations count the Baron as firing)."""
        if not self.fake and self.granted_by is None:
            self.fired(game, "extra outsiders")


register(Baron)
