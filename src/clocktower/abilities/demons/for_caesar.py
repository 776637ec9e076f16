"""Caesar (Fall of Rome): Each night*, choose a player: they die. The 1st time an evil player
dies by execution, that night, choose an additional player: they die.

Whether the executed player "is evil" is asked as registration when they die (a Glykon's
nominee always is; for a Bad Omen the Storyteller decides). The first such death is kept
game-wide (the BETRAYAL token, ``Caesars.betrayal``) by the Caesar in play; a Caesar who
arrives later the same day (or that night, before waking) judges the day's execution
deaths itself when it wakes (retroactive). That night Caesar chooses two different
players, once per game (KILL USED), even if drunk or poisoned, when nobody dies of it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...game.state import DEMON, EXECUTION, STORYTELLER, Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


@dataclass
class Caesars:
    """Shared by every Caesar ability in the game (``Game.shared``)."""

    betrayal: int | None = None
    """The day the first evil player died by execution (the BETRAYAL token)."""
    judged: list[tuple[int, int]] = field(default_factory=list)
    """(day, seat) execution deaths already judged."""
    kill_used: bool = False
    """The additional kill has been made (KILL USED)."""


class Caesar(Ability):
    """One kill each night*; two on the night after the first evil player dies by execution."""

    id = "for_caesar"

    def night(self, game: "Game") -> None:
        if game.night_no == 1:
            return
        self._judge_today(game)
        shared = game.shared(Caesars)
        double = shared.betrayal == game.night_no - 1 and not shared.kill_used
        options = [s.index for s in game.seats]
        first = int(self.choose(game, options, "Choose a player: they die."))
        chosen = [first]
        if double:
            shared.kill_used = True
            game.log("reminder", STORYTELLER, seat=self.seat_index, reminder="Kill Used", ability=self.id)
            rest = [i for i in options if i != first]
            chosen.append(int(self.choose(game, rest, "Betrayal: choose an additional player: they die.")))
        if not game.functioning(self):
            return
        for target in chosen:
            game.kill(game.seats[target], DEMON, self)

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if cause != EXECUTION or self.fake or self is not self._watcher(game):
            return
        self._judge(game, seat, game.day_no)

    def _watcher(self, game: "Game") -> "Ability | None":
        """The one Caesar ability that keeps the BETRAYAL record (the first in play)."""
        return next((a for a in game.abilities_in_play() if a.character.id == self.id and not a.fake), None)

    def _judge(self, game: "Game", seat: Seat, day: int) -> None:
        """Record ``seat``'s execution death on ``day``; the first registering as evil is the
        BETRAYAL."""
        shared = game.shared(Caesars)
        if shared.betrayal is not None:
            return
        judged = shared.judged
        if (day, seat.index) in judged:
            return
        judged.append((day, seat.index))
        if game.registers_as(seat, lambda p: p.is_evil, "evil"):
            shared.betrayal = day
            game.log("reminder", STORYTELLER, seat=self.seat_index, reminder="Betrayal",
                     ability=self.id, target=seat.index)

    def _judge_today(self, game: "Game") -> None:
        """Retroactive: execution deaths of the day just ended that no Caesar saw (Caesar
        arrived after them)."""
        day = game.night_no - 1
        for event in game.events:
            if (event.kind == "death" and event.data.get("cause") == EXECUTION
                    and event.phase in (f"day {day}", f"dusk {day}")):
                self._judge(game, game.seats[event.data["seat"]], day)


register(Caesar)
