"""Gambler: Each night*, choose a player & guess their character: if you guess wrong, you
die."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.state import ABILITY
from ..shared.pairs import player_and_character
from ..shared.teams import script_ids
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


PLAYER_TYPES = (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON)
"""The characters a Gambler may guess: the script's but its Travellers, Fabled and Loric."""


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
        tokens = script_ids(game.script, PLAYER_TYPES)
        options = player_and_character(tuple(range(len(game.seats))), tokens)
        seat, guess = self.choose(game, options, "Choose a player and guess their character: wrong, you die.")
        if not game.functioning(self):
            return
        target = game.seats[seat]
        right = game.registers_as(target, lambda p: p.character.id == guess, f"the {guess}")
        if not right:
            game.kill(holder, ABILITY, self)


register(Gambler)
