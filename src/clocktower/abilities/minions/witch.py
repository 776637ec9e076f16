"""Witch: Each night, choose a player: if they nominate tomorrow, they die. If just 3
players live, you lose this ability."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import ABILITY, STORYTELLER, Effect, Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

CURSED = "cursed"
"""Effect kind: the Witch's curse (the player dies if they nominate)."""
FEW = 3
"""With this many players alive (Travellers count), the Witch loses her ability for good."""


class Witch(Ability):
    """Each night the Witch chooses any player (decision ``witch``); if she functions then,
    they are cursed until the next dusk. If a cursed player nominates the next day while
    the Witch still functions, they die at once (an ability death) and the nomination goes
    on. Once just 3 players live (Travellers count), the ability is lost for the rest of the
    game, even if more come back: the Witch no longer wakes and curses end."""

    id = "witch"

    def _lost(self, game: Game) -> bool:
        if not self.state.get("lost") and sum(1 for s in game.seats if s.alive) <= FEW:
            self.state["lost"] = True
        return bool(self.state.get("lost"))

    def wakes(self, game: Game, first: bool) -> bool:
        return not self._lost(game) and super().wakes(game, first)

    def night(self, game: Game) -> None:
        options = [s.index for s in game.seats]
        target = self.choose(game, options, "Choose a player: if they nominate tomorrow, they die.")
        if not game.functioning(self):
            return
        game.add_effect(Effect(CURSED, target, self, until=("dusk", game.night_no), while_source=True))
        game.log("reminder", STORYTELLER, seat=target, reminder="Cursed", ability=self.id)

    def on_nomination(self, game: Game, nominator: "Seat | None", nominee: Seat) -> None:
        if nominator is None or not nominator.alive or self._lost(game):
            return
        if not any(e.kind == CURSED and e.source is self and game.effect_active(e) for e in nominator.effects):
            return
        self.fired(game, "cursed nominator dies", target=nominator.index)
        game.kill(nominator, ABILITY, self)

    def sustains(self, game: Game, effect: Effect) -> bool:
        return not self.state.get("lost")


register(Witch)
