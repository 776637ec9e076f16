"""Moonchild: When you learn that you died, publicly choose 1 alive player. Tonight, if it
was a good player, they die."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import ABILITY, PUBLIC, Seat
from ..base import Ability, register
from ...game.eventkinds import declare

declare("moonchild", "{seat} (the Moonchild) publicly chooses {target}.", ["seat", "target"])

if TYPE_CHECKING:
    from ...game.engine import Game

LEARN = "learn"  # died at night: chooses once the death is announced
VICTIM = "victim"  # (night, seat, worked): the choice, to act on that night


class Moonchild(Ability):
    """When the Moonchild dies by day (its execution, say), it chooses at once; when it dies
    at night, it chooses on the next day, once its death has been announced (its
    ``day_action``). The choice (decision ``moonchild``: a living player) is public (event
    ``moonchild``). That night, at the Moonchild's place in the night order, the chosen
    player dies (cause ability) if they register as good (the Storyteller decides when both
    may hold), provided the Moonchild functioned when it chose (its ability works while
    dead: drunkenness and poison then stop it)."""

    id = "moonchild"
    works_when_dead = True
    storyteller_step = True

    def wakes(self, game: "Game", first: bool) -> bool:
        victim = self.state.get(VICTIM)
        return victim is not None and victim[0] == game.night_no and not self.fake

    def night(self, game: "Game") -> None:
        _, target, worked = self.state.pop(VICTIM)
        chosen = game.seats[target]
        if worked and game.functioning(self) and game.registers_as(chosen, lambda p: not p.is_evil, "good"):
            game.kill(chosen, ABILITY, self)

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is not self.holder or self.fake:
            return
        if game.phase.startswith(("day", "dusk")):
            self._choose(game)
        else:
            self.state[LEARN] = True

    def day_action(self, game: "Game") -> None:
        if self.state.pop(LEARN, None) and self.holder is not None and not self.holder.alive:
            self._choose(game)

    def _choose(self, game: "Game") -> None:
        holder = self.holder
        living = [s.index for s in game.seats if s.alive and s is not holder]
        if holder is None or not living:
            return
        target = self.choose(game, living, "You died: publicly choose an alive player. Tonight, if good, they die.")
        game.log("moonchild", PUBLIC, seat=holder.index, target=target)
        self.state[VICTIM] = (game.day_no + 1, target, game.functioning(self))

    def on_revived(self, game: "Game") -> None:
        super().on_revived(game)
        self.state.pop(LEARN, None)


register(Moonchild)
