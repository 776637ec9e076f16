"""Knight: You start knowing 2 players that are not the Demon."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Iterable

from ...characters import Team
from ...game.info import inform
from ...game.registration import World
from ...game.state import STORYTELLER
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Knight(Ability):
    """On its first night (decision ``info.knight``) the Knight learns two other players,
    in seat order, neither of whom registers as the Demon; both are marked KNOW."""

    id = "knight"

    def night(self, game: "Game") -> None:
        others = self.others(game)
        pairs = list(combinations(others, 2))
        if not pairs:
            return

        def truth(world: World) -> Iterable[tuple[int, int]]:
            return [(a, b) for a, b in pairs
                    if world.team(a) is not Team.DEMON and world.team(b) is not Team.DEMON]

        shown = inform(game, self, self.id, truth, pairs, plain_first=True)
        for seat in shown:
            game.log("reminder", STORYTELLER, seat=seat, reminder="Know", ability=self.id)


register(Knight)
