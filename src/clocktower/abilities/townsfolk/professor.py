"""Professor: Once per game, at night*, choose a dead player: if they are a Townsfolk, they
are resurrected."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...characters import Team
from ...game.state import STORYTELLER
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Professor(Ability):
    """Once per game, on a night after the first, a dead player or nobody (decision
    ``professor``). Choosing uses the ability, drunk or not. When it functions and the chosen
    player registers as a Townsfolk (the Storyteller decides when both may hold), they come
    back to life (``Game.revive``: a fresh ability and a vote token)."""

    id = "professor"

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        dead = [s.index for s in game.seats if not s.alive and s.index != self.seat_index]
        options: list[Any] = [None, *dead]
        target = self.choose(game, options, "Choose a dead player: if a Townsfolk, they are resurrected (or nobody).")
        if target is None:
            return
        works = game.functioning(self)
        self.spent = True
        game.log("ability-used", STORYTELLER, seat=self.seat_index, ability=self.id, chose=target, works=works)
        chosen = game.seats[target]
        if works and game.registers_as(chosen, lambda p: p.team is Team.TOWNSFOLK, "a Townsfolk"):
            game.revive(chosen, self)


register(Professor)
