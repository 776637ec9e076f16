"""Poisoner: Each night, choose a player: they are poisoned tonight and tomorrow day."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import POISONED, Effect
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Poisoner(Ability):
    """Each night the holder chooses any player (decision ``poisoner``); if the Poisoner
    functions then, that player is poisoned until dusk of the next day, and only while the
    Poisoner's ability keeps working (it ends at once if the Poisoner dies or is drunk or
    poisoned: docs/rulings.md, Poisoner). A Poisoner who poisons itself stays poisoned until dusk."""

    id = "poisoner"

    def night(self, game: "Game") -> None:
        options = [s.index for s in game.seats]
        target = self.choose(game, options, "Choose a player to poison.")
        if game.functioning(self):
            own = self.holder is not None and target == self.holder.index
            # Poisoning oneself would make the poison depend on itself: it simply holds.
            game.add_effect(Effect(POISONED, target, self, until=("dusk", game.night_no),
                                   while_source=not own))


register(Poisoner)
