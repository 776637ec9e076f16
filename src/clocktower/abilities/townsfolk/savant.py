"""Savant: Each day, you may visit the Storyteller to learn 2 things in private: 1 is true
& 1 is false."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...game.info import inform
from ...game.registration import World
from ...game.state import STORYTELLER
from ...game.talk.statements import evaluate
from ..base import Ability, register
from ..shared.consult import consult_pairs, consult_statements

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
    truths (``true``, in the statements' order) differ: for each statement, its pairs with
    the later statements of the other truth (row ``i`` of the pairs starts after the
    ``n - 1 - r`` pairs of each row ``r`` before it)."""
    n = len(true)
    later: tuple[list[int], list[int]] = ([], [])  # the false and the true statements' places
    for j in range(n):
        later[1 if true[j] else 0].append(j)
    found: list[int] = []
    start = 0  # the position of pair (i, i + 1)
    cursor = [0, 0]  # how many of each list lie at or before i
    for i in range(n):
        side = 1 if true[i] else 0
        cursor[side] += 1
        others = later[1 - side]
        base = start - i - 1
        for k in range(cursor[1 - side], len(others)):
            found.append(base + others[k])
        start += n - 1 - i
    return found


register(Savant)
