"""Po: Each night*, you may choose a player: they die. If your last choice was no-one,
choose 3 players tonight."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.state import DEMON
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

CHARGED = "charged"  # the Po's last choice was no-one
"""How often a random Po chooses no-one, to choose 3 players the next night."""


class Po(Ability):
    """Each night but the first, a player or no-one (decision ``po``). After a night on which
    it chose no-one, it instead chooses 3 different players (decision ``po``, three times;
    it may not choose no-one). When the Po functions, each chosen player dies (cause
    demon). Its "last choice" is whatever it last chose, drunk or not; a night it does not
    wake (the Exorcist's) leaves it unchanged."""

    id = "po"

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        seats = [s.index for s in game.seats]
        if self.state.pop(CHARGED, False):
            chosen: list[int] = []
            for k in range(3):
                options = [i for i in seats if i not in chosen]
                if not options:
                    break
                chosen.append(self.choose(game, options, f"Choose player {k + 1} of 3: they die."))
        else:
            either: list[Any] = [None, *seats]
            pick = self.choose(game, either, "Choose a player: they die (no-one: 3 tomorrow).")
            if pick is None:
                self.state[CHARGED] = True
                return
            chosen = [pick]
        if not game.functioning(self):
            return
        for target in chosen:
            game.kill(game.seats[target], DEMON, self)


register(Po)
