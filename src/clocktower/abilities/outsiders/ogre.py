"""Ogre: On your 1st night, choose a player (not yourself): you become their alignment (you
don't know which) even if drunk or poisoned."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL, GOOD
from ...game.state import STORYTELLER
from ..base import Ability, jinxed, register
from ..minions.pithag import MADE_EVIL

if TYPE_CHECKING:
    from ...game.engine import Game


class Ogre(Ability):
    """On its first night the Ogre chooses another player (``ogre``) and secretly takes their
    true alignment, drunk, poisoned or not (an evil Spy is evil anyway: the Spy jinx). Recluse
    jinx: a chosen Recluse may register as evil (``register``); then the Ogre becomes evil
    and is told so. Pit-Hag jinx: an Ogre the Pit-Hag made of an evil player (it chooses at
    the end of that night: a first-night ability arriving later) stays evil."""

    id = "ogre"

    def wakes(self, game: "Game", first: bool) -> bool:
        return self.nights == 0 and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return
        target = game.seats[self.choose(game, self.others(game), "Choose a player: you become their alignment.")]
        game.log("reminder", STORYTELLER, seat=target.index, reminder="Friend", ability=self.id)
        if target.character.id == "recluse" and jinxed(game, self.id, "recluse") \
                and game.registers_as(target, lambda p: p.is_evil, "evil"):
            game.set_alignment(holder, EVIL)
            self.fired(game, "becomes evil (Recluse)")
            return
        if target.alignment == GOOD and holder.is_evil and self.state.get(MADE_EVIL) \
                and jinxed(game, self.id, "pithag"):
            self.fired(game, "stays evil (Pit-Hag)")
            return
        if target.alignment != holder.alignment:
            game.set_alignment(holder, target.alignment, tell=False)
            self.fired(game, "changes alignment", alignment=target.alignment)


register(Ogre)
