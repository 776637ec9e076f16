"""Bishop (Traveller): Only the Storyteller can nominate. At least 1 opposing player must be
nominated each day."""

from __future__ import annotations

from typing import Any, TYPE_CHECKING, cast

from ...game.decisions import Decision
from ...game.state import STORYTELLER, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("bishop.nominate", "Under the Bishop, the Storyteller nominates {answer}.",
                 by=BY_STORYTELLER, answers="none or player", owner="bishop")

if TYPE_CHECKING:
    from ...game.engine import Game


class Bishop(Ability):
    """While the Bishop is alive, sober and healthy, players cannot nominate (they may still
    call for exiles): the Storyteller nominates (decision ``bishop.nominate``; none ends the
    nominations), any player not yet nominated today but Travellers. Each day the Storyteller
    must nominate at least one player whose true alignment opposes the Bishop's before
    ending, while there is one left to nominate. Votes are as usual."""

    id = "bishop"

    def storyteller_nominates(self, game: Game) -> bool:
        return self.holder is not None

    def _opposing(self, game: Game, seat: Seat) -> bool:
        holder = self.holder
        assert holder is not None
        return seat.alignment != holder.alignment and not seat.is_traveller

    def storyteller_nomination(self, game: Game, nominees: list[int]) -> int | None:
        holder = self.holder
        assert holder is not None
        done = any(e.kind == "nomination" and e.phase == game.phase and e.data.get("nominator") == STORYTELLER
                   and self._opposing(game, game.seats[e.data["nominee"]]) for e in game.events)
        options: list[Any] = list(nominees)
        if done or not any(self._opposing(game, game.seats[i]) for i in nominees):
            options = [None, *options]
        if not options:
            return None
        pick = game.ask(Decision(f"{self.id}.nominate", STORYTELLER, options,
                                 prompt="The Bishop: whom does the Storyteller nominate (none: end)?"))
        if pick is not None:
            self.fired(game, "storyteller-nominates", target=pick)
        return cast("int | None", pick)


register(Bishop)
