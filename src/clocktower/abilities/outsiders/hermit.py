"""Hermit: You have all Outsider abilities. [-0 or -1 Outsider]"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from .. import ability_class, implemented
from ..base import NO_CHANGE, Ability, Delta, register

if TYPE_CHECKING:
    from ...game.engine import Game

SKIP = frozenset({"hermit", "drunk", "lunatic", "mutant"})
"""Outsiders whose ability is a false belief or a claim about the player's own character
(the Drunk, the Lunatic, the Mutant): the Hermit does not take them."""


class Hermit(Ability):
    """Setup: [-0 or -1 Outsider]. Before the first night the Hermit gains the ability of
    every other implemented Outsider of the script (but those in ``SKIP`` and hidden ones),
    each working while the Hermit's does; they wake at their own places."""

    id = "hermit"

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        return [NO_CHANGE, (1, -1, 0, 0)] if counts[1] > 0 else [NO_CHANGE]

    def prepare(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or any(a.granted_by is self for a in holder.abilities):
            return
        for character in game.script.team(Team.OUTSIDER):
            cls = ability_class(character.id)
            if character.id in SKIP or cls is None or not implemented(character.id) \
                    or cls.believes_townsfolk:
                continue
            granted = game.grant(holder, character, granted_by=self)
            granted.prepare(game)
        self.fired(game, "has every Outsider ability")


register(Hermit)
