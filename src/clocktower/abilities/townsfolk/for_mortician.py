"""Mortician (Fall of Rome): Each night*, if a player died by execution today you learn if
either of their living neighbours are evil."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...game.info import inform
from ...game.registration import World
from ...game.state import EXECUTION, STORYTELLER, Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

EXECUTED = "recently executed"


class Mortician(Ability):
    """For each player who died by execution today (the Sibyl's second execution too), in
    order, learns yes/no: does either of that player's living neighbours (closest living
    player each way, as they are when the Mortician wakes) register as evil? Not woken when
    nobody died by execution today."""

    id = "for_mortician"

    def _executed(self, game: "Game") -> list[int]:
        """Players with a RECENTLY EXECUTED token: died by execution on the day just ended."""
        return [i for day, i in self.state.get(EXECUTED, ()) if day == game.day_no]

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and bool(self._executed(game)) and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        for index in self._executed(game):
            executed = game.seats[index]
            neighbours = [s.index for s in game.neighbours(executed, lambda s: s.alive)]

            def truth(world: World, neighbours: list[int] = neighbours) -> Iterable[bool]:
                return (any(world.is_evil(i) for i in neighbours),)

            inform(game, self, self.id, truth, [False, True], plain_first=True,
                   target=index, neighbours=neighbours)
            game.log("reminder-removed", STORYTELLER, seat=index, reminder="Recently Executed", ability=self.id)
        self.state[EXECUTED] = []

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if cause == EXECUTION and game.phase.startswith(("day", "dusk")):
            self.state.setdefault(EXECUTED, []).append((game.day_no, seat.index))
            game.log("reminder", STORYTELLER, seat=seat.index, reminder="Recently Executed", ability=self.id)


register(Mortician)
