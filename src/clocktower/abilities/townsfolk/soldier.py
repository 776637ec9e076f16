"""Soldier: You are safe from the Demon."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import DEMON, Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


@register
class Soldier(Ability):
    """The Demon's ability cannot kill the (sober, healthy) Soldier."""

    id = "soldier"

    def prevents_death(self, game: "Game", target: Seat, cause: str, source: Ability | None) -> bool:
        return target is self.holder and cause == DEMON
