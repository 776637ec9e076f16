"""Devil's Advocate: Each night, choose a living player (different to last night): if executed
tomorrow, they don't die.

The Contagion Insurrection's entry is unfinished (Korean ability text, "Not written yet."); the
official ability above is what it translates to (docs/rulings.md, Devil's Advocate)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import EXECUTION, STORYTELLER, Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class DevilsAdvocate(Ability):
    """Each night: chooses a living player, not the one chosen the night before (decision
    ``devilsadvocate``; itself allowed). If the ability worked when choosing, that player
    survives being executed the next day (only that day; any execution, a madness execution
    included), as long as the Devil's Advocate still functions then. Nobody is told why."""

    id = "devilsadvocate"

    def night(self, game: Game) -> None:
        last = self.state.get("last")
        banned = last[1] if last is not None and last[0] == game.night_no - 1 else None
        options = [s.index for s in game.seats if s.alive and s.index != banned]
        if not options:
            return
        target = self.choose(game, options, "Choose a living player (not last night's): if executed "
                             "tomorrow, they don't die.")
        self.state["last"] = (game.night_no, target)
        if game.functioning(self):
            self.state["protects"] = (game.night_no, target)
            game.log("reminder", STORYTELLER, seat=target, reminder="Survives Execution", ability=self.id)
        else:
            self.state.pop("protects", None)

    def prevents_death(self, game: Game, target: Seat, cause: str, source: Ability | None) -> bool:
        protects = self.state.get("protects")
        return (cause == EXECUTION and protects is not None and protects == (game.day_no, target.index)
                and game.phase.startswith("day"))


register(DevilsAdvocate)
