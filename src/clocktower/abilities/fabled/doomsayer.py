"""Doomsayer (Fabled): If 4 or more players live, each living player may publicly choose
(once per game) that a player of their own alignment dies.

Each day, while 4 or more players live, each living player who has not yet done so may
publicly call on the Doomsayer; the Storyteller then chooses a living player of the
caller's (true) alignment, possibly the caller, and that player dies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import ABILITY, PUBLIC, STORYTELLER, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_PLAYER, BY_STORYTELLER, declare_decision

declare_decision("doomsayer", "{decider} calls on the Doomsayer: {answer}.",
                 by=BY_PLAYER, answers="yes/no", owner="doomsayer")
declare_decision("doomsayer.victim", "The Doomsayer called by {about}: {answer} dies.",
                 by=BY_STORYTELLER, answers="player", owner="doomsayer")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("doomsayer-call", "{seat} calls on the Doomsayer: a player of their alignment will die.", ["seat"])

MIN_ALIVE = 4


class Doomsayer(Ability):
    """Once per game per living player: a player of their alignment dies."""

    id = "doomsayer"

    def day_action(self, game: "Game") -> None:
        used: set[int] = self.state.setdefault("used", set())
        for seat in game.seats:
            if sum(1 for s in game.seats if s.alive) < MIN_ALIVE:
                return
            if not seat.alive or seat.index in used:
                continue
            if not game.ask(Decision("doomsayer", seat.index, (False, True),
                                     prompt="Call on the Doomsayer (a player of your alignment dies)?")):
                continue
            used.add(seat.index)
            game.log("doomsayer-call", PUBLIC, seat=seat.index)
            self.fired(game, "call", caller=seat.index)
            victim = self.victim(game, seat)
            game.kill(victim, ABILITY, self)
            if game.executed_today is not None:
                return

    def victim(self, game: "Game", caller: Seat) -> Seat:
        """The Storyteller's choice: a living player of the caller's alignment (the caller
        first, the quiet answer); a random Storyteller spares the Demon."""
        options: list[Any] = [caller.index] + [s.index for s in game.seats
                                               if s.alive and s is not caller and s.alignment == caller.alignment]
        pick = game.ask(Decision("doomsayer.victim", STORYTELLER, options, about=caller.index,
                                 prompt=f"Which player of {caller.name}'s alignment dies?"))
        seat: Seat = game.seats[pick]
        return seat


register(Doomsayer)
