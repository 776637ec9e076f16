"""Bureaucrat (Traveller): Each night, choose a player (not yourself): their vote counts as 3
votes tomorrow."""

from __future__ import annotations

from ..base import register
from ..shared.votes import VoteMarker


class Bureaucrat(VoteMarker):
    """The chosen player's raised hand counts three votes tomorrow, every time they vote,
    until the Bureaucrat dies, is exiled or is drunk or poisoned. An evil Bureaucrat's bot
    mostly favours its known teammates."""

    id = "bureaucrat"
    weight = 3
    favours_friends = True


register(Bureaucrat)
