"""Acrobat: Each night*, choose a player: if they are or become drunk or poisoned tonight,
you die."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...game.state import ABILITY, STORYTELLER
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

CHOSEN: Final = "chosen"  # (night, seat)


class Acrobat(Ability):
    """Each night but the first, chooses any player (dead or alive, itself included). The
    Acrobat dies (an ability death, which protection may stop) the first time tonight that
    it functions while that player is drunk or poisoned, or is the Drunk: checked when it
    chooses and again at the end of the night, before dawn. A drunk or poisoned Acrobat
    cannot die of its own ability. The Acrobat learns nothing."""

    id = "acrobat"

    def wakes(self, game: Game, first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: Game) -> None:
        seats = [s.index for s in game.seats]
        target = self.choose(game, seats, "Choose a player: if they are or become drunk or poisoned tonight, "
                             "you die.")
        self.state[CHOSEN] = (game.night_no, target)
        game.log("reminder", STORYTELLER, seat=target, reminder="Chosen", ability=self.id)
        self._check(game)

    def before_dawn(self, game: Game) -> None:
        self._check(game)

    def _check(self, game: Game) -> None:
        """Die if the chosen player is drunk or poisoned now (and the Acrobat functions)."""
        chosen = self.state.get(CHOSEN)
        holder = self.holder
        if chosen is None or chosen[0] != game.night_no or holder is None or not holder.alive:
            return
        if not game.functioning(self):
            return
        target = game.seats[chosen[1]]
        if not (game.impaired(target)
                or game.registers_as(target, lambda p: p.character.id == "drunk", "the Drunk")):
            return
        self.state.pop(CHOSEN)
        self.fired(game, "chose a drunk or poisoned player", target=target.index)
        game.kill(holder, ABILITY, self)


register(Acrobat)
