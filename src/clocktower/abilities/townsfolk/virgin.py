"""Virgin: The 1st time you are nominated, if the nominator is a Townsfolk, they are
executed immediately."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.state import STORYTELLER, Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Virgin(Ability):
    """The first nomination of the living Virgin uses the ability up, whoever nominates and
    whether or not it works (NO ABILITY). If it works and the nominator registers as a
    Townsfolk (the Storyteller decides for the Spy; the Drunk is no Townsfolk), the
    nominator is executed at once, there is no vote, and the day's nominations end.
    A nomination made by the Storyteller (under a Bishop) has no nominator to execute."""

    id = "virgin"

    def takes_nomination(self, game: "Game", nominator: Seat | None, nominee: Seat) -> bool:
        holder = self.holder
        if holder is None or nominee is not holder or self.spent or not holder.alive:
            return False
        works = game.functioning(self)
        self.spent = True
        game.log("reminder", STORYTELLER, seat=holder.index, reminder="No Ability", ability=self.id)
        if not works or nominator is None:
            return False
        if not game.registers_as(nominator, lambda p: p.team is Team.TOWNSFOLK, "a Townsfolk"):
            return False
        self.fired(game, "nominator executed", target=nominator.index)
        game.execute(nominator)
        return True


register(Virgin)
