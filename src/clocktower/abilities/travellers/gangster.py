"""Gangster: Once per day, you may choose to kill an alive neighbor, if your other alive
neighbor agrees."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import ABILITY, PUBLIC
from ..base import Ability, register
from ...game.decisionkinds import BY_PLAYER, declare_decision

declare_decision("gangster.agree", "{decider} agrees that the Gangster kills: {answer}.",
                 by=BY_PLAYER, answers="yes/no", owner="gangster")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("gangster-offer", "{seat} offers to kill {target}; {neighbour} must agree.", ["seat", "target", "neighbour"])
declare("gangster-answer", "{neighbour} {answer} to the Gangster killing {target}.", ["neighbour", "target", "answer"])


class Gangster(Ability):
    """Once each day, the living Gangster may choose one of its two alive neighbours
    (decision ``gangster``, nobody first); the other alive neighbour agrees or not, publicly
    (decision ``gangster.agree``, no first). If they agree and the Gangster functions, the
    chosen neighbour dies. With fewer than two alive neighbours, nothing can be done."""

    id = "gangster"

    def day_action(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or not holder.alive:
            return
        pair = game.neighbours(holder, lambda s: s.alive)
        if len(pair) != 2:
            return
        options: list[Any] = [None] + [s.index for s in pair]
        target = self.choose(game, options, "Kill an alive neighbour (if your other neighbour agrees)?")
        if target is None:
            return
        other = pair[1] if pair[0].index == target else pair[0]
        game.log("gangster-offer", PUBLIC, seat=holder.index, target=target, neighbour=other.index)
        agrees = game.ask(Decision("gangster.agree", other.index, (False, True), about=target,
                                   prompt=f"Agree that the Gangster kills {game.seats[target].name}?"))
        game.log("gangster-answer", PUBLIC, neighbour=other.index, target=target,
                 answer="agrees" if agrees else "refuses")
        if agrees and game.functioning(self):
            self.fired(game, "kill", target=target)
            game.kill(game.seats[target], ABILITY, self)


register(Gangster)
