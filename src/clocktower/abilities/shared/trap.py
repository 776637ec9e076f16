"""The jinxes "If <Demon> nominates and executes the <marked> player, good wins" (Riot with
the Exorcist, Leviathan and Riot with the Soldier and the Monk): the good ability marks a player, and
a nomination by a player who is that Demon, followed by that player's execution the same day,
makes good win at once. The ability that marks keeps the trap in its own state."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ...characters import GOOD
from ...game.ability import Ability
from ...game.eventkinds import declare
from ...game.state import EXECUTION, PUBLIC, Seat

if TYPE_CHECKING:
    from ...game.engine import Game

declare("jinx-trap", "{nominator} nominated and executed {nominee}: good wins.", ["nominator", "nominee"])

SPRUNG = "trap-nominated"  # (day, nominator, nominee): the Demon nominated the marked player


def note_nomination(game: "Game", ability: "Ability", nominator: "Seat | None", nominee: Seat,
                    demon: str, marked: int | None) -> None:
    """Remember a nomination of the ``marked`` player by a player whose character is ``demon``."""
    if nominator is not None and nominator.character.id == demon and marked == nominee.index:
        ability.state[SPRUNG] = (game.day_no, nominator.index, nominee.index)


def trapper(game: "Game", ability: "Ability") -> str:
    """The character name of the player whose nomination set today's trap (for the win's
    reason), or "Demon" if none did."""
    found = ability.state.get(SPRUNG)
    return "Demon" if found is None else game.seats[found[1]].character.name


def spring(game: "Game", ability: "Ability", seat: Seat, why: str) -> None:
    """``seat`` was executed (or, for the Riot on day 3, died of the nomination): good wins if
    it is today's trapped nominee. Called from ``on_death`` (cause execution), before any
    ``on_execution`` hook can end the game otherwise (the Leviathan's second good execution),
    and again from ``on_execution`` for an executed player who did not die."""
    found = ability.state.get(SPRUNG)
    if found is None or found[0] != game.day_no or found[2] != seat.index or not game.phase.startswith("day"):
        return
    game.log("jinx-trap", PUBLIC, nominator=found[1], nominee=seat.index)
    ability.fired(game, why, nominee=seat.index)
    game.win(GOOD, why)


class Trap(Ability):
    """A good ability that marks a player for such a jinx: it springs the trap when the marked
    player is executed (``on_death`` with cause execution, then ``on_execution`` for one who
    did not die), and, where ``riot_deaths``, when the Riot's nomination kills them."""

    marked_player: ClassVar[str] = "the marked player"
    """How the win's reason names the trapped player."""
    riot_deaths: ClassVar[bool] = False
    """A death by the Riot's nomination springs it too (day 3's nominees die at once)."""

    def on_death(self, game: "Game", seat: Seat, cause: str, source: "Ability | None") -> None:
        if cause == EXECUTION or (self.riot_deaths and source is not None and source.character.id == "riot"):
            self._executed(game, seat)

    def on_execution(self, game: "Game", seat: Seat, died: bool) -> None:
        self._executed(game, seat)

    def springs_on(self, game: "Game", seat: Seat) -> bool:
        """Whether executing ``seat`` may spring this trap (default: always; the Soldier's only
        on its own sober holder)."""
        return True

    def _executed(self, game: "Game", seat: Seat) -> None:
        """``seat`` was executed today (dead of it or not): the trap may spring."""
        if SPRUNG in self.state and self.springs_on(game, seat):  # (no trap set: nothing to spring)
            spring(game, self, seat, f"the {trapper(game, self)} nominated and executed {self.marked_player}")
