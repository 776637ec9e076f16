"""Mathematician: Each night, you learn how many players' abilities worked abnormally (since
dawn) due to another character's ability."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...game.info import inform
from ...game.registration import World
from ..base import Ability, jinxed, register

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.events import Event

IMPAIRED = ("impaired", "drunk or poisoned")
"""``ability-failed`` reasons that are another character's doing (drunkenness, poison)."""

MISREGISTRATION = "misregistration"
"""The ``abnormal`` reason that is always another character's doing (the Recluse's, the Spy's)."""


def abnormal_seats(game: Game) -> tuple[set[int], set[int]]:
    """Players whose ability worked abnormally since the last dawn (the whole first night
    on night 1): given false information or true only through misregistration, stopped
    from killing by another ability (``Game.note_abnormal``), or failing to act because
    drunk or poisoned. Returns (those who count, those who *might*): the second are players
    whose abnormality came from an ability they only believe they have (``_might``)."""
    found: set[int] = set()
    might: set[int] = set()
    for e in reversed(game.events):
        if e.kind == "dawn":
            break
        seat = e.data.get("seat")
        if not isinstance(seat, int):
            continue
        if e.kind == "abnormal" or (e.kind == "ability-failed" and e.data.get("reason") in IMPAIRED):
            (might if _might(game, e, seat) else found).add(seat)
    return found, might - found


def _might(game: Game, e: Event, seat: int) -> bool:
    """Jinxes (Drunk, Lunatic, Marionette): "The Mathematician might learn if the <X>'s
    ability yielded false info or failed to work properly [attacks a different player than
    the real Demon attacked]". The ability that worked abnormally is the one its holder only
    believes they have (its own character's doing, not another's), and that character is
    jinxed with the Mathematician: whether it counts is the Storyteller's choice."""
    holder = game.seats[seat]
    believed = holder.believes
    return (believed is not holder.character and e.data.get("ability") == believed.id
            and e.data.get("why") != MISREGISTRATION and jinxed(game, Mathematician.id, holder.character.id))


class Mathematician(Ability):
    """Each night learns a number: how many players' abilities worked abnormally since dawn
    (``abnormal_seats``), itself included; counted when it wakes, late in the night. Each
    player who only *might* count (the jinxes) may be counted or not: every count from the
    sure ones to all of them is true, and the Storyteller picks (``info.mathematician``)."""

    id = "mathematician"

    def night(self, game: Game) -> None:
        found, might = abnormal_seats(game)
        counts = tuple(range(len(found), len(found) + len(might) + 1))

        def truth(world: World) -> Iterable[int]:
            return counts

        everything = range(len(game.seats) + 1)
        inform(game, self, self.id, truth, everything, plain_first=True, of="number")


register(Mathematician)
