"""Slayer: Once per game, during the day, publicly choose a player: if they are the Demon,
they die."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...characters import Team
from ...game.state import ABILITY, PUBLIC, STORYTELLER
from ..base import Ability, jinxed, register
from ..demons.lleech import hosts
from ...game.eventkinds import declare

declare("slayer-shot", "{seat} publicly shoots {target}.", ["seat", "target"])

if TYPE_CHECKING:
    from ...game.engine import Game


class Slayer(Ability):
    """Each day, before nominations, the living Slayer may publicly choose any player
    (decision ``slayer``, None first: not now). Choosing uses the ability up, even if it
    does not work (drunk, poisoned, or the Drunk who believes they are the Slayer). If it
    works and the chosen player registers as the Demon (the Recluse may; the Storyteller
    decides), that player dies (cause ``ability``).

    Jinx (Lleech): a working shot at a Lleech's host kills the host (and so, as usual, the
    Lleech with them)."""

    id = "slayer"

    def day_action(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or self.spent or not holder.alive:
            return
        options: list[Any] = [None] + [s.index for s in game.seats]
        target = self.choose(game, options, "Publicly choose a player to slay (or not now)?")
        if target is None:
            return
        works = game.functioning(self)
        self.spent = True
        victim = game.seats[target]
        game.log("slayer-shot", PUBLIC, seat=holder.index, target=target)
        game.log("reminder", STORYTELLER, seat=holder.index, reminder="No Ability", ability=self.id)
        if not works or not victim.alive:
            return
        if jinxed(game, self.id, "lleech") and target in hosts(game):
            self.fired(game, "slew the Lleech host", target=target)
            game.kill(victim, ABILITY, self)
            return
        if game.registers_as(victim, lambda p: p.team is Team.DEMON, "the Demon"):
            self.fired(game, "slew", target=target)
            game.kill(victim, ABILITY, self)


register(Slayer)
