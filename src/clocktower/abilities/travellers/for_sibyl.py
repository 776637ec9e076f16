"""Sibyl (Fall of Rome Traveller): Each day, after the 1st execution, you may publicly choose
a dead player: they may nominate. If the majority of the dead and yourself agree, they are
executed."""

from __future__ import annotations

from math import ceil
from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.state import PUBLIC, STORYTELLER
from ..base import Ability, register
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_PLAYER, declare_decision

declare_decision("for_sibyl.nominate", "{decider}, let nominate by the Sibyl, nominates {answer}.",
                 by=BY_PLAYER, answers="none or player", owner="for_sibyl")

declare("sibyl-choice", "{seat} chooses {target} to nominate.", ["seat", "target"])
declare("sibyl-execution", "The Sibyl's vote on {seat}: {votes} votes ({needed} needed).", ["seat", "votes", "needed"])

if TYPE_CHECKING:
    from ...game.engine import Game


def sibyl_votes_needed(voters: int) -> int:
    """Half the dead players and the Sibyl, rounded up: exactly half is enough."""
    return ceil(voters / 2)


class Sibyl(Ability):
    """Once a day, after the day's first execution, the living Sibyl may publicly choose a
    dead player, who may then make one nomination (even if they nominated earlier today;
    decision ``for_sibyl.nominate``, by that player).
    Only the dead and the Sibyl vote on it, the dead without spending their ghost vote; at
    least half of them (dead players and the Sibyl) executes the nominee: a second execution.
    A drunk or poisoned Sibyl's choice lets nobody nominate."""

    id = "for_sibyl"

    def after_execution(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or self.fake or not holder.alive:
            return
        dead = [s.index for s in game.seats if not s.alive and not s.left]
        if not dead:
            return
        options: list[Any] = [None, *dead]
        choice = self.choose(game, options, "Choose a dead player who may nominate, or nobody.")
        if choice is None:
            return
        chosen = game.seats[choice]
        game.log("sibyl-choice", PUBLIC, seat=holder.index, target=chosen.index)
        if not game.functioning(self):
            game.log("ability-failed", STORYTELLER, seat=holder.index, ability=self.id)
            return
        game.log("ability-fired", STORYTELLER, seat=holder.index, ability=self.id, target=chosen.index)
        nominees = [t.index for t in game.seats if game.may_be_nominated(t)]
        if not nominees:
            return
        pick = game.ask(Decision(f"{self.id}.nominate", chosen.index, [None, *nominees],
                                 prompt="The Sibyl lets you nominate: whom?"))
        if pick is None:
            return
        nominee = game.seats[pick]
        game.nominate(chosen, nominee, granted_by=self)
        if not holder.alive:
            return
        voters = [s for s in game.seats if not s.alive and not s.left or s is holder]
        needed = sibyl_votes_needed(len(voters))
        votes = game.vote(nominee, voters=voters, needed=needed, ghost=False, block=False)
        if votes >= needed and game.functioning(self):
            game.log("sibyl-execution", PUBLIC, seat=nominee.index, votes=votes, needed=needed)
            game.execute(nominee)


register(Sibyl)
