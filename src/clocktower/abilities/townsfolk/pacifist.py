"""Pacifist: Executed good players might not die."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.state import EXECUTION, STORYTELLER, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("pacifist.spare", "The Pacifist: the Storyteller spares the executed {about}: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="pacifist")

if TYPE_CHECKING:
    from ...game.engine import Game


class Pacifist(Ability):
    """When a player registering as good is executed, the Storyteller decides whether they die
    (decision ``pacifist.spare``, "no" first). A spared player stays alive; the execution still
    happened and is the day's one execution. Nobody is told why."""

    id = "pacifist"

    def prevents_death(self, game: Game, target: Seat, cause: str, source: Ability | None) -> bool:
        if cause != EXECUTION:
            return False
        if not game.registers_as(target, lambda p: not p.is_evil, "good"):
            return False
        spare = bool(game.ask(Decision("pacifist.spare", STORYTELLER, (False, True),
                                       about=target.index,
                                       prompt=f"{target.name} (good) is executed: do they survive?")))
        if spare:
            self.state["spared"] = int(self.state.get("spared", 0)) + 1
            self.fired(game, "spared", target=target.index)
        return spare


register(Pacifist)
