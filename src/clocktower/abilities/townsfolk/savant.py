"""Savant: Each day, you may visit the Storyteller to learn 2 things in private: 1 is true
& 1 is false."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...game.info import inform
from ...game.registration import World
from ...game.state import STORYTELLER
from ...game.statements import evaluate
from ..base import Ability, register
from ._consult import consult_pairs, consult_statements

if TYPE_CHECKING:
    from ...game.engine import Game


class Savant(Ability):
    """Each day, if the living Savant chooses to visit (decision ``savant``), the
    Storyteller whispers a pair of structured statements (``info.savant``): sober and
    healthy, exactly one of the two is true (as seats register); drunk or poisoned, any
    pair (both true or both false allowed). Following the almanac's tip, no statement
    names a player as the Demon. The pair is listed in a fixed order that does not say
    which one is true."""

    id = "savant"

    def day_action(self, game: Game) -> None:
        seat = self.holder
        if seat is None or not seat.alive:
            return
        visit = self.choose(game, (False, True), "Visit the Storyteller (Savant) today?")
        if not visit:
            return
        game.log("consultation", STORYTELLER, seat=seat.index, ability=self.id)
        statements = consult_statements(game, seat.index, demon=False)
        pairs = consult_pairs(game, seat.index, demon=False)
        if not pairs:
            return

        def truth(world: World) -> Iterable[int]:
            return _differing([evaluate(game, s, world, checked=True) for s in statements])

        inform(game, self, self.id, truth, pairs, plain_first=True, positions=True, day=game.day_no)


def _differing(true: list[bool]) -> list[int]:
    """The positions, in ``itertools.combinations`` order, of the pairs of statements whose
    truths (``true``, in the statements' order) differ."""
    found: list[int] = []
    n = len(true)
    k = 0
    for i in range(n):
        first = true[i]
        for j in range(i + 1, n):
            if true[j] != first:
                found.append(k)
            k += 1
    return found


register(Savant)
