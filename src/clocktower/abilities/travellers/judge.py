"""Judge (Traveller): Once per game, if another player nominated, you may choose to force the
current execution to pass or fail."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.state import PUBLIC, STORYTELLER, Seat
from ...game.hooks import LIVING
from ..base import Ability, register
from ...game.eventkinds import declare

declare("judge-ruling", "{seat} rules on the nomination of {nominee}: {ruling}.", ["seat", "nominee", "ruling"])

if TYPE_CHECKING:
    from ...game.engine import Game

PASS = "condemn"
FAIL = "pardon"


class Judge(Ability):
    """Once per game, after the votes on a nomination made by anyone but the Judge (the
    Storyteller's under a Bishop included) are tallied, the living Judge may rule (decision
    ``judge``: none, "condemn" (pass) or "pardon" (fail)). Condemn: the nominee is executed at once, whatever the
    votes and whoever was about to die, and nominations end. Pardon: the nominee counts zero
    votes, so whoever was about to die before stays so. Either uses the ability; a drunk or
    poisoned Judge's ruling does nothing. The Sibyl's and the Butcher's extra nominations
    have their own votes and are not the Judge's."""

    id = "judge"
    reach = {"forces_vote_result": LIVING}

    def forces_vote_result(self, game: Game, nominator: Seat | None, nominee: Seat,
                           votes: int) -> bool | None:
        holder = self.holder
        if holder is None or self.fake or self.spent or not holder.alive or nominator is holder:
            return None
        ruling = game.ask(Decision(self.id, holder.index, (None, PASS, FAIL),
                                   about=nominee.index,
                                   prompt=f"{nominee.name} has {votes} votes: force the execution to pass or fail?"))
        if ruling is None:
            return None
        works = game.functioning(self)
        self.spent = True
        game.log("judge-ruling", PUBLIC, seat=holder.index, nominee=nominee.index, ruling=ruling)
        if not works:
            game.log("ability-failed", STORYTELLER, seat=holder.index, ability=self.id)
            return None
        self.fired(game, "forced the vote", ruling=ruling)
        return bool(ruling == PASS)


register(Judge)
