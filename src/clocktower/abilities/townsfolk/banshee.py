"""Banshee: If the Demon kills you, all players learn this. From now on, you may nominate
twice per day and vote twice per nomination."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.eventkinds import declare
from ...game.state import DEMON, PUBLIC, STORYTELLER, Seat
from ...game.hooks import WORKING
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

declare("banshee", "The Storyteller announces that the Banshee, {seat}, has died.", ["seat"])

WAILED = "wailed"  # the night the Demon killed the Banshee
NOMINATED = "nominated"  # (day, nominations made that day)


class Banshee(Ability):
    """When a Demon's ability kills the functioning Banshee, at its place that night everyone
    is told (public ``banshee``: the death is the Banshee's). From then on, while it
    functions (dead, it still does), the Banshee may nominate twice a day even dead, and each
    raised hand of theirs counts twice, dead or alive, without spending a ghost vote
    (docs/rulings.md, Banshee)."""

    id = "banshee"
    reach = {"on_death": WORKING}
    works_when_dead = True
    storyteller_step = True

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is not self.holder or cause != DEMON or WAILED in self.state:
            return
        self.state[WAILED] = game.night_no
        game.log("reminder", STORYTELLER, seat=seat.index, reminder="Has Ability", ability=self.id)
        self.fired(game, "killed by the Demon")

    def wakes(self, game: "Game", first: bool) -> bool:
        return self.state.get(WAILED) == game.night_no and "announced" not in self.state

    def night(self, game: "Game") -> None:
        self.state["announced"] = True
        game.log("banshee", PUBLIC, seat=self.seat_index)

    def _empowered(self, game: "Game", seat: Seat) -> bool:
        return seat is self.holder and WAILED in self.state and game.functioning(self)

    def nomination_rule(self, game: "Game", seat: Seat) -> bool | None:
        if not self._empowered(game, seat):
            return None
        day, made = self.state.get(NOMINATED, (0, 0))
        return (made if day == game.day_no else 0) < 2 or None

    def on_nomination(self, game: "Game", nominator: Seat | None, nominee: Seat) -> None:
        if nominator is not None and nominator is self.holder:
            day, made = self.state.get(NOMINATED, (0, 0))
            self.state[NOMINATED] = (game.day_no, (made if day == game.day_no else 0) + 1)

    def voting(self, game: "Game", voter: Seat) -> str | None:
        return "free" if self._empowered(game, voter) and not voter.alive else None

    def vote_weight(self, game: "Game", voter: Seat, nominee: Seat) -> int | None:
        return 2 if self._empowered(game, voter) else None


register(Banshee)
