"""Gunslinger (Traveller): Each day, after the 1st vote has been tallied, you may choose a
player that voted: they die."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.state import ABILITY, PUBLIC, Seat
from ..base import Ability, register
from ...game.eventkinds import declare

declare("gunslinger-shot", "{seat} (the Gunslinger) shoots {target}.", ["seat", "target"])

if TYPE_CHECKING:
    from ...game.engine import Game

SHOT = "shot"  # the day whose 1st vote has been dealt with
SHOOT_CHANCE = 0.3
"""How often a random Gunslinger shoots a voter."""


@register
class Gunslinger(Ability):
    """After the day's first vote (the first tally of any nomination), the living, sober and
    healthy Gunslinger may publicly choose one player whose vote counted on it (decision
    ``gunslinger``, None first): they die (cause ``ability``). Later votes that day give no
    second chance; a first vote nobody voted on gives no shot."""

    id = "gunslinger"

    def after_vote(self, game: "Game", nominee: Seat, voters: list[int]) -> None:
        holder = self.holder
        if holder is None or self.state.get(SHOT) == game.day_no:
            return
        self.state[SHOT] = game.day_no
        if not holder.alive or not voters:
            return
        options: list[Any] = [None] + voters
        friends = holder.knows.get("evil", set()) if holder.is_evil else set()
        raw = [0.0 if v in friends else 0.2 if v == holder.index else 1.0 for v in voters]
        total = sum(raw)
        if total == 0:
            return
        weights = [1 - SHOOT_CHANCE] + [SHOOT_CHANCE * w / total for w in raw]
        target = self.choose(game, options, "Choose a player that voted: they die (or nobody).",
                             weights=weights)
        if target is None:
            return
        game.log("gunslinger-shot", PUBLIC, seat=holder.index, target=target)
        if game.functioning(self):
            self.fired(game, "shot", target=target)
            game.kill(game.seats[target], ABILITY, self)
