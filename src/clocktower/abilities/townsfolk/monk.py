"""Monk: Each night*, choose a player (not yourself): they are safe from the Demon tonight."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import SAFE, Effect, Seat
from ..shared.trap import Trap, note_nomination
from ..base import jinxed, register

if TYPE_CHECKING:
    from ...game.engine import Game

PROTECTED = "protected"  # (night, seat) the player a functioning Monk protected
TRAPPERS = ("leviathan", "riot")
"""Demons whose jinx with the Monk reads "If <Demon> nominates and executes the Monk-protected
player, good wins"."""


class Monk(Trap):
    """Protects one other player from the Demon's ability until dawn.

    Jinxes (Leviathan, Riot): if a player who is that Demon nominates the player the Monk
    protected last night (while the Monk functioned) and that player is executed that day
    (or, on the riot day, dies of the Riot's nomination), good wins."""

    id = "monk"
    marked_player = "the Monk-protected player"
    riot_deaths = True

    def night(self, game: "Game") -> None:
        target = self.choose(game, self.others(game), "Choose a player (not yourself) to protect tonight.")
        if game.functioning(self):
            game.add_effect(Effect(SAFE, target, self, until=("dawn", game.night_no)))
            self.state[PROTECTED] = (game.night_no, target)

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        protected = self.state.get(PROTECTED)
        if protected is None or protected[0] != game.day_no:
            return
        for demon in TRAPPERS:
            if jinxed(game, self.id, demon):
                note_nomination(game, self, nominator, nominee, demon, protected[1])


register(Monk)
