"""Toymaker (Fabled): The Demon may choose not to attack & must do this at least once per
game. Evil players get normal starting info.

Minion and Demon info happen whatever the player count (``gives_evil_info``). Each night
but the first, at the Toymaker's place, each living Demon chooses whether to attack
tonight (``toymaker``: yes, no attack); choosing not to removes the FINAL NIGHT: NO ATTACK reminder. While the reminder
is on, on a night when a Demon attack could end the game (3 or fewer living players,
Travellers aside: one kill leaves two), the Demon is not woken at all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import STORYTELLER
from ..base import Ability, register
from ...game.decisionkinds import BY_PLAYER, declare_decision

declare_decision("toymaker", "The Demon {decider} chooses not to attack tonight: {answer}.",
                 by=BY_PLAYER, answers="yes/no", owner="toymaker")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("toymaker-no-attack", "The Demon {seat} does not attack tonight ({why}).")

REMINDER = "Final Night: No Attack"


def attack_could_end_game(game: "Game") -> bool:
    """A Demon kill tonight would leave two players alive (Travellers aside)."""
    return sum(1 for s in game.seats if s.alive and not s.is_traveller) <= 3


class Toymaker(Ability):
    """Starting evil info at any count; the Demon skips an attack at least once."""

    id = "toymaker"

    def gives_evil_info(self, game: "Game") -> bool:
        return True

    def prepare(self, game: "Game") -> None:
        for seat in game.seats:
            if seat.team is Team.DEMON:
                seat.reminders.append(REMINDER)

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first

    def night(self, game: "Game") -> None:
        resting: set[int] = set()
        self.state["resting"] = (game.night_no, resting)
        for demon in [s for s in game.seats if s.alive and s.team is Team.DEMON]:
            if REMINDER in demon.reminders and attack_could_end_game(game):
                resting.add(demon.index)
                game.log("toymaker-no-attack", STORYTELLER, seat=demon.index, why="final night")
                self.fired(game, "final night", player=demon.index)
                continue
            rest = game.ask(Decision("toymaker", demon.index, (False, True),
                                     prompt="Choose not to attack tonight?"))
            if rest:
                resting.add(demon.index)
                if REMINDER in demon.reminders:
                    demon.reminders.remove(REMINDER)
                game.log("toymaker-no-attack", STORYTELLER, seat=demon.index, why="chose not to")

    def keeps_asleep(self, game: "Game", ability: Ability) -> bool:
        night, resting = self.state.get("resting", (0, set()))
        holder = ability.holder
        return (night == game.night_no and holder is not None and holder.index in resting
                and ability.character.team is Team.DEMON)


register(Toymaker)
