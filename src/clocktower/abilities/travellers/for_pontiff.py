"""Pontiff (Fall of Rome's High Priest, variant 2, Traveller): Each day, publicly choose a
unique living player to bless: if a majority of players agree, tomorrow they may learn a
statement. Tonight, choose if it's true."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from ...characters import EVIL, GOOD, Team
from ...game.info import ARBITRARY, FALSE, TRUE, inform
from ...game.registration import World
from ...game.state import STORYTELLER, Seat
from ..base import register
from ..shared.highpriest import HighPriest

if TYPE_CHECKING:
    from ...game.engine import Game

BLESSED = "blessed"  # (day, seat) blessed today
STATEMENT = "statement"  # (day it is given, seat, mode)


def statements(game: "Game") -> list[tuple[Any, ...]]:
    """Every statement the Storyteller may give: a player's alignment, a player's
    character, or that a character is in play."""
    chars = [c.id for c in game.script.characters if c.team not in (Team.TRAVELLER, Team.FABLED)]
    found: list[tuple[Any, ...]] = []
    for s in game.seats:
        found += [("alignment", s.index, GOOD), ("alignment", s.index, EVIL)]
    for s in game.seats:
        found += [("character", s.index, c) for c in chars]
    found += [("in-play", c) for c in chars]
    return found


def true_statements(game: "Game", world: World) -> Iterable[tuple[Any, ...]]:
    """The statements true in ``world`` (registration counts, as for any information)."""
    for s in game.seats:
        yield ("alignment", s.index, EVIL if world.is_evil(s) else GOOD)
        yield ("character", s.index, world.character(s).id)
    for cid in {world.character(s).id for s in game.seats}:
        yield ("in-play", cid)


class Pontiff(HighPriest):
    """On a successful blessing, that night the High Priest chooses whether the statement
    is true (``for_pontiff``: yes or no); at the start of the next day the blessed player,
    alive or dead, is told one statement (``info.for_pontiff``) of that truth: a player's
    alignment or character, or that a character is in play. The truth is fixed when the
    High Priest chooses: drunk or poisoned then, the statement is arbitrary. A High Priest
    dead by the next day gives no statement (a dead Traveller has no ability)."""

    id = "for_pontiff"

    def bless(self, game: "Game", seat: Seat) -> None:
        self.state[BLESSED] = (game.day_no, seat.index)

    def wakes(self, game: "Game", first: bool) -> bool:
        blessed = self.state.get(BLESSED)
        return not first and blessed is not None and blessed[0] == game.day_no and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        blessed = self.state.pop(BLESSED, None)
        if blessed is None:
            return
        true = bool(self.choose(game, (True, False), "Will the blessed player's statement be true?"))
        mode = (TRUE if true else FALSE) if game.functioning(self) else ARBITRARY
        self.state[STATEMENT] = (game.night_no, blessed[1], mode)
        game.log("reminder", STORYTELLER, seat=blessed[1], reminder="True" if true else "False",
                 ability=self.id, mode=mode)

    def day_action(self, game: "Game") -> None:
        statement = self.state.pop(STATEMENT, None)
        if statement is not None and statement[0] == game.day_no and not self.fake:
            _, target, mode = statement

            def truth(world: World) -> Iterable[tuple[Any, ...]]:
                return true_statements(game, world)

            inform(game, self, self.id, truth, statements(game), plain_first=True,
                   to=game.seats[target], mode=mode)
        super().day_action(game)


register(Pontiff)
