"""Organ Grinder: All players keep their eyes closed when voting and the vote tally is
secret. Each night, choose if you are drunk until dusk."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.eventkinds import declare
from ...game.state import DRUNK, STORYTELLER, Effect
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

declare("secret-vote", "A vote on {nominee} is held with eyes closed; the tally is secret.", ["nominee"])


class OrganGrinder(Ability):
    """While a living Organ Grinder functions, votes are secret (``Ability.hides_votes``):
    players learn only that a vote was held (``secret-vote``), and who voted and the tally go
    to the Storyteller alone; the execution itself is public as usual. Each night it chooses
    whether to be drunk until dusk (decision ``organgrinder``, no first); drunk, votes are
    open again. The Storyteller holding it (a Plague Doctor's gift) is never drunk, so is
    not asked."""

    id = "organgrinder"

    def night(self, game: "Game") -> None:
        if self.holder is None:
            return  # the Storyteller's (the Plague Doctor's): an ability it holds is never drunk
        if self.choose(game, (False, True), "Be drunk until dusk?"):
            game.log("reminder", STORYTELLER, seat=self.holder.index, reminder="Drunk", ability=self.id)
            game.add_effect(Effect(DRUNK, self.holder.index, self, until=("dusk", game.night_no)))

    def hides_votes(self, game: "Game") -> bool:
        return True


register(OrganGrinder)
