"""Zenomancer (Loric): One or more players each have a goal. When achieved, that player
learns a piece of true info.

As the game is set up, the Storyteller gives one or more players a goal (each is told they
have one; what it is, is the Storyteller's). At each dusk the Storyteller says whether a
goal was achieved (``zenomancer.achieved``); its player then learns a true piece of info:
a player of the Storyteller's choice and that player's character.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.info import TRUE, inform
from ...game.state import STORYTELLER
from ..base import Ability, register
from ..shared.fabled import pick_players
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("zenomancer.achieved", "{about} achieved their goal: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="zenomancer")
declare_decision("zenomancer.about", "{about} learns the character of {answer}.",
                 by=BY_STORYTELLER, answers="player", owner="zenomancer")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("zenomancer-goal", "{audience} has a Zenomancer goal.")


class Zenomancer(Ability):
    """Goals that reward true information."""

    id = "zenomancer"

    def prepare(self, game: "Game") -> None:
        goals = pick_players(game, self, "zenomancer.goal", "Who gets a Zenomancer goal?",
                             [s.index for s in game.seats], most=3, least=1)
        self.state["goals"] = goals
        for index in goals:
            game.seats[index].reminders.append("Goal")
            game.tell(game.seats[index], "zenomancer-goal")

    def at_dusk(self, game: "Game") -> None:
        for index in list(self.state.get("goals", ())):
            seat = game.seats[index]
            if not game.ask(Decision("zenomancer.achieved", STORYTELLER, (False, True), about=index,
                                     prompt=f"Did {seat.name} achieve their goal?")):
                continue
            self.state["goals"].remove(index)
            if "Goal" in seat.reminders:
                seat.reminders.remove("Goal")
            target = game.ask(Decision("zenomancer.about", STORYTELLER, [s.index for s in game.seats], about=index,
                                       prompt=f"{seat.name} learns the character of which player?"))
            everything = list(dict.fromkeys(c.id for c in game.script.characters
                                            if not c.team.is_storyteller_rule))
            if game.seats[target].character.id not in everything:
                everything.append(game.seats[target].character.id)
            inform(game, self, "zenomancer", lambda w: [w.character(target).id], everything,
                   to=seat, mode=TRUE, target=target)
            self.fired(game, "goal achieved", player=index)


register(Zenomancer)
