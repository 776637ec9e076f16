"""Klutz: When you learn that you died, publicly choose 1 alive player: if they are evil,
your team loses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL, GOOD
from ...game.state import PUBLIC, STORYTELLER, Seat
from ..base import Ability, register
from ...game.eventkinds import declare

declare("klutz-choice", "{seat} (the Klutz) publicly chooses {target}.", ["seat", "target"])

if TYPE_CHECKING:
    from ...game.engine import Game

PENDING = "pending"  # died at night: chooses once the death is announced


class Klutz(Ability):
    """The Klutz learns it died at once by day, at dawn for a night death: it must then
    publicly choose a living player (decision ``klutz``). If the Klutz was sober and healthy
    when it died and the choice registers as evil, the Klutz's team (its alignment) loses
    at once. A Klutz that dies at night chooses first thing the next day."""

    id = "klutz"
    works_when_dead = True  # it acts only once dead

    def on_death(self, game: Game, seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is not self.holder or self.fake:
            return
        works = not game.impaired(seat)
        if game.phase.startswith("night"):
            self.state[PENDING] = works
        else:
            self._choose(game, works)

    def day_action(self, game: Game) -> None:
        if PENDING in self.state:
            self._choose(game, self.state.pop(PENDING))

    def _choose(self, game: Game, works: bool) -> None:
        holder = self.holder
        if holder is None or holder.alive:
            return
        living = [s.index for s in game.seats if s.alive]
        if not living:
            return
        mine = holder.alignment
        chosen = self.choose(game, living, "You died: publicly choose an alive player (Klutz).")
        game.log("klutz-choice", PUBLIC, seat=holder.index, target=chosen)
        if not works:
            game.log("ability-failed", STORYTELLER, seat=holder.index, ability=self.id, reason="impaired")
            return
        self.fired(game, "chose", target=chosen)
        if game.registers_as(game.seats[chosen], lambda p: p.is_evil, "evil"):
            game.win(GOOD if mine == EVIL else EVIL, "the Klutz chose an evil player")


register(Klutz)
