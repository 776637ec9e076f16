"""Soldier: You are safe from the Demon."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import Seat
from ..shared.trap import Trap, note_nomination
from ..base import jinxed, register

if TYPE_CHECKING:
    from ...game.engine import Game

SOBER = "functioning when executed"


class Soldier(Trap):
    """The (sober, healthy) Soldier is safe from the Demon: its kills and its other harmful
    effects, such as poisoning.

    Jinxes (Leviathan, Riot): if a player who is that Demon nominates the Soldier and the
    Soldier is executed that day while its ability functions, good wins."""

    id = "soldier"
    marked_player = "the Soldier"

    def safe_from_demon(self, game: "Game", seat: Seat) -> bool:
        return seat is self.holder

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        if self.holder is None or self.fake:
            return
        for demon in ("leviathan", "riot"):
            if jinxed(game, self.id, demon):
                note_nomination(game, self, nominator, nominee, demon, self.holder.index)

    def before_execution(self, game: "Game", seat: Seat) -> None:
        if seat is self.holder:
            self.state[SOBER] = game.functioning(self)

    def springs_on(self, game: "Game", seat: Seat) -> bool:
        return seat is self.holder and bool(self.state.get(SOBER))


register(Soldier)
