"""Leviathan: If more than 1 good player is executed, evil wins. All players know you are in
play. After day 5, evil wins."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL
from ...game.eventkinds import declare
from ...game.state import PUBLIC, STORYTELLER, Seat
from ..base import Ability, jinxed, register
from ..shared.nightpick import pick, wakes_to_pick
from ...game.decisionkinds import BY_PLAYER, declare_decision

if TYPE_CHECKING:
    from ...game.engine import Game

declare_decision("leviathan.choose", "The Leviathan chooses {answer} (a chosen Banshee dies, Farmer, Ravenkeeper or Sage acts).",
                 by=BY_PLAYER, answers="player", owner="leviathan")
declare("leviathan-in-play", "The Leviathan is in play.", ["night"])

LAST_DAY = 5
GOOD_EXECUTED = "good executed"


def leviathan_too_late(game: "Game", other: str) -> bool:
    """The Leviathan's jinx with the Hatter and the Pit-Hag (``other``): "The Leviathan cannot
    enter play after day 5", that is from night 6 on."""
    return jinxed(game, "leviathan", other) and game.night_no > LAST_DAY


class Leviathan(Ability):
    """The first night everyone learns that the Leviathan is in play (not who). It never
    kills. It counts every good player executed (dying or not) while it is in play; at the
    second, a functioning Leviathan wins for evil at once. At the end of day 5 (or any later
    day), a functioning Leviathan wins for evil.

    Leviathan/Banshee, Farmer, Ravenkeeper and Sage jinxes: each night but the first the
    Leviathan wakes and chooses a living player not chosen before (``leviathan.choose``, see
    ``_nightpick``): a chosen good Banshee dies and gains its ability; a chosen good Farmer or
    Sage, or any Ravenkeeper, uses its ability without dying."""

    id = "leviathan"
    storyteller_step = True

    def wakes(self, game: "Game", first: bool) -> bool:
        return (first or wakes_to_pick(game, self.id, first)) and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        if game.night_no == 1:
            game.log("leviathan-in-play", PUBLIC, night=game.night_no)
        else:
            pick(game, self, "leviathan.choose")

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


register(Leviathan)
