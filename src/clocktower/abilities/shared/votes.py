"""What the Thief and the Bureaucrat share: each night, choose a player (not yourself):
their vote counts otherwise tomorrow, while this ability works."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ...game.state import STORYTELLER, Seat
from ..base import Ability

if TYPE_CHECKING:
    from ...game.engine import Game

MARKED = "marked"  # (day the mark is for, seat)


class VoteMarker(Ability):
    """Each night the holder chooses another player (decision: the character id); if the
    holder is sober and healthy then, that player's votes tomorrow count ``weight`` each,
    for as long as the holder stays alive, sober and healthy. Exiles are unaffected."""

    weight: ClassVar[int] = 1
    favours_friends: ClassVar[bool] = False

    def night(self, game: Game) -> None:
        holder = self.holder
        options = self.others(game)
        if holder is None or not options:
            return
        target = self.choose(game, options, "Choose a player (not yourself).")
        if game.functioning(self):
            self.state[MARKED] = (game.night_no, target)
            game.log("reminder", STORYTELLER, seat=target, ability=self.character.id,
                     reminder=self.character.reminders[0] if self.character.reminders else "marked")
        else:
            self.state.pop(MARKED, None)
            game.log("ability-failed", STORYTELLER, seat=holder.index, ability=self.character.id)

    def marked(self, game: Game) -> int | None:
        """The player whose vote counts otherwise today, if this ability works now."""
        mark = self.state.get(MARKED)
        if mark is None or mark[0] != game.day_no or not game.phase.startswith("day"):
            return None
        if not game.functioning(self):
            return None
        return int(mark[1])

    def vote_weight(self, game: Game, voter: Seat, nominee: Seat) -> int | None:
        if self.marked(game) != voter.index:
            return None
        self.fired(game, "vote-counted", target=voter.index, weight=self.weight)
        return self.weight
