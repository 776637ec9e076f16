"""Recluse: You might register as evil & as a Minion or Demon, even if dead."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...characters import EVIL, GOOD, Team
from ...game.registration import Persona, script_personas
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Recluse(Ability):
    """May register as evil, and as any Minion or Demon on the script, to any ability."""

    id = "recluse"
    works_when_dead = True

    def personas(self, game: "Game") -> Iterable[Persona]:
        me = self.holder.character if self.holder is not None else self.character
        return [Persona(me, GOOD), Persona(me, EVIL), *script_personas(game, (Team.MINION, Team.DEMON), EVIL)]


register(Recluse)
