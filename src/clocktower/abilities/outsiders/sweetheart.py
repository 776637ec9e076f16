"""Sweetheart: When you die, 1 player is drunk from now on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import DRUNK, STORYTELLER, Effect, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("sweetheart.drunk", "The Sweetheart died: {answer} is drunk from now on.",
                 by=BY_STORYTELLER, answers="player", owner="sweetheart")

if TYPE_CHECKING:
    from ...game.engine import Game


class Sweetheart(Ability):
    """When its holder dies (day or night, any cause) sober and healthy and not a fake copy,
    the Storyteller at once picks any one player (decision ``sweetheart.drunk``; living
    Townsfolk listed first): they are drunk for the rest of the game, whatever then happens
    to the Sweetheart. The ability works while dead (a Cannibal keeps it when it dies)."""

    id = "sweetheart"
    works_when_dead = True

    def wakes(self, game: "Game", first: bool) -> bool:
        return False  # the night-sheet entry is only a reminder: the drunkenness is immediate

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is not self.holder or self.fake:
            return
        if game.impaired(seat):
            game.log("ability-failed", STORYTELLER, seat=seat.index, ability=self.id, reason="impaired")
            return
        order = sorted(game.seats, key=lambda s: (not s.alive, s.team is not Team.TOWNSFOLK, s.index))
        options = [s.index for s in order]
        chosen = game.ask(Decision("sweetheart.drunk", STORYTELLER, options, about=seat.index,
                                   prompt=f"{seat.name}, the Sweetheart, died: who is drunk from now on?"))
        game.add_effect(Effect(DRUNK, chosen, self))
        self.fired(game, "drunk", target=chosen)


register(Sweetheart)
