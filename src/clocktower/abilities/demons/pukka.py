"""Pukka: Each night, choose a player: they are poisoned. The previously poisoned player
dies then becomes healthy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import DEMON, POISONED, Effect
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

VICTIM = "victim"  # the poison the Pukka put on its last victim


class Pukka(Ability):
    """Each night, the first included, any player (decision ``pukka``). When the Pukka
    functions, the chosen player is poisoned until the Pukka next wakes (while the Pukka's
    ability functions). Then the player it poisoned the time before dies (cause demon:
    protection from the Demon applies), still poisoned as they die (a poisoned Sailor or Fool
    has no protection, a dead Moonchild's choice fails), and only then that poison ends. A
    drunk or poisoned Pukka poisons nobody and kills nobody, but its previous victim still
    becomes healthy. A Pukka kept asleep (the Exorcist's) poisons nobody new, but its place
    in the night still comes: its previous victim dies and becomes healthy (``sleeps``).
    Choosing its last victim again kills them (the new poison is then moot)."""

    id = "pukka"

    def night(self, game: "Game") -> None:
        options = [s.index for s in game.seats]
        target = self.choose(game, options, "Choose a player: they are poisoned (and die tomorrow night).")
        before = self.state.pop(VICTIM, None)
        if game.functioning(self):
            self.state[VICTIM] = game.add_effect(Effect(POISONED, target, self, while_source=True))
        self._previous_dies(game, before)

    def sleeps(self, game: "Game") -> None:
        self._previous_dies(game, self.state.pop(VICTIM, None))

    def _previous_dies(self, game: "Game", before: Effect | None) -> None:
        """The previously poisoned player dies (if the Pukka works), poisoned still, then
        becomes healthy."""
        if before is None:
            return
        victim = game.seats[before.target]
        if game.functioning(self):
            game.kill(victim, DEMON, self)
        if before in victim.effects:
            victim.effects.remove(before)


register(Pukka)
