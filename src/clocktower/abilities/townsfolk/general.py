"""General: Each night, you learn which alignment the Storyteller believes is winning: good,
evil, or neither."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...game.info import inform
from ...game.registration import World
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

NEITHER = "neither"
ANSWERS = ("good", "evil", NEITHER)


def estimate(game: "Game") -> str:
    """A plain reading of who is winning, the Storyteller's default belief: the side with
    more living players beyond the usual two-to-one share of good, else neither."""
    good = sum(1 for s in game.seats if s.alive and not s.is_evil and not s.is_traveller)
    evil = sum(1 for s in game.seats if s.alive and s.is_evil and not s.is_traveller)
    if evil == 0 or good >= 3 * evil:
        return "good"
    if good <= evil + 1:
        return "evil"
    return NEITHER


class General(Ability):
    """Each night (decision ``info.general``): good, evil or neither. What the Storyteller
    *believes* is their own judgement, so a functioning General may be told any of the
    three (docs/rulings.md, General); the quiet answer is ``estimate``. Drunk or poisoned, anything."""

    id = "general"

    def night(self, game: "Game") -> None:
        plain = estimate(game)

        def truth(world: World) -> Iterable[str]:
            return ANSWERS

        inform(game, self, self.id, truth, [plain, *(a for a in ANSWERS if a != plain)])


register(General)
