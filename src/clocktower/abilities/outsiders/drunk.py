"""Drunk: You do not know you are the Drunk. You think you are a Townsfolk character, but
you are not.

The engine deals the Drunk a believed Townsfolk at setup and gives the seat a *fake* copy of
that Townsfolk's ability: it wakes and chooses as that Townsfolk, but never works, and its
information is arbitrary.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Drunk(Ability):
    """No ability of its own; setup hides it behind a Townsfolk token."""

    id = "drunk"
    believes_townsfolk = True

    def adjust_info_mode(self, game: "Game", ability: Ability, mode: str) -> str:
        """The Drunk's own ability is having none: its believed Townsfolk's information is
        arbitrary (the mechanism already says so); this only records that it mattered."""
        if ability is not self and ability.holder is self.holder and ability.fake:
            self.fired(game, "arbitrary information", about=ability.character.id)
        return mode


register(Drunk)
