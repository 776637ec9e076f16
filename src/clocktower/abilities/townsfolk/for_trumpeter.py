"""Trumpeter (Fall of Rome): Each night*, you learn how many evil players publicly claimed to
be Spartacus today."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...game.info import inform
from ...game.registration import World
from ..fabled.for_iamspartacus import claims_today
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Trumpeter(Ability):
    """Counts today's public Spartacus claimants (dead or alive) who register as evil when
    it wakes, after any alignment change. Wakes every night but the first."""

    id = "for_trumpeter"

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        claimants = claims_today(game)

        def truth(world: World) -> Iterable[int]:
            return (sum(1 for i in claimants if world.is_evil(i)),)

        # 0 up to the number of claimants (at least 0-1, so a false answer always exists).
        space = range(max(len(claimants), 1) + 1)
        inform(game, self, self.id, truth, space, plain_first=True, claimants=claimants, of="number")


register(Trumpeter)
