"""Pope (Loric): There are duplicate good characters in play. They might also be bluffs.

Building the bag, the Storyteller replaces one Townsfolk token with a copy of another
Townsfolk already in it (only characters without setup rules of their own are copied or
removed), and the Demon's bluffs may be the duplicated characters ("They" of "They might
also be bluffs"), never a character in play only once (docs/rulings.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...abilities import ability_class
from ...characters import Team
from ...game.setup import BLUFFS_IN_PLAY
from ..base import Ability, overrides, register

if TYPE_CHECKING:
    from ...game.setup import Bag


def plain(character_id: str) -> bool:
    """A character with no setup rule of its own (safe to copy or to take out of the bag)."""
    cls = ability_class(character_id)
    if cls is None:
        return False
    return (not overrides(cls, "bag_modifiers") and not overrides(cls, "adjust_bag")
            and not cls.believes_townsfolk)


class Pope(Ability):
    """Duplicate good characters; the duplicates may be bluffs."""

    id = "pope"

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        bag.extra[BLUFFS_IN_PLAY] = True
        townsfolk = [i for i in bag.indices(Team.TOWNSFOLK) if i not in bag.believes and plain(bag.tokens[i].id)]
        if len(townsfolk) < 2:
            return
        copied, removed = bag.rng.sample(townsfolk, 2)
        bag.tokens[removed] = bag.tokens[copied]


register(Pope)
