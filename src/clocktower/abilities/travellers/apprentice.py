"""Apprentice (Traveller): On your 1st night, you gain a Townsfolk ability (if good), or a
Minion ability (if evil)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import STORYTELLER
from .. import implemented
from ..base import Ability, register
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("apprentice.ability", "The Storyteller gives the Apprentice {about} the ability of {answer}.",
                 by=BY_STORYTELLER, answers="character", owner="apprentice")

declare("apprentice", "{audience} gains the ability of {character}.", ["character"])

if TYPE_CHECKING:
    from ...game.engine import Game


class Apprentice(Ability):
    """On its first night, the Storyteller picks a Townsfolk of the script for a good
    Apprentice or a Minion for an evil one (decision ``apprentice.ability``); the Apprentice
    gains that ability (``Game.grant``, granted by this one: it works by the Apprentice's
    own life and sobriety) and is told which (event ``apprentice``). The gained ability
    wakes at its own place in the night order, this night included. The Apprentice stays a
    Traveller: it registers as the Apprentice, not as what it gained."""

    id = "apprentice"

    def wakes(self, game: "Game", first: bool) -> bool:
        return self.nights == 0 and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return
        team = Team.MINION if holder.is_evil else Team.TOWNSFOLK
        options = [c.id for c in game.script.team(team) if implemented(c.id)]
        if not options:
            return
        pick = game.ask(Decision("apprentice.ability", STORYTELLER, options, about=holder.index,
                                 prompt=f"Which {team.value} ability does the Apprentice ({holder.name}) gain?"))
        game.grant(holder, game.script.by_id[pick], granted_by=self)
        game.tell(holder, "apprentice", character=pick)
        holder.knows["apprentice"] = pick


register(Apprentice)
