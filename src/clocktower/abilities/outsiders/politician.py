"""Politician: If you were the player most responsible for your team losing, you change
alignment & win, even if dead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.state import STORYTELLER
from ...characters import GOOD
from ..base import Ability, jinxed, register
from ..minions.pithag import MADE_EVIL
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("politician.responsible", "The Storyteller judges the Politician {about} most responsible for their team losing: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="politician")

if TYPE_CHECKING:
    from ...game.engine import Game


class Politician(Ability):
    """When the game ends with the Politician's team losing, the Storyteller judges whether
    they were the player most responsible (``politician.responsible``); if so and the
    ability functions (dead or alive), the Politician changes alignment and wins with the
    winners. The winning team does not change. Pit-Hag jinx: a Politician the Pit-Hag made of
    an evil player never turns good by it (nothing is asked)."""

    id = "politician"
    works_when_dead = True

    def adjust_winner(self, game: "Game", winner: str) -> str:
        holder = self.holder
        if holder is None or holder.alignment == winner:
            return winner
        if winner == GOOD and self.state.get(MADE_EVIL) and jinxed(game, self.id, "pithag"):
            self.fired(game, "stays evil (Pit-Hag)")
            return winner
        if game.ask(Decision("politician.responsible", STORYTELLER, [False, True],
                             about=holder.index,
                             prompt=f"Was {holder.name} most responsible for their team losing?")):
            game.set_alignment(holder, winner, tell=False)
            self.fired(game, "changes alignment and wins", alignment=winner)
        return winner


register(Politician)
