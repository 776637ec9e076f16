"""Heretic: Whoever wins, loses & whoever loses, wins, even if you are dead.

Setup: the official jinxes "Only 1 jinxed character can be in play" (with the Baron, the
Spy, the Widow, the Godfather) are kept by the bag itself (``game.setup.exclusive_pairs``):
once a jinxed partner is drawn, no Heretic token can join it, by any route (the draw, a
Marionette-Balloonist's extra Outsider, what a hidden player believes).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL, GOOD
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Heretic(Ability):
    """When the game ends, for any reason, the other team wins instead, while the Heretic's
    ability functions: alive or dead, but not drunk or poisoned (and not a fake copy)."""

    id = "heretic"
    works_when_dead = True

    def wakes(self, game: "Game", first: bool) -> bool:
        return False

    def adjust_winner(self, game: "Game", winner: str) -> str:
        if winner not in (GOOD, EVIL):
            return winner
        self.fired(game, "inverted", was=winner)
        return EVIL if winner == GOOD else GOOD


register(Heretic)
