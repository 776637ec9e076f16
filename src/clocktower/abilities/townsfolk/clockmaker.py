"""Clockmaker: You start knowing how many steps from the Demon to its nearest Minion."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...characters import Team
from ...game.info import inform
from ...game.registration import World
from ..base import Ability, jinxed, register

if TYPE_CHECKING:
    from ...game.engine import Game


def steps(n: int, a: int, b: int) -> int:
    """Seats from ``a`` to ``b`` the shorter way round a circle of ``n`` (neighbours: 1)."""
    d = abs(a - b) % n
    return min(d, n - d)


class Clockmaker(Ability):
    """On its first night learns the fewest steps round the circle (either way, counting
    every seat: the dead and Travellers too) from a player registering as a Demon to one
    registering as a Minion; 0 when no Demon or no Minion registers. Summoner jinx: a
    Summoner counts as a Demon (not a Minion)."""

    id = "clockmaker"

    def night(self, game: Game) -> None:
        n = len(game.seats)

        # Jinx (Summoner): "The Summoner registers as the Demon to the Clockmaker."
        summoners = {s.index for s in game.seats if s.character.id == "summoner"} \
            if jinxed(game, self.id, "summoner") else set()

        def truth(world: World) -> Iterable[int]:
            demons = [s.index for s in game.seats if world.team(s) is Team.DEMON or s.index in summoners]
            minions = [s.index for s in game.seats if world.team(s) is Team.MINION and s.index not in summoners]
            if not demons or not minions:
                return (0,)
            return (min(steps(n, d, m) for d in demons for m in minions),)

        inform(game, self, self.id, truth, range(n // 2 + 1), plain_first=True, of="number")


register(Clockmaker)
