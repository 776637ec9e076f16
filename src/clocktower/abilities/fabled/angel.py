"""Angel (Fabled): Something bad might happen to whoever is most responsible for the death
of a new player.

On the first night the Storyteller announces which players the Angel protects (the new
players who agreed). When a protected player dies, the Storyteller names whoever was most
responsible (or nobody) and decides what bad thing happens to them (``common.something_bad``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import PUBLIC, STORYTELLER, Seat
from ..base import Ability, register
from ..shared.fabled import pick_players, something_bad
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("angel.responsible", "The Storyteller holds {answer} most responsible for the death of {about}.",
                 by=BY_STORYTELLER, answers="player", owner="angel")
declare_decision("angel.bad", "Something bad happens to {about} (Angel): {answer}.",
                 by=BY_STORYTELLER, answers="word", owner="angel")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("angel-protects", "The Angel protects {seats}.", ["seats"])


class Angel(Ability):
    """Protected new players; something bad for whoever is most responsible for their death."""

    id = "angel"

    def wakes(self, game: "Game", first: bool) -> bool:
        return first and not self.state.get("announced")

    def night(self, game: "Game") -> None:
        self.state["announced"] = True
        protected = pick_players(game, self, "angel.protect", "Which new player does the Angel protect?",
                                 [s.index for s in game.seats], most=2)
        self.state["protected"] = protected
        for index in protected:
            game.seats[index].reminders.append("Protected")
        game.log("angel-protects", PUBLIC, seats=protected)

    def on_death(self, game: "Game", seat: Seat, cause: str, source: "Ability | None") -> None:
        if seat.index not in self.state.get("protected", ()):
            return
        options: list[Any] = [None] + [s.index for s in game.seats if s is not seat]
        responsible = game.ask(Decision("angel.responsible", STORYTELLER, options, about=seat.index,
                                        prompt=f"Who is most responsible for {seat.name}'s death?"))
        if responsible is not None:
            something_bad(game, self, game.seats[responsible])


register(Angel)
