"""Vizier: All players know you are the Vizier. You cannot die during the day. If good voted,
you may choose to execute immediately."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import EXECUTION, PUBLIC, Seat
from ..base import Ability, jinxed, register
from ..demons.lilmonsta import babysitter_of

if TYPE_CHECKING:
    from ...game.engine import Game

declare("vizier-known", "{seat} is the Vizier.", ["seat"])

UNDECLARED = ("investigator", "alsaahir")
"""Characters whose jinx with the Vizier says "The Storyteller doesn't declare the Vizier is
in play" (a script holding either: the jinx is on the script, so declaring or not tells
nobody whether they are in play)."""


@register
class Vizier(Ability):
    """On the first night everyone learns who the Vizier is (``vizier-known``). While it
    functions, the Vizier cannot die by day (execution included). After a vote in which at
    least one truly good player raised a hand that counted, a living, functioning Vizier may
    execute the nominee at once (decision ``vizier``, no first), whatever the tally; the
    day's nominations then end. Jinxes (Investigator, Al-Saahir): with either on the script,
    nobody is told who the Vizier is. Jinx (Lil' Monsta): a Vizier babysitting Lil' Monsta dies
    when executed."""

    id = "vizier"
    storyteller_step = True

    def wakes(self, game: "Game", first: bool) -> bool:
        return first and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        if self.holder is None:
            return
        if any(jinxed(game, self.id, other) for other in UNDECLARED):
            return  # the jinx: "The Storyteller doesn't declare the Vizier is in play."
        game.log("vizier-known", PUBLIC, seat=self.holder.index)

    def prevents_death(self, game: "Game", target: Seat, cause: str, source: Ability | None) -> bool:
        if target is not self.holder or game.phase.startswith(("night", "dawn")):
            return False
        # The Lil' Monsta jinx: babysitting Lil' Monsta, the Vizier dies when executed.
        return not (cause == EXECUTION and jinxed(game, self.id, "lilmonsta") and babysitter_of(game) is target)

    def forces_vote_result(self, game: "Game", nominator: "Seat | None", nominee: Seat, votes: int) -> bool | None:
        holder = self.holder
        if holder is None or not holder.alive:
            return None
        if not any(not game.seats[v].is_evil for v in game.today.raised):
            return None
        if game.ask(Decision(self.id, holder.index, (False, True), about=nominee.index,
                             prompt=f"Good voted: execute {nominee.name} now?")):
            self.fired(game, "executes", target=nominee.index)
            return True
        return None
