"""Emperor (Fall of Rome Traveller): Each day, choose the 1st execution's outcome. If you
choose to protect today's execution: they survive. Otherwise, tonight you learn their
alignment."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...characters import EVIL, GOOD
from ...game.info import inform
from ...game.registration import World
from ...game.state import EXECUTION, PUBLIC, STORYTELLER, Seat
from ..base import Ability, register
from ...game.eventkinds import declare

declare("emperor-thumbs", "The Emperor gives a thumbs {thumbs} on {target}'s execution.", ["seat", "target", "thumbs"])

if TYPE_CHECKING:
    from ...game.engine import Game

THUMBS = "thumbs"  # (day, executed seat, thumbs up?)


class Emperor(Ability):
    """Before the day's first execution goes through, shows thumbs up (the player survives,
    if the Emperor is sober and healthy) or thumbs down (tonight the Emperor learns the
    alignment the executed player registers as when it wakes). Later executions that day
    (the Sibyl's) are not the Emperor's."""

    id = "for_emperor"

    def before_execution(self, game: "Game", seat: Seat) -> None:
        holder = self.holder
        if holder is None or self.fake or not holder.alive or game.executed_today is not None:
            return
        up = bool(self.choose(game, (False, True),
                              f"{seat.name} is to be executed: thumbs up (they survive) or thumbs down?"))
        self.state[THUMBS] = (game.day_no, seat.index, up)
        game.log("emperor-thumbs", PUBLIC, seat=holder.index, target=seat.index,
                 thumbs="up" if up else "down")
        game.log("ability-fired", STORYTELLER, seat=holder.index, ability=self.id,
                 executed=seat.index, thumbs="up" if up else "down")

    def prevents_death(self, game: "Game", target: Seat, cause: str, source: Ability | None) -> bool:
        return (cause == EXECUTION and game.phase.startswith("day")
                and self.state.get(THUMBS) == (game.day_no, target.index, True))

    def _learns(self, game: "Game") -> int | None:
        """The player whose alignment the Emperor learns tonight (thumbs down today)."""
        thumbs = self.state.get(THUMBS)
        if thumbs is None or thumbs[0] != game.day_no or thumbs[2]:
            return None
        return int(thumbs[1])

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and self._learns(game) is not None and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        target = self._learns(game)
        if target is None:
            return

        def truth(world: World) -> Iterable[str]:
            return (EVIL if world.is_evil(target) else GOOD,)

        inform(game, self, self.id, truth, [GOOD, EVIL], plain_first=True, target=target)


register(Emperor)
