"""Zealot: If there are 5 or more players alive, you must vote for every nomination."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

MIN_ALIVE = 5


class Zealot(Ability):
    """While it functions (so alive) and 5 or more players (Travellers included) are alive,
    the Zealot's only legal vote on any nomination is yes."""

    id = "zealot"

    def must_vote(self, game: "Game", voter: Seat, nominee: Seat) -> bool:
        return (voter is self.holder and sum(1 for s in game.seats if s.alive) >= MIN_ALIVE)


register(Zealot)
