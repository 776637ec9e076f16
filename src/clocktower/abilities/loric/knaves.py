"""Knaves (Loric): There are 2 Storytellers: one lies & one tells the truth. Once per
game, at dusk, they might switch.

The engine holds one Storyteller's decisions; which of two human Storytellers lies is the
table's. It records, for the Storytellers, which one lies and the one switch they may make
at a dusk (``knaves.switch``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import STORYTELLER
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("knaves.switch", "The two Storytellers switch who lies: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="knaves")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("knaves-switch", "The Knaves switch: the other Storyteller lies now.")


class Knaves(Ability):
    """Two Storytellers, one lying; once per game they might switch at dusk."""

    id = "knaves"

    def at_dusk(self, game: "Game") -> None:
        if self.spent:
            return
        if game.ask(Decision("knaves.switch", STORYTELLER, (False, True),
                             prompt="Do the two Storytellers switch who lies?")):
            self.spent = True
            game.log("knaves-switch", STORYTELLER)
            self.fired(game, "switch")


register(Knaves)
