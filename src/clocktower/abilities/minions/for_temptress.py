"""Temptress (Fall of Rome): On your 1st night choose two players: they learn that they were
chosen. The 1st time one of them dies by execution, the other becomes evil that night.

Both chosen players are told (SEDUCED). When one of them is executed and dies while the
Temptress works, the other (alive or dead) turns evil at the Temptress's place that night
and is told. The tokens are cleared, nobody turning, if the Temptress dies first or if the
execution happens while she is drunk or poisoned; nobody turns either if the other dies by
execution too before then (the Sibyl's second execution). An execution that kills nobody (the
Emperor's thumbs up) changes nothing.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ...characters import EVIL
from ...game.state import STORYTELLER, Seat
from ..base import Ability, register
from ...game.eventkinds import declare

declare("temptress-cleared", "The Temptress marks are cleared from {seat}.")
declare("temptress-failed", "The Temptress fails on {seat} ({reason}).")
declare("temptress-triggered", "The Temptress triggers: {turns} turn.")

if TYPE_CHECKING:
    from ...game.engine import Game

SEDUCED = "seduced"
TURNS = "turns"


class Temptress(Ability):
    """Chooses two players on night 1; the first executed to death turns the other evil."""

    id = "for_temptress"

    def wakes(self, game: "Game", first: bool) -> bool:
        if not super().wakes(game, first):
            return False
        # Its first night (the first it holds the ability), then only to turn a player.
        return self.nights == 0 or self.state.get(TURNS) is not None

    def night(self, game: "Game") -> None:
        if self.state.get(TURNS) is not None:
            self._turn(game)
            return
        if self.state.get("chosen"):
            return
        pairs = list(combinations(range(len(game.seats)), 2))
        pair = self.choose(game, pairs, "Choose two players to seduce.")
        self.state["chosen"] = True
        if not game.functioning(self):
            return
        self.state[SEDUCED] = list(pair)
        for index in pair:
            game.tell(game.seats[index], "selected-by", character=self.id)

    def _turn(self, game: "Game") -> None:
        """Wake the other seduced player: they are now evil."""
        index = self.state.pop(TURNS)
        if not game.functioning(self):
            game.log("temptress-failed", STORYTELLER, seat=index, reason="impaired")
            return
        game.set_alignment(game.seats[index], EVIL)

    def on_execution(self, game: "Game", seat: Seat, died: bool) -> None:
        if died and self.state.get(TURNS) == seat.index:
            # Also executed before turning (the Sibyl's second execution): "a dead player
            # selected by the Temptress can still become evil, as long as they were killed
            # by a means other than execution".
            self.state.pop(TURNS)
            game.log("temptress-failed", STORYTELLER, seat=seat.index, reason="died by execution")
            return
        seduced: list[int] = self.state.get(SEDUCED) or []
        if seat.index not in seduced or not died:
            return
        self.state[SEDUCED] = []
        if not game.functioning(self):
            game.log("temptress-failed", STORYTELLER, seat=seat.index, reason="impaired")
            return
        other = next(i for i in seduced if i != seat.index)
        self.state[TURNS] = other
        game.log("temptress-triggered", STORYTELLER, executed=seat.index, turns=other)

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is self.holder and (self.state.get(SEDUCED) or self.state.get(TURNS) is not None):
            self.state[SEDUCED] = []
            self.state.pop(TURNS, None)
            game.log("temptress-cleared", STORYTELLER, seat=seat.index)


register(Temptress)
