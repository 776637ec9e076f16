"""Gambler: Each night*, choose a player & guess their character: if you guess wrong, you
die."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.state import ABILITY
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

SAFE_BET = 3.0
"""How much a random Gambler leans to guessing its own character (a sure thing)."""
CLAIMED = 1.0
"""...and to guessing a living player's public claim."""
WILD = 0.01
"""...and to any other guess."""


@register
class Gambler(Ability):
    """Each night but the first, a player (itself and the dead allowed) and a character of
    the script (decision ``gambler``: a (seat, character id) pair). When the Gambler
    functions and the player does not register as that character (the Storyteller decides
    when both may hold), the Gambler dies (cause ability). A right guess does nothing."""

    id = "gambler"

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return
        tokens = [c.id for c in game.script.characters if c.team not in (Team.TRAVELLER, Team.FABLED, Team.LORIC)]
        options = [(s.index, cid) for s in game.seats for cid in tokens]
        weights = [self._lean(game, seat, cid) for seat, cid in options]
        seat, guess = self.choose(game, options, "Choose a player and guess their character: wrong, you die.",
                                  weights=weights)
        if not game.functioning(self):
            return
        target = game.seats[seat]
        right = game.registers_as(target, lambda p: p.character.id == guess, f"the {guess}")
        if not right:
            game.kill(holder, ABILITY, self)

    def _lean(self, game: "Game", seat: int, cid: str) -> float:
        """A bot's weight for a guess: itself as it believes, or a living player's claim."""
        holder = self.holder
        if holder is not None and seat == holder.index:
            return SAFE_BET if cid == holder.believes.id else WILD
        if game.seats[seat].alive and game.claims.get(seat) == cid:
            return CLAIMED
        return WILD
