"""God of Ug (Loric): One Ug hat. When wear Ug hat, must speak one sound at a time but vote
twice. If fail, pass Ug hat.

As the game is set up, the Storyteller gives the hat to a player (public). The wearer's
raised hand counts twice on every execution vote. Each day the Storyteller judges whether
a wearer played by a person failed to speak one sound at a time (bots never fail); if so
the wearer passes the hat to another player of their choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import PUBLIC, STORYTELLER, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("godofug.hat", "The Storyteller puts the Ug hat on {answer}.",
                 by=BY_STORYTELLER, answers="player", owner="godofug")
declare_decision("godofug.failed", "The hat-wearer {about} failed to speak one sound at a time: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="godofug")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("ug-hat", "{seat} now wears the Ug hat.", ["seat"])


class GodOfUg(Ability):
    """The Ug hat: its wearer votes twice."""

    id = "godofug"

    def prepare(self, game: "Game") -> None:
        wearer = game.ask(Decision("godofug.hat", STORYTELLER, [s.index for s in game.seats],
                                   prompt="Who wears the Ug hat?"))
        self.give(game, wearer)

    def give(self, game: "Game", index: int) -> None:
        """``index`` wears the hat now."""
        old = self.state.get("wearer")
        if old is not None and "Hat" in game.seats[old].reminders:
            game.seats[old].reminders.remove("Hat")
        self.state["wearer"] = index
        game.seats[index].reminders.append("Hat")
        game.log("ug-hat", PUBLIC, seat=index)

    def vote_weight(self, game: "Game", voter: Seat, nominee: Seat) -> int | None:
        return 2 if voter.index == self.state.get("wearer") else None

    def day_action(self, game: "Game") -> None:
        wearer = self.state.get("wearer")
        if wearer is None or not game.is_person(wearer):
            return
        if game.ask(Decision("godofug.failed", STORYTELLER, (False, True), about=wearer,
                             prompt=f"Did {game.seats[wearer].name} fail to speak one sound at a time?")):
            to = game.ask(Decision("godofug", wearer, [s.index for s in game.seats if s.index != wearer],
                                   prompt="Pass the Ug hat to whom?"))
            self.give(game, to)


register(GodOfUg)
