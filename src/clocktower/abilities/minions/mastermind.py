"""Mastermind: If the Demon dies by execution (ending the game), play for 1 more day. If a
player is then executed, their team loses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL, GOOD, Team
from ...game.state import EXECUTION, Seat
from ..base import Ability, jinxed, register

if TYPE_CHECKING:
    from ...game.engine import Game

EXECUTED = "demon_executed"  # the day a Demon died by execution
FINAL = "final_day"  # the extra day, once the Mastermind's ability took effect
DEMON_EXECUTED = "demon"  # the character of the Demon executed that day


class Mastermind(Ability):
    """When good would win because a Demon died by execution today, and the Mastermind
    functions (alive, sober and healthy, or dead but keeping its ability), the game goes on: a night, then one final day
    (``postpones_win``). From then on the ability has taken effect, whatever happens to
    the Mastermind. On the final day, the first player executed (their death or not)
    loses the game for their team (their true alignment); if nominations close with
    nobody about to be executed, the usual winning conditions are back: no Demon lives, so
    good wins.
    A Demon dying any other way ends the game as usual.
    Jinx (Al-Hadikhia): an executed Al-Hadikhia's last night replaces the extra day."""

    id = "mastermind"

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if cause == EXECUTION and seat.team is Team.DEMON:
            self.state[EXECUTED] = game.day_no
            self.state[DEMON_EXECUTED] = seat.character.id

    def postpones_win(self, game: "Game", alignment: str, reason: str) -> bool:
        if self.fake:
            return False
        if FINAL in self.state:
            return True
        if alignment != GOOD or self.state.get(EXECUTED) != game.day_no or not game.phase.startswith("day"):
            return False
        if self.state.get(DEMON_EXECUTED) == "alhadikhia" and jinxed(game, self.id, "alhadikhia"):
            return False  # the jinx: the Al-Hadikhia's last night instead (its module)
        if self.holder is None or not game.functioning(self):
            return False  # a dead Mastermind may still have its ability (a Vigormortis's)
        self.state[FINAL] = game.day_no + 1
        self.fired(game, "play for 1 more day")
        return True

    def on_execution(self, game: "Game", seat: Seat, died: bool) -> None:
        if self.state.get(FINAL) == game.day_no:
            loser = seat.alignment
            game.win(EVIL if loser == GOOD else GOOD,
                     f"the Mastermind's final day: the executed player was {loser}")

    def on_nominations_closed(self, game: "Game") -> None:
        if self.state.get(FINAL) == game.day_no and game.today.on_block is None and game.executed_today is None:
            game.win(GOOD, "the Demon is dead (nobody was executed on the Mastermind's final day)")


register(Mastermind)
