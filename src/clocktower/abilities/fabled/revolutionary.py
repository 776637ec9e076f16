"""Revolutionary (Fabled): 2 neighboring players are known to be the same alignment. Once
per game, 1 of them registers falsely.

As the game is set up, the Storyteller chooses two neighbouring players of the same
alignment and tells everyone who they are (not their alignment). Until it has mattered
once, either of them may register as the opposite alignment (the Storyteller's choice,
through the usual registration worlds); once a misregistration of theirs has mattered,
the pair registers truly for the rest of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL, GOOD
from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.registration import Persona, as_alignment
from ...game.state import PUBLIC, STORYTELLER, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("revolutionary.pair", "The Storyteller makes {answer} the Revolutionary's pair.",
                 by=BY_STORYTELLER, answers="two players", owner="revolutionary")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("revolutionary-pair", "The Revolutionary: {seats} are the same alignment.", ["seats"])


class Revolutionary(Ability):
    """A public pair of same-alignment neighbours; one false registration for them."""

    id = "revolutionary"

    def prepare(self, game: "Game") -> None:
        pairs = []
        for seat in game.seats:
            other = game.seats[game.clockwise(seat.index, 1)]
            if other is not seat and other.alignment == seat.alignment:
                pairs.append(tuple(sorted((seat.index, other.index))))
        if not pairs:
            return
        pair = game.ask(Decision("revolutionary.pair", STORYTELLER, list(dict.fromkeys(pairs)),
                                 prompt="Which two neighbours are the Revolutionary's pair?"))
        self.state["pair"] = list(pair)
        for index in pair:
            game.seats[index].reminders.append("Aligned")
        game.log("revolutionary-pair", PUBLIC, seats=list(pair))

    def adjust_personas(self, game: "Game", seat: Seat, found: list[Persona]) -> list[Persona]:
        if self.spent or seat.index not in self.state.get("pair", ()):
            return found
        flipped = as_alignment(found, GOOD if seat.alignment == EVIL else EVIL)
        return found + [p for p in flipped if p not in found]

    def on_misregistered(self, game: "Game", seats: list[Seat]) -> None:
        pair = self.state.get("pair", ())
        if not self.spent and any(s.index in pair for s in seats):
            self.spent = True
            self.fired(game, "registered falsely", seats=[s.index for s in seats if s.index in pair])


register(Revolutionary)
