"""Butcher (Traveller): Each day, after the 1st execution, you may nominate again."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.state import PUBLIC, STORYTELLER
from ..base import Ability, register
from ...game.eventkinds import declare

declare("butcher-choice", "{seat} chooses to execute {target} too.", ["seat", "target"])

if TYPE_CHECKING:
    from ...game.engine import Game


class Butcher(Ability):
    """Once a day, right after the day's first execution (even one nobody died of), the
    living Butcher may nominate any player but a Traveller (decision ``butcher``), even one
    already nominated today and even if the Butcher nominated already. Everyone votes as
    usual; the votes an execution needs (not more than the first execution's) execute the
    nominee: a second execution, which lets the Butcher nominate no third. A drunk or
    poisoned Butcher's nomination does nothing; under a working Bishop only the Storyteller
    nominates, so the Butcher does not."""

    id = "butcher"

    def after_execution(self, game: Game) -> None:
        holder = self.holder
        if holder is None or self.fake or not holder.alive or game.storyteller_nominator() is not None:
            return
        if self.state.get("day") == game.day_no:
            return
        self.state["day"] = game.day_no
        targets = [s.index for s in game.seats if not s.is_traveller]
        if not targets:
            return
        options: list[Any] = [None, *targets]
        pick = self.choose(game, options, "Nominate again (or nobody)?")
        if pick is None:
            return
        if not game.functioning(self):
            game.log("butcher-choice", PUBLIC, seat=holder.index, target=pick)
            game.log("ability-failed", STORYTELLER, seat=holder.index, ability=self.id)
            return
        nominee = game.seats[pick]
        game.nominate(holder, nominee, granted_by=self)
        votes = game.vote(nominee, block=False)
        needed = game.votes_needed(execution=True)
        if votes >= needed and holder.alive:
            self.fired(game, "second-execution", target=pick, votes=votes, needed=needed)
            game.execute(nominee)


register(Butcher)
