"""Deus ex Fiasco (Fabled): At least once per game, the Storyteller will make a mistake,
correct it, and publicly admit to it.

Each day the Storyteller may publicly admit a mistake ("Whoopsie"). Which mistake, and
correcting it, are the Storyteller's own; the engine records the admissions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import PUBLIC, STORYTELLER
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("deusexfiasco.admit", "The Storyteller publicly admits a mistake now: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="deusexfiasco")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("deusexfiasco-whoopsie", "Whoopsie! The Storyteller admits a mistake and corrects it.")


class DeusExFiasco(Ability):
    """The Storyteller's public admissions of a mistake."""

    id = "deusexfiasco"

    def day_action(self, game: "Game") -> None:
        if game.ask(Decision("deusexfiasco.admit", STORYTELLER, (False, True),
                             prompt="Publicly admit (and correct) a mistake now?")):
            self.state["admitted"] = self.state.get("admitted", 0) + 1
            game.log("deusexfiasco-whoopsie", PUBLIC)
            self.fired(game, "whoopsie")


register(DeusExFiasco)
