"""Soldier: You are safe from the Demon."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import EXECUTION, Seat
from .._trap import note_nomination, spring, trapper
from ..base import Ability, jinxed, register

if TYPE_CHECKING:
    from ...game.engine import Game

SOBER = "functioning when executed"


@register
class Soldier(Ability):
    """The (sober, healthy) Soldier is safe from the Demon: its kills and its other harmful
    effects, such as poisoning.

    Jinxes (Leviathan, Riot): if a player who is that Demon nominates the Soldier and the
    Soldier is executed that day while its ability functions, good wins."""

    id = "soldier"

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

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if cause == EXECUTION:
            self._executed(game, seat)

    def on_execution(self, game: "Game", seat: Seat, died: bool) -> None:
        self._executed(game, seat)

    def _executed(self, game: "Game", seat: Seat) -> None:
        """``seat`` was executed today (dead of it or not): the jinx's trap may spring."""
        if seat is self.holder and self.state.get(SOBER):
            spring(game, self, seat, f"the {trapper(game, self)} nominated and executed the Soldier")
