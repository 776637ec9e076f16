"""Noble: You start knowing 3 players, 1 and only 1 of which is evil."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Iterable

from ...game.info import inform
from ...game.registration import World
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Noble(Ability):
    """Learns three other players, exactly one of whom registers as evil (first night only)."""

    id = "noble"

    def night(self, game: "Game") -> None:
        others = self.others(game)
        triples = list(combinations(others, 3))
        by_index = list(combinations(range(len(others)), 3))  # each trio as positions in others

        def truth(world: World) -> Iterable[tuple[int, int, int]]:
            evil = [world.is_evil(i) for i in others]
            return [t for t, (a, b, c) in zip(triples, by_index) if evil[a] + evil[b] + evil[c] == 1]

        inform(game, self, "noble", truth, triples)


register(Noble)
