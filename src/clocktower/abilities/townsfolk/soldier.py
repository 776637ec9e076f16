"""Soldier: You are safe from the Demon."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


@register
class Soldier(Ability):
    """The (sober, healthy) Soldier is safe from the Demon: its kills and its other harmful
    effects, such as poisoning."""

    id = "soldier"

    def safe_from_demon(self, game: "Game", seat: Seat) -> bool:
        return seat is self.holder
