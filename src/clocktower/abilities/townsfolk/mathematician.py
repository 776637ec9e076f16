"""Mathematician: Each night, you learn how many players' abilities worked abnormally (since
dawn) due to another character's ability."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...game.info import inform
from ...game.registration import World
from ..base import Ability, register
from ._plain import plain_first

if TYPE_CHECKING:
    from ...game.engine import Game

IMPAIRED = ("impaired", "drunk or poisoned")
"""``ability-failed`` reasons that are another character's doing (drunkenness, poison)."""


def abnormal_seats(game: Game) -> set[int]:
    """Players whose ability worked abnormally since the last dawn (the whole first night
    on night 1): given false information or true only through misregistration, stopped
    from killing by another ability (``Game.note_abnormal``), or failing to act because
    drunk or poisoned."""
    found: set[int] = set()
    for e in reversed(game.events):
        if e.kind == "dawn":
            break
        seat = e.data.get("seat")
        if not isinstance(seat, int):
            continue
        if e.kind == "abnormal" or (e.kind == "ability-failed" and e.data.get("reason") in IMPAIRED):
            found.add(seat)
    return found


@register
class Mathematician(Ability):
    """Each night learns a number: how many players' abilities worked abnormally since dawn
    (``abnormal_seats``), itself included; counted when it wakes, late in the night."""

    id = "mathematician"

    def night(self, game: Game) -> None:
        count = len(abnormal_seats(game))

        def truth(world: World) -> Iterable[int]:
            return (count,)

        everything = range(len(game.seats) + 1)
        inform(game, self, self.id, truth, plain_first(game, truth, everything))
