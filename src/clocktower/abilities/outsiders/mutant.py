"""Mutant: If you are "mad" about being an Outsider, you might be executed."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import PUBLIC, STORYTELLER
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("mutant.execute", "The Storyteller decides whether the Mutant {about} is executed: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="mutant")
declare_decision("mutant.mad", "The Storyteller judges whether the Mutant {about} tried to convince the group: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="mutant")

if TYPE_CHECKING:
    from ...game.engine import Game

HIDE_CHANCE = 0.85
"""How often a bot Mutant plans to claim a Townsfolk rather than what it is."""


class Mutant(Ability):
    """Each day, once public claims are made, the Storyteller judges whether the living
    Mutant is "mad" about being an Outsider: a bot is when it claimed any Outsider; for a
    person the Storyteller says (decision ``mutant.mad``). A mad, sober and healthy Mutant
    may be executed on the spot (decision ``mutant.execute``, no first): that is the day's
    one execution, so no nominations follow. A drunk or poisoned Mutant is never punished."""

    id = "mutant"

    def prepare(self, game: "Game") -> None:
        """A bot Mutant knows better than to claim an Outsider: it usually plans a Townsfolk."""
        seat = self.holder
        if seat is None or self.fake or game.is_person(seat.index):
            return
        rng = random.Random(f"mutant-{game.seed}-{seat.index}")
        townsfolk = [c.id for c in game.script.team(Team.TOWNSFOLK)]
        if townsfolk and rng.random() < HIDE_CHANCE:
            seat.knows.setdefault("claim", rng.choice(townsfolk))

    def day_action(self, game: "Game") -> None:
        seat = self.holder
        if seat is None or not seat.alive or game.executed_today is not None or not game.functioning(self):
            return
        if not game.is_person(seat.index):
            claim = game.claims.get(seat.index)
            mad = claim is not None and claim in game.script.by_id and game.script.by_id[claim].team is Team.OUTSIDER
        else:
            mad = game.ask(Decision("mutant.mad", STORYTELLER, (False, True), about=seat.index,
                                    prompt=f"Is {seat.name} trying to convince the group they are an Outsider?"))
        if not mad:
            return
        punish = game.ask(Decision("mutant.execute", STORYTELLER, (False, True),
                                   about=seat.index, prompt=f"{seat.name} is mad about being an Outsider: execute them?"))
        if punish:
            self.fired(game, "executed")
            game.log("madness-broken", PUBLIC, seat=seat.index, character=self.id)
            game.execute(seat)


register(Mutant)
