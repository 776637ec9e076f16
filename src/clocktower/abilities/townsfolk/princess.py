"""Princess: On your 1st day, if you nominated & executed a player, the Demon doesn't kill
tonight."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import STORYTELLER, Seat
from ..base import Ability, jinxed, register

if TYPE_CHECKING:
    from ...game.engine import Game

FIRST_DAY = "first day"
NOMINATED = "nominated"  # seats the Princess nominated on its first day
TONIGHT = "tonight"  # the night the Demon doesn't kill


class Princess(Ability):
    """The Princess's first day is the first day it holds this ability alive (day 1 from the
    start). If a player it nominated that day is executed that day (dying or not) while the
    Princess functions, then at its place that night no kill by a Demon's ability works
    (``Game.cancel_demon_kills``: the Demon still wakes and chooses), if the Princess still
    functions at her place (drunk or poisoned by then, she stops nothing). The Al-Hadikhia jinx
    is this same rule. Cannibal jinx: a Cannibal gaining this ability from the Princess it
    nominated, executed and killed today has the same effect tonight."""

    id = "princess"
    storyteller_step = True

    def day_action(self, game: "Game") -> None:
        if self.holder is not None and self.holder.alive:
            self.state.setdefault(FIRST_DAY, game.day_no)

    def on_nomination(self, game: "Game", nominator: Seat | None, nominee: Seat) -> None:
        if nominator is self.holder and self.state.get(FIRST_DAY) == game.day_no:
            self.state.setdefault(NOMINATED, set()).add(nominee.index)

    def on_execution(self, game: "Game", seat: Seat, died: bool) -> None:
        if self.state.get(FIRST_DAY) != game.day_no or seat.index not in self.state.get(NOMINATED, ()):
            return
        if game.functioning(self):
            self.state[TONIGHT] = game.day_no + 1
            game.log("reminder", STORYTELLER, seat=self.seat_index, reminder="Doesn't Kill", ability=self.id)

    def on_gained(self, game: "Game") -> None:
        """Jinx (Cannibal): "If the Cannibal nominated, executed, & killed the Princess today,
        the Demon doesn't kill tonight" (while the gained ability works)."""
        holder, executee, granter = self.holder, game.executed_today, self.granted_by
        if holder is None or executee is None or granter is None or granter.character.id != "cannibal" \
                or executee.character.id != self.id or executee.alive or not jinxed(game, self.id, "cannibal"):
            return
        nominated = any(e.kind == "nomination" and e.phase == game.phase and e.data.get("nominator") == holder.index
                        and e.data.get("nominee") == executee.index for e in game.events)
        if nominated and game.functioning(self):
            self.state[TONIGHT] = game.day_no + 1
            game.log("reminder", STORYTELLER, seat=self.seat_index, reminder="Doesn't Kill", ability=self.id)

    def wakes(self, game: "Game", first: bool) -> bool:
        return self.state.get(TONIGHT) == game.night_no

    def night(self, game: "Game") -> None:
        if not game.functioning(self):
            return  # judged when it resolves: poisoned before her place, she stops nothing
        game.cancel_demon_kills(self)
        self.fired(game, "the Demon doesn't kill")


register(Princess)
