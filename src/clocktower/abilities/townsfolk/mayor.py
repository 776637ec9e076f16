"""Mayor: If only 3 players live & no execution occurs, your team wins. If you die at night,
another player might die instead."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...characters import GOOD
from ...game.decisions import Decision
from ...game.state import STORYTELLER, Seat
from ..base import Ability, jinxed, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("mayor.bounce", "The Demon's kill on the Mayor bounces to {answer}.",
                 by=BY_STORYTELLER, answers="none or player", owner="mayor")

if TYPE_CHECKING:
    from ...game.engine import Game

LEVIATHAN_DAY = 5
"""The Leviathan/Mayor jinx: the day a peaceful town wins for good."""


class Mayor(Ability):
    """At dusk with exactly three players alive (Travellers count) and no execution today,
    the Mayor's alignment wins. A stoppable night death of the Mayor, from any source, may
    be moved by the Storyteller to another player, who is then protected as usual.

    Jinx (Leviathan): when nominations close on day 5 with nobody about to be executed and
    nobody executed, while the Mayor (functioning) and a Leviathan are alive, good wins,
    before the Leviathan's end of day 5."""

    id = "mayor"

    def at_dusk(self, game: "Game") -> None:
        if self.holder is None or game.executed_today is not None:
            return
        if sum(1 for s in game.seats if s.alive) == 3:
            game.win(self.holder.alignment, "the Mayor's town made peace: three players alive, no execution")

    def on_nominations_closed(self, game: "Game") -> None:
        holder = self.holder
        if game.day_no != LEVIATHAN_DAY or game.today.on_block is not None or game.executed_today is not None:
            return
        if holder is None or not holder.alive or not game.functioning(self) or not jinxed(game, self.id, "leviathan"):
            return
        if any(s.alive for s in game.in_play("leviathan")):
            self.fired(game, "no execution on day 5 with the Leviathan alive")
            game.win(GOOD, "the Mayor and the Leviathan are alive on day 5 and no execution occurred")

    def redirect_death(self, game: "Game", target: Seat, cause: str, source: Ability | None) -> Seat | None:
        if target is not self.holder:
            return None
        others = [s for s in game.seats if s is not target]
        options: list[Any] = [None, *(s.index for s in others)]
        choice = game.ask(Decision("mayor.bounce", STORYTELLER, options, about=target.index,
                                   prompt=f"{target.name} (Mayor) would die: does someone else die instead?"))
        return None if choice is None else game.seats[choice]


register(Mayor)
