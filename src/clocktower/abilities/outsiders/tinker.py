"""Tinker: You might die at any time."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.state import ABILITY, STORYTELLER
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("tinker.die", "The Storyteller has the Tinker die now: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="tinker")

if TYPE_CHECKING:
    from ...game.engine import Game


class Tinker(Ability):
    """The Storyteller may kill the Tinker's holder: offered at the Tinker's place in each
    night after the first and at the start of each day (decision ``tinker.die``), only
    while the ability functions. The death is by ability, so protection applies."""

    id = "tinker"
    storyteller_step = True

    def night(self, game: "Game") -> None:
        self._maybe_die(game)

    def day_action(self, game: "Game") -> None:
        self._maybe_die(game)

    def _maybe_die(self, game: "Game") -> None:
        seat = self.holder
        if seat is None or not seat.alive or not game.functioning(self):
            return
        die = game.ask(Decision("tinker.die", STORYTELLER, (False, True),
                                about=seat.index, prompt=f"Does the Tinker ({seat.name}) die now?"))
        if die:
            game.kill(seat, ABILITY, self)


register(Tinker)
