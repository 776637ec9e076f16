"""Lleech: Each night*, choose a player: they die. You start by choosing a player: they are
poisoned. You die if & only if they are dead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import ABILITY, EXECUTION, NO_ABILITY, POISONED, STORYTELLER, Effect, Seat
from ..base import Ability, jinxed, register
from ..shared.demonkill import demon_kill

if TYPE_CHECKING:
    from ...game.engine import Game

HOST = "host"


class Lleech(Ability):
    """The first time it wakes (the first night, or the night it became the Lleech) it
    chooses another player as its host (decision ``lleech.host``): while the Lleech's
    ability works the host is poisoned. Every later night it chooses a player: they die.
    While the host lives, a functioning Lleech cannot die (not even executed); when the host
    dies, a functioning Lleech dies with them.

    Jinx (Mastermind): if the host dies by execution while a Mastermind is alive (with its
    ability working), the Lleech lives but loses its ability for the rest of the game.
    Jinx (Slayer): the Slayer's shot kills the host (see ``hosts``; the Slayer's module)."""

    id = "lleech"

    def night(self, game: "Game") -> None:
        if HOST not in self.state:
            options = self.others(game, alive=True) or self.others(game)
            host = self.choose(game, options, "Choose a player: they are poisoned; you die only if they die.",
                               kind="lleech.host")
            self.state[HOST] = host
            if game.functioning(self):
                game.log("reminder", STORYTELLER, seat=host, reminder="Poisoned", ability=self.id)
                game.add_effect(Effect(POISONED, host, self, while_source=True))
            if game.night_no == 1:
                return
            # Made the Lleech after the first night: it also kills tonight.
        demon_kill(self, game)

    def _host(self, game: "Game") -> Seat | None:
        host = self.state.get(HOST)
        return None if host is None else game.seats[host]

    def prevents_death(self, game: "Game", target: Seat, cause: str, source: Ability | None) -> bool:
        host = self._host(game)
        return target is self.holder and host is not None and game.lives(host)

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        holder = self.holder
        if seat is self._host(game) and holder is not None and holder.alive and game.functioning(self):
            if cause == EXECUTION and jinxed(game, self.id, "mastermind") and _mastermind_alive(game):
                self.fired(game, "the host was executed with the Mastermind alive: loses its ability")
                game.log("reminder", STORYTELLER, seat=holder.index, reminder="No Ability", ability=self.id)
                game.add_effect(Effect(NO_ABILITY, holder.index, self))
                return
            self.fired(game, "dies with the host")
            game.kill(holder, ABILITY, self, unstoppable=True)


register(Lleech)


def hosts(game: "Game") -> set[int]:
    """The seats of every Lleech's host (a Lleech's, not a Lunatic's believed one)."""
    found = set()
    for ability in game.abilities_for(Lleech.id):
        host = ability.state.get(HOST)
        if host is not None and not ability.fake:
            found.add(host)
    return found


def _mastermind_alive(game: "Game") -> bool:
    """A Mastermind is alive, its ability working (the Lleech/Mastermind jinx)."""
    return any(a.holder is not None and a.holder.alive and game.functioning(a)
               for a in game.abilities_for("mastermind"))
