"""Duchess (Fabled): Each day, 3 players may choose to visit you. At night*, each visitor
learns how many visitors are evil, but 1 gets false info.

Each day, living players in seat order may choose to visit the Duchess (the Storyteller)
until three have. That night (not the first), each of the day's visitors learns how many
of them are evil; one visitor, the Storyteller's choice, learns any other number.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.info import FALSE, TRUE, inform
from ...game.registration import World
from ...game.state import PUBLIC, STORYTELLER
from ..base import Ability, register
from ...game.decisionkinds import BY_PLAYER, BY_STORYTELLER, declare_decision

declare_decision("duchess", "{decider} visits the Duchess: {answer}.",
                 by=BY_PLAYER, answers="yes/no", owner="duchess")
declare_decision("duchess.false", "The Storyteller gives {answer} false information (Duchess).",
                 by=BY_STORYTELLER, answers="player", owner="duchess")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("duchess-visit", "{seat} visits the Duchess.", ["seat"])

VISITORS = 3


class Duchess(Ability):
    """Up to three visitors a day; each learns a count of evil visitors, one falsely."""

    id = "duchess"

    def day_action(self, game: "Game") -> None:
        visitors: list[int] = []
        self.state["visitors"] = visitors
        self.state["day"] = game.day_no
        for seat in game.seats:
            if len(visitors) >= VISITORS:
                break
            if seat.alive and game.ask(Decision("duchess", seat.index, (False, True),
                                                prompt="Visit the Duchess today?")):
                visitors.append(seat.index)
                seat.reminders.append("Visitor")
                game.log("duchess-visit", PUBLIC, seat=seat.index)

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and bool(self.state.get("visitors")) and self.state.get("day") == game.day_no

    def night(self, game: "Game") -> None:
        visitors: list[int] = self.state.pop("visitors", [])
        liar = game.ask(Decision("duchess.false", STORYTELLER, visitors,
                                 prompt="Which visitor gets false info?"))
        everything = list(range(len(visitors) + 1))
        for index in visitors:
            def truth(world: World, visitors: list[int] = visitors) -> list[int]:
                return [sum(1 for v in visitors if world.is_evil(v))]
            inform(game, self, "duchess", truth, everything, to=game.seats[index],
                   mode=FALSE if index == liar else TRUE, of="number")
            reminders = game.seats[index].reminders
            if "Visitor" in reminders:
                reminders.remove("Visitor")
        self.fired(game, "visitors informed", visitors=visitors)


register(Duchess)
