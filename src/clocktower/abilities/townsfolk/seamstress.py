"""Seamstress: Once per game, at night, choose 2 players (not yourself): you learn if they
are the same alignment."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any, Iterable

from ...game.info import inform
from ...game.registration import World
from ...game.state import STORYTELLER
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Seamstress(Ability):
    """Once per game: two other players (alive, dead, Travellers), yes if they register as
    the same alignment. Choosing spends it, even when drunk or poisoned."""

    id = "seamstress"

    def night(self, game: "Game") -> None:
        pairs = list(combinations(self.others(game), 2))
        options: list[Any] = [None, *pairs]
        choice = self.choose(game, options, "Choose 2 players (not yourself), or nobody.")
        if choice is None:
            return
        a, b = choice

        def truth(world: World) -> Iterable[bool]:
            return (world.is_evil(a) == world.is_evil(b),)

        inform(game, self, "seamstress", truth, [True, False], plain_first=True, targets=choice)
        self.spent = True  # after the information, so it is judged on the ability as it was
        game.log("ability-used", STORYTELLER, seat=self.seat_index, ability=self.id)


register(Seamstress)
