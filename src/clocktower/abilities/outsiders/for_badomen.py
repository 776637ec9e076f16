"""Bad Omen (Fall of Rome): You do not know you are a Bad Omen. You think you are a
Townsfolk, but you receive false information. You might register as evil, even if dead.

Like the Drunk, setup hides it behind a Townsfolk token and the seat holds a fake copy of
that Townsfolk's ability. Its information is *false* (anything but the truth, where the
truth counts misregistration), or arbitrary while the Bad Omen is drunk or poisoned; a
Physician's patient gets the truth (the information mechanism checks that first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...characters import EVIL, GOOD
from ...game.info import ARBITRARY, FALSE
from ...game.registration import Persona
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class BadOmen(Ability):
    """Believes a Townsfolk; gets false information; may register as evil (never as a
    Minion or Demon)."""

    id = "for_badomen"
    works_when_dead = True
    believes_townsfolk = True

    def personas(self, game: "Game") -> Iterable[Persona]:
        return [Persona(self.character, GOOD), Persona(self.character, EVIL)]

    def adjust_info_mode(self, game: "Game", ability: Ability, mode: str) -> str:
        holder = self.holder
        if ability is self or holder is None or ability.holder is not holder or mode != ARBITRARY:
            return mode
        if game.impaired(holder):
            return mode
        self.fired(game, "false information", about=ability.character.id)
        return FALSE


register(BadOmen)
