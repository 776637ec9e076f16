"""Thief (Traveller): Each night, choose a player (not yourself): their vote counts
negatively tomorrow."""

from __future__ import annotations

from ..base import register
from ..shared.votes import VoteMarker


class Thief(VoteMarker):
    """The chosen player's raised hand takes one vote off the tally tomorrow, every time
    they vote, until the Thief dies, is exiled or is drunk or poisoned. An evil Thief's bot
    mostly spares its known teammates."""

    id = "thief"
    weight = -1


register(Thief)
