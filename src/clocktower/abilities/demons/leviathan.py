"""Leviathan: If more than 1 good player is executed, evil wins. All players know you are in
play. After day 5, evil wins."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL
from ...game.eventkinds import declare
from ...game.state import PUBLIC, STORYTELLER, Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

declare("leviathan-in-play", "The Leviathan is in play.", ["night"])

LAST_DAY = 5
GOOD_EXECUTED = "good executed"


@register
class Leviathan(Ability):
    """The first night everyone learns that the Leviathan is in play (not who). It never
    kills. It counts every good player executed (dying or not) while it is in play; at the
    second, a functioning Leviathan wins for evil at once. At the end of day 5 (or any later
    day), a functioning Leviathan wins for evil."""

    id = "leviathan"
    storyteller_step = True

    def wakes(self, game: "Game", first: bool) -> bool:
        return first and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        game.log("leviathan-in-play", PUBLIC, night=game.night_no)

    def on_execution(self, game: "Game", seat: Seat, died: bool) -> None:
        if seat.is_evil:
            return
        self.state[GOOD_EXECUTED] = self.state.get(GOOD_EXECUTED, 0) + 1
        game.log("reminder", STORYTELLER, seat=seat.index, reminder="Good Player Executed", ability=self.id)
        if self.state[GOOD_EXECUTED] > 1 and game.functioning(self):
            self.fired(game, "second good execution")
            game.win(EVIL, "a second good player was executed under the Leviathan")

    def at_dusk(self, game: "Game") -> None:
        if game.day_no >= LAST_DAY:
            self.fired(game, "day 5 ends")
            game.win(EVIL, "day 5 ended with the Leviathan alive")
