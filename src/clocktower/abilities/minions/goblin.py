"""Goblin: If you publicly claim to be the Goblin when nominated & are executed that day, your
team wins."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import PUBLIC, STORYTELLER, Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

declare("goblin-claim", "{seat} claims to be the Goblin.", ["seat"])

CLAIMED = "claimed"
SOBER = "functioning when executed"


class Goblin(Ability):
    """When nominated, the living Goblin may publicly claim to be the Goblin (decision
    ``goblin``, no first). If it claimed and is executed that day (dying or not) while its
    ability functions, its team wins."""

    id = "goblin"

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        holder = self.holder
        if nominee is not holder or holder is None or not holder.alive:
            return
        if game.ask(Decision(self.id, holder.index, (False, True),
                             prompt="You are nominated: claim to be the Goblin?")):
            game.log("goblin-claim", PUBLIC, seat=holder.index)
            game.log("reminder", STORYTELLER, seat=holder.index, reminder="Claimed", ability=self.id)
            self.state[CLAIMED] = game.day_no

    def before_execution(self, game: "Game", seat: Seat) -> None:
        if seat is self.holder:
            self.state[SOBER] = game.functioning(self)

    def on_execution(self, game: "Game", seat: Seat, died: bool) -> None:
        if seat is not self.holder or self.state.get(CLAIMED) != game.day_no or not self.state.pop(SOBER, False):
            return
        self.fired(game, "team wins")
        game.win(seat.alignment, "the Goblin claimed and was executed")


register(Goblin)
