"""Noble: You start knowing 3 players, 1 and only 1 of which is evil."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Iterable

from ...game.info import inform
from ...game.registration import World
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


@register
class Noble(Ability):
    """Learns three other players, exactly one of whom registers as evil (first night only)."""

    id = "noble"

    def night(self, game: "Game") -> None:
        triples = list(combinations(self.others(game), 3))

        def truth(world: World) -> Iterable[tuple[int, int, int]]:
            return (t for t in triples if sum(world.is_evil(i) for i in t) == 1)

        inform(game, self, "noble", truth, triples)
