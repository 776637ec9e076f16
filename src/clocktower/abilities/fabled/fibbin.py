"""Fibbin (Fabled): Once per game, 1 good player might get incorrect information.

Whenever a good player's working ability is about to be given true information, the
Storyteller may (once per game) use the Fibbin instead: that information is false.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import GOOD
from ...game.decisions import Decision
from ...game.info import FALSE, TRUE
from ...game.state import STORYTELLER
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("fibbin", "The Storyteller uses the Fibbin on {about}: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="fibbin")

if TYPE_CHECKING:
    from ...game.engine import Game


class Fibbin(Ability):
    """One piece of false information for one good player, once per game."""

    id = "fibbin"

    def adjust_info_mode(self, game: "Game", ability: Ability, mode: str) -> str:
        holder = ability.holder
        if self.spent or mode != TRUE or holder is None or ability.fake or holder.alignment != GOOD:
            return mode
        if not game.ask(Decision("fibbin", STORYTELLER, (False, True), about=holder.index,
                                 prompt=f"Use the Fibbin: {holder.name} gets incorrect information?")):
            return mode
        self.spent = True
        holder.reminders.append("No Ability")
        self.fired(game, "false info", target=holder.index, of=ability.character.id)
        return FALSE


register(Fibbin)
