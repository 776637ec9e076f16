"""No Dashii: Each night*, choose a player: they die. Your 2 Townsfolk neighbors are
poisoned."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Character, Team
from ...game.state import POISONED, Effect, Seat
from ..base import Ability, register
from ..shared.demonkill import demon_kill

if TYPE_CHECKING:
    from ...game.engine import Game

MARK = "nodashii-neighbour"


def townsfolk_neighbours(game: Game, seat: Seat) -> list[Seat]:
    """The closest Townsfolk each way round the circle, alive or dead, skipping others."""
    return game.neighbours(seat, lambda s: s.team is Team.TOWNSFOLK)


class NoDashii(Ability):
    """Kills one player each night but the first (decision ``nodashii``). All game long,
    the closest Townsfolk (true character, alive or dead) each way round the circle are
    poisoned while the No Dashii functions; as players change character or seats, the
    poison follows (``on_character_change``; an effect no longer on a neighbour ends)."""

    id = "nodashii"

    def prepare(self, game: Game) -> None:
        self._sync(game)

    def wakes(self, game: Game, first: bool) -> bool:
        self._sync(game)
        return not first and super().wakes(game, first)

    def night(self, game: Game) -> None:
        demon_kill(self, game)

    def day_action(self, game: Game) -> None:
        self._sync(game)

    def on_character_change(self, game: Game, seat: Seat, old: Character, by: Ability | None) -> None:
        self._sync(game)

    def _sync(self, game: Game) -> None:
        """Poison the current Townsfolk neighbours that are not poisoned by this yet."""
        holder = self.holder
        if holder is None or self.fake or self.removed:
            return
        for seat in townsfolk_neighbours(game, holder):
            if not any(e.source is self and e.kind == POISONED for e in seat.effects):
                game.add_effect(Effect(POISONED, seat.index, self, while_source=True, data=MARK))

    def sustains(self, game: Game, effect: Effect) -> bool:
        """The poison holds only on a current Townsfolk neighbour."""
        if effect.data != MARK or self.holder is None:
            return True
        target = game.seats[effect.target]
        return target.team is Team.TOWNSFOLK and target in townsfolk_neighbours(game, self.holder)


register(NoDashii)
