"""Deviant (Traveller): If you were funny today, you cannot die by exile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.state import EXILE, STORYTELLER, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("deviant.funny", "The Storyteller judges whether the exiled Deviant {about} was funny: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="deviant")

if TYPE_CHECKING:
    from ...game.engine import Game


class Deviant(Ability):
    """When the sober and healthy Deviant is exiled, the Storyteller judges whether they
    were funny today (decision ``deviant.funny``); if so, they are exiled but do not die."""

    id = "deviant"

    def prevents_death(self, game: Game, target: Seat, cause: str, source: Ability | None) -> bool:
        if cause != EXILE or target is not self.holder:
            return False
        funny = bool(game.ask(Decision(f"{self.id}.funny", STORYTELLER, (False, True),
                                       about=target.index,
                                       prompt=f"{target.name} (Deviant) is exiled: were they funny today?")))
        if funny:
            self.fired(game, "survives exile")
        return funny


register(Deviant)
