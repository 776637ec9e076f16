"""Spy: Each night, you see the Grimoire. You might register as good & as a Townsfolk or
Outsider, even if dead.

Each night the living Spy is shown the whole Grimoire (every seat's true character, what
it believes, alignment, life, drunkenness, poison and reminders); a drunk or poisoned Spy
still sees it (seeing is not the ability doing anything to the game; docs/rulings.md, Spy).
Registration: while the ability functions (alive or dead), the Spy may register as good,
as itself or as any Townsfolk or Outsider on the script; the Storyteller picks per use
(information abilities see every possibility at once, ``game/registration.py``).
Magician jinx: the Demon's and the Magician's tokens are removed from the Grimoire it sees
(``magician.grimoire_seen_by``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...characters import GOOD, Team
from ...game.registration import Persona, script_personas
from ..townsfolk.magician import grimoire_seen_by
from ..base import Ability, jinxed, register
from ..townsfolk.poppygrower import poppy_grower_has_ability

if TYPE_CHECKING:
    from ...game.engine import Game


class Spy(Ability):
    """Sees the Grimoire each night; may register as good and as a good character."""

    id = "spy"
    works_when_dead = True  # the registration works even if dead (the Grimoire view does not)

    def wakes(self, game: "Game", first: bool) -> bool:
        holder = self.holder
        if holder is not None and not holder.alive and not game.keeps_ability(holder):
            return False  # a dead Spy no longer sees the Grimoire
        if self._poppy_grower_hides(game):
            return False
        if self.fake:
            return False  # only thought to be held (a poisoned Cannibal's lunch): no Grimoire
        return super().wakes(game, first)

    def _poppy_grower_hides(self, game: "Game") -> bool:
        """Jinx (Poppy Grower): while a Poppy Grower has its ability (alive, sober and
        healthy), the Spy does not see the Grimoire."""
        if not jinxed(game, self.id, "poppygrower"):
            return False
        if poppy_grower_has_ability(game):
            self.fired(game, "Grimoire hidden by the Poppy Grower")
            return True
        return False

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return  # the Storyteller sees the Grimoire anyway
        grimoire = grimoire_seen_by(game, self.id)
        game.tell(holder, "grimoire", seats=grimoire, by=self.id)
        holder.knows["grimoire"] = grimoire
        if not self.fake:
            holder.knows.setdefault("evil", set()).update(
                s.index for s in game.seats
                if s.is_evil and s is not holder and grimoire[s.index]["alignment"] is not None)

    def personas(self, game: "Game") -> Iterable[Persona]:
        me = self.holder.character if self.holder is not None else self.character
        return [Persona(me, GOOD), *script_personas(game, (Team.TOWNSFOLK, Team.OUTSIDER), GOOD)]


register(Spy)

