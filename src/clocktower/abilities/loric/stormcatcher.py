"""Stormcatcher (Loric): Name a good character. If in play, they can only die by
execution, but evil players learn which player it is.

On the first night the Storyteller names a good character on the script (public). Each
player who is that character is STORMCAUGHT: from then on they die only by execution.
Each evil player learns the character and who holds it (nobody: it is not in play).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import EXECUTION, PUBLIC, STORYTELLER, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("stormcatcher.character", "The Stormcatcher names {answer}.",
                 by=BY_STORYTELLER, answers="character", owner="stormcatcher")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("stormcatcher", "The Stormcatcher names the {character}.", ["character"])
declare("stormcatcher-evil", "{audience} learns the {character} is {seats}.", ["character", "seats"])


class Stormcatcher(Ability):
    """A named good character that can only die by execution; evil knows who."""

    id = "stormcatcher"

    def wakes(self, game: "Game", first: bool) -> bool:
        return "character" not in self.state

    def night(self, game: "Game") -> None:
        options = [c.id for c in game.script.characters if c.team.is_good]
        if not options:
            self.state["character"] = None
            return
        named = game.ask(Decision("stormcatcher.character", STORYTELLER, options,
                                  prompt="Which good character does the Stormcatcher name?"))
        caught = [s.index for s in game.seats if s.character.id == named]
        self.state["character"], self.state["caught"] = named, caught
        for index in caught:
            game.seats[index].reminders.append("Stormcaught")
        game.log("stormcatcher", PUBLIC, character=named)
        for seat in game.seats:
            if seat.is_evil:
                game.tell(seat, "stormcatcher-evil", character=named, seats=caught)

    def prevents_death(self, game: "Game", target: Seat, cause: str, source: "Ability | None") -> bool:
        return cause != EXECUTION and target.index in self.state.get("caught", ())


register(Stormcatcher)
