"""Wraith: You may choose to open your eyes at night. You wake when other evil players do."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.eventkinds import declare
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

declare("wraith-saw", "With eyes open, you saw these players wake tonight: {seats}.", ["seats"])

OPEN = "open"


class Wraith(Ability):
    """Each night, at its place at the start of the night, the Wraith chooses whether to keep
    its eyes open tonight (decision ``wraith``, no first). At the end of the night, if it did
    and its ability functions, it learns every player who woke tonight by their own ability
    (``wraith-saw``). It wakes when other evil players do: if any other evil player woke
    tonight, the Wraith counts as having woken too (the Chambermaid's count)."""

    id = "wraith"
    storyteller_step = True

    def night(self, game: "Game") -> None:
        self.state[OPEN] = (game.night_no, bool(self.choose(
            game, (False, True), "Open your eyes tonight?")))

    def before_dawn(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or not holder.alive:
            return
        woke = sorted(i for i in game.tonight.woken if i != holder.index)
        if any(game.seats[i].is_evil for i in woke):
            game.tonight.woken.add(holder.index)
        if self.state.get(OPEN) == (game.night_no, True) and game.functioning(self):
            game.tell(holder, "wraith-saw", seats=woke)


register(Wraith)
