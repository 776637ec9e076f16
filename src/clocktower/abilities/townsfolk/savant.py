"""Savant: Each day, you may visit the Storyteller to learn 2 things in private: 1 is true
& 1 is false."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations, compress, starmap
from operator import ne
from typing import TYPE_CHECKING

from ...game.info import inform
from ...game.registration import World
from ...game.state import STORYTELLER
from ...game.statements import evaluate
from ..base import Ability, register
from ._consult import consult_statements

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
        pairs = list(combinations(statements, 2))
        if not pairs:
            return

        every = range(len(pairs))

        def truth(world: World) -> Iterable[int]:
            true = [evaluate(game, s, world) for s in statements]
            # The positions of the pairs whose two statements differ (pairs and their
            # truths in the same order).
            return compress(every, starmap(ne, combinations(true, 2)))

        inform(game, self, self.id, truth, pairs, plain_first=True, positions=True, day=game.day_no)


register(Savant)
