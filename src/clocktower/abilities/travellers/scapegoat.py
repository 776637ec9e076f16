"""Scapegoat (Traveller): If a player of your alignment is executed, you might be executed
instead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import STORYTELLER, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("scapegoat.instead", "The Scapegoat is executed instead of {about}: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="scapegoat")

if TYPE_CHECKING:
    from ...game.engine import Game


class Scapegoat(Ability):
    """When a player of the living, sober and healthy Scapegoat's (true) alignment is about to
    be executed, the Storyteller may execute the Scapegoat instead (decision
    ``scapegoat.instead``); it dies of execution and it is the day's execution. An evil
    Scapegoat is always used when the executee is the last living Demon."""

    id = "scapegoat"

    def redirect_execution(self, game: Game, seat: Seat) -> Seat | None:
        holder = self.holder
        if holder is None or seat is holder:
            return None
        if seat.alignment != holder.alignment:
            return None
        last_demon = seat.alive and seat.team is Team.DEMON and not any(
            s.alive and s.team is Team.DEMON and s is not seat for s in game.seats)
        if holder.is_evil and last_demon:
            use = True
        else:
            use = bool(game.ask(Decision(
                f"{self.id}.instead", STORYTELLER, (False, True), about=seat.index,
                prompt=f"{seat.name} is to be executed: execute the Scapegoat {holder.name} instead?")))
        if use:
            self.fired(game, "executed-instead", target=seat.index)
            return holder
        return None


register(Scapegoat)
