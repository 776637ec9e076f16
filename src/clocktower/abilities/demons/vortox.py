"""Vortox: Each night*, choose a player: they die. Townsfolk abilities yield false info.
Each day, if no-one is executed, evil wins."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL, Team
from ...game.info import FALSE, TRUE
from ...game.hooks import WORKING
from ..base import Ability, register
from ..shared.demonkill import demon_kill

if TYPE_CHECKING:
    from ...game.engine import Game


class Vortox(Ability):
    """Kills one player each night but the first (decision ``vortox``). While the Vortox
    functions, every Townsfolk ability (the ability's character is a Townsfolk: a
    Philosopher's gained one too) that would get true information gets false information
    instead; a drunk or poisoned one may still get anything, and a player made sober,
    healthy and truthful (the Barista's) gets the truth. At dusk, if nobody was executed
    today (an execution the player survived counts; an exile does not), evil wins."""

    id = "vortox"
    reach = {"adjust_info_mode": WORKING}

    def wakes(self, game: Game, first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: Game) -> None:
        demon_kill(self, game)

    def adjust_info_mode(self, game: Game, ability: Ability, mode: str) -> str:
        if mode == TRUE and ability.character.team is Team.TOWNSFOLK:
            return FALSE
        return mode

    def at_dusk(self, game: Game) -> None:
        if game.executed_today is None:
            self.fired(game, "no execution")
            game.win(EVIL, "no one was executed under the Vortox")


register(Vortox)
