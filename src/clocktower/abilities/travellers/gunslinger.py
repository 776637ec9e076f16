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
        target = self.choose(game, options, "Choose a player that voted: they die (or nobody).")
        if target is None:
            return
        game.log("gunslinger-shot", PUBLIC, seat=holder.index, target=target)
        if game.functioning(self):
            self.fired(game, "shot", target=target)
            game.kill(game.seats[target], ABILITY, self)


register(Gunslinger)
