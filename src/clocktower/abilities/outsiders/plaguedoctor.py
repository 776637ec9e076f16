"""Plague Doctor: When you die, the Storyteller gains a Minion ability."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import STORYTELLER, Seat
from .. import implemented
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("plaguedoctor.minion", "The Storyteller gains the ability of {answer}.",
                 by=BY_STORYTELLER, answers="character", owner="plaguedoctor")

if TYPE_CHECKING:
    from ...game.engine import Game


@register
class PlagueDoctor(Ability):
    """When its holder dies sober and healthy, the Storyteller picks a Minion character on
    the script (decision ``plaguedoctor.minion``; an in-play Minion is one of the options,
    which is the same as marking that Minion) and holds a copy of its ability for the rest
    of the game: the Storyteller makes its choices and it always functions."""

    id = "plaguedoctor"

    def wakes(self, game: "Game", first: bool) -> bool:
        return False  # nothing to do at night: the night-sheet entry is the gained Minion's reminder

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is not self.holder or self.fake or self.spent:
            return
        # The holder is already dead, so "functioning" cannot be asked: it had to be sober
        # and healthy at the moment of death.
        if game.impaired(seat):
            game.log("ability-failed", STORYTELLER, seat=seat.index, ability=self.id, reason="impaired")
            return
        minions = [c.id for c in game.script.team(Team.MINION) if implemented(c.id)]
        if not minions:
            return
        choice = game.ask(Decision("plaguedoctor.minion", STORYTELLER, minions,
                                   about=seat.index, prompt="Which Minion ability does the Storyteller gain?"))
        game.grant(None, game.script.by_id[choice])
        self.fired(game, "storyteller gains a Minion ability", minion=choice)
