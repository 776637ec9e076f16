"""Heretic: Whoever wins, loses & whoever loses, wins, even if you are dead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL, GOOD, Team
from .. import ability_class
from ..base import NO_CHANGE, Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag

ONLY_ONE = "Only 1 jinxed character can be in play"


@register
class Heretic(Ability):
    """When the game ends, for any reason, the other team wins instead, while the Heretic's
    ability functions: alive or dead, but not drunk or poisoned (and not a fake copy)."""

    id = "heretic"
    works_when_dead = True

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        """The official jinxes "Only 1 jinxed character can be in play" (with the Baron, the
        Spy, the Widow, the Godfather): when a jinxed partner is in the bag too, the Heretic
        token becomes another unused Outsider that changes no counts (a Townsfolk if every
        Outsider is in the bag already)."""
        partners = {j.b if j.a == cls.id else j.a for j in bag.script.jinxes
                    if cls.id in (j.a, j.b) and j.reason.startswith(ONLY_ONE)}
        if not any(bag.in_bag(p) for p in partners):
            return
        spare = [c for c in bag.unused(Team.OUTSIDER) if c.id not in partners and _plain(c.id)]
        # Every Outsider in the bag already (a Baron's and a Balloonist's extra ones): the
        # Balloonist's [+0] makes one Outsider fewer legal, so a Townsfolk takes the token.
        spare = spare or [c for c in bag.unused(Team.TOWNSFOLK) if _plain(c.id)]
        slots = [i for i, c in enumerate(bag.tokens) if c.id == cls.id and i not in bag.believes]
        if spare and slots:
            bag.tokens[slots[0]] = bag.rng.choice(spare)

    def wakes(self, game: "Game", first: bool) -> bool:
        return False

    def adjust_winner(self, game: "Game", winner: str) -> str:
        if not game.functioning(self) or winner not in (GOOD, EVIL):
            return winner
        self.fired(game, "inverted", was=winner)
        return EVIL if winner == GOOD else GOOD


def _plain(character_id: str) -> bool:
    """An implemented character whose token changes no counts in the bag."""
    cls = ability_class(character_id)
    return cls is not None and cls.bag_modifiers((0, 0, 0, 0)) == [NO_CHANGE] and cls.adjust_bag.__func__ is Ability.adjust_bag.__func__  # type: ignore[attr-defined]
