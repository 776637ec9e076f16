"""Hindu (Loric): The first 4 players to die are immediately reincarnated as Travellers of
the same alignment.

When one of the first four players (Travellers aside) dies, the Storyteller chooses a
Traveller not yet in play; the player at once becomes that Traveller, alive, with their
alignment, and everyone learns which Traveller they now are. A script with no Travellers
of its own brings Trouble Brewing's five for this (they join the night order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...abilities import ability_class
from ...characters import Team
from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import PUBLIC, STORYTELLER, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("hindu.traveller", "{about} is reincarnated as {answer}.",
                 by=BY_STORYTELLER, answers="character", owner="hindu")

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...script import Script

declare("hindu-reincarnated", "{seat} is reincarnated as the {character}.", ["seat", "character"])

REINCARNATIONS = 4
DEFAULT_TRAVELLERS = ("scapegoat", "gunslinger", "beggar", "bureaucrat", "thief")


class Hindu(Ability):
    """The first four to die come back as Travellers."""

    id = "hindu"

    @classmethod
    def brings(cls, script: "Script") -> list[str]:
        """Characters this rule needs on the game's script: Travellers to become."""
        if any(ability_class(c.id) for c in script.team(Team.TRAVELLER)):
            return []
        return list(DEFAULT_TRAVELLERS)

    def on_death(self, game: "Game", seat: Seat, cause: str, source: "Ability | None") -> None:
        done: list[int] = self.state.setdefault("reincarnated", [])
        if len(done) >= REINCARNATIONS or seat.is_traveller or seat.alive or seat.index in done:
            return
        taken = {s.character.id for s in game.seats}
        options = [c.id for c in game.script.team(Team.TRAVELLER)
                   if c.id not in taken and ability_class(c.id) is not None]
        if not options:
            return
        done.append(seat.index)
        choice = game.ask(Decision("hindu.traveller", STORYTELLER, options, about=seat.index,
                                   prompt=f"{seat.name} is reincarnated as which Traveller?"))
        game.change_character(seat, game.script.by_id[choice])
        game.revive(seat, self)
        game.log("hindu-reincarnated", PUBLIC, seat=seat.index, character=choice)
        self.fired(game, "reincarnated", player=seat.index, character=choice)


register(Hindu)
