"""Matron (Traveller): Each day, you may choose up to 3 sets of 2 players to swap seats.
Players may not leave their seats to talk in private."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

SWAPS = 3


class Matron(Ability):
    """Each day, before nominations, the living Matron may swap up to 3 pairs of players'
    seats, one pair at a time (decision ``matron``: a pair of seats, or none to stop). Each
    swap is public (event ``seats-swapped``) and moves the players round the circle
    (``Game.swap_seats``): neighbours, and the order of nominating and voting, follow where
    players now sit. A drunk or poisoned Matron still chooses; nobody moves. The rule on
    private talk is a table rule with nothing to enforce here."""

    id = "matron"

    def day_action(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or not holder.alive:
            return
        pairs: list[Any] = [None, *combinations(range(len(game.seats)), 2)]
        for _ in range(SWAPS):
            pair = self.choose(game, pairs, "Choose 2 players to swap seats (or stop).")
            if pair is None:
                return
            if game.functioning(self):
                game.swap_seats(*pair)
                self.fired(game, "swapped seats", seats=list(pair))


register(Matron)
