"""Butler: Each night, choose a player (not yourself): tomorrow, you may only vote if they
are voting too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import STORYTELLER, Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

MASTER = "master"  # (the day it holds for, the master's seat)


class Butler(Ability):
    """Each night the holder chooses another player, its MASTER for the next day (decision
    ``butler``). That day, while the Butler is alive, sober and healthy, a raised hand of
    the Butler's counts only if the master's hand is raised on the same vote too (the hands
    are judged once all are up: docs/rulings.md, Butler). A dead Butler votes with its vote token
    like anyone."""

    id = "butler"

    def night(self, game: "Game") -> None:
        holder = self.holder
        options = self.others(game)
        if holder is None or not options:
            return
        master = self.choose(game, options, "Choose your master (not yourself).")
        self.state[MASTER] = (game.night_no, master)
        holder.knows["master"] = (game.night_no, master)
        game.log("reminder", STORYTELLER, seat=master, reminder="Master", ability=self.id)

    def master(self, game: "Game") -> int | None:
        """Today's master, if the Butler's rule binds now."""
        chosen = self.state.get(MASTER)
        if chosen is None or chosen[0] != game.day_no or not game.phase.startswith("day"):
            return None
        return int(chosen[1])

    def vote_counts(self, game: "Game", voter: Seat, nominee: Seat, yes: list[int]) -> bool:
        if voter is not self.holder or not voter.alive:
            return True
        master = self.master(game)
        if master is None or master in yes:
            return True
        self.fired(game, "vote not counted", master=master)
        return False


register(Butler)
