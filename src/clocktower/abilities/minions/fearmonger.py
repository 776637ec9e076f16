"""Fearmonger: Each night, choose a player: if you nominate & execute them, their team loses.
All players know if you choose a new player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL, GOOD
from ...game.eventkinds import declare
from ...game.state import PUBLIC, STORYTELLER, Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

declare("fearmonger-new", "The Fearmonger has chosen a new player.", ["night"])
declare("fearmonger-win", "{seat} was nominated and executed by the Fearmonger: their team loses.", ["seat"])

TARGET = "target"
NOMINATED = "nominated"


class Fearmonger(Ability):
    """Each night chooses another player (decision ``fearmonger``). While functioning, the
    choice becomes its target; a target different from the last one is announced to
    everyone (``fearmonger-new``, no name). If the Fearmonger nominates its target and that
    player is executed the same day (whether or not they die), while the Fearmonger
    functions, the target's team loses."""

    id = "fearmonger"

    def night(self, game: "Game") -> None:
        options = self.others(game)
        target = self.choose(game, options, "Choose a player: if you nominate & execute them, their team loses.")
        if not game.functioning(self):
            return
        if self.state.get(TARGET) != target:
            game.log("fearmonger-new", PUBLIC, night=game.night_no)
        self.state[TARGET] = target
        game.log("reminder", STORYTELLER, seat=target, reminder="Fear", ability=self.id)

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        if nominator is not None and nominator is self.holder:
            self.state[NOMINATED] = (game.day_no, nominee.index)

    def on_execution(self, game: "Game", seat: Seat, died: bool) -> None:
        if self.state.get(NOMINATED) != (game.day_no, seat.index) or self.state.get(TARGET) != seat.index:
            return
        if not game.functioning(self):
            return
        self.fired(game, "the target's team loses", target=seat.index)
        game.log("fearmonger-win", PUBLIC, seat=seat.index)
        game.win(GOOD if seat.alignment == EVIL else EVIL, "the Fearmonger nominated and executed their target")


register(Fearmonger)
