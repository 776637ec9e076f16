"""Cleopatra (Fall of Rome): Each night, choose two players: if they nominate tomorrow, they
die that night. Each day, if a good player (Travellers don't count) does not nominate, evil
wins.

Each night (the first included) Cleopatra chooses two different players, in order (the
numbered CHOSEN tokens). A chosen player who nominates the next day dies the night after,
at Cleopatra's place, in the order chosen (a Demon kill). When nominations close each day,
before any execution, evil wins if no nominator registers as good (Travellers don't count;
the Storyteller decides for a Glykon or a Bad Omen, a Glykon's nominee has no choice).
Nothing works while Cleopatra is drunk or poisoned: no CHOSEN tokens, no deaths, no win.
"""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from ...characters import EVIL
from ...game.state import DEMON, PUBLIC, STORYTELLER, Seat
from ...game.hooks import WORKING
from ..base import Ability, register
from ...game.eventkinds import declare

declare("cleopatra-win", "No good player nominated today: Cleopatra wins.", ["seat", "nominators"])

if TYPE_CHECKING:
    from ...game.engine import Game

CHOSEN = "chosen"  # (night number, (first, second)) chosen while the ability worked


class Cleopatra(Ability):
    """Two CHOSEN players a night who die the night after if they nominate in between; evil
    wins on a day when no player registering as good nominated."""

    id = "for_cleopatra"
    reach = {"on_nominations_closed": WORKING}

    def night(self, game: "Game") -> None:
        self._kill_nominators(game)
        pairs = _pairs(len(game.seats))
        pair = self.choose(game, pairs, "Choose two players, in order: if they nominate tomorrow, "
                                        "they die tomorrow night.")
        if not game.functioning(self):
            self.state.pop(CHOSEN, None)
            return
        self.state[CHOSEN] = (game.night_no, tuple(pair))
        for number, index in enumerate(pair, start=1):
            game.log("reminder", STORYTELLER, seat=index, reminder=f"Chosen {number}", ability=self.id)

    def _kill_nominators(self, game: "Game") -> None:
        """Last night's CHOSEN players who nominated today die now, in the order chosen."""
        chosen = self.state.pop(CHOSEN, None)
        if chosen is None or chosen[0] != game.night_no - 1 or not game.functioning(self):
            return
        for index in chosen[1]:
            if index in game.today.nominators and game.seats[index].alive:
                game.kill(game.seats[index], DEMON, self)

    def on_nominations_closed(self, game: "Game") -> None:
        nominators = [game.seats[i] for i in sorted(game.today.nominators)]
        nominators = [s for s in nominators if not s.is_traveller]
        if any(self._surely_good(game, s) for s in nominators):
            return
        for seat in nominators:
            if game.registers_as(seat, lambda p: not p.is_evil, "good"):
                return
        game.log("cleopatra-win", PUBLIC, seat=self.seat_index, nominators=[s.index for s in nominators])
        game.win(EVIL, "no good player nominated today while Cleopatra is in play")

    @staticmethod
    def _surely_good(game: "Game", seat: Seat) -> bool:
        """Registers as good every way it may (so nobody need be asked)."""
        return all(not p.is_evil for p in game.personas(seat))


register(Cleopatra)


def _pairs(n: int) -> tuple[tuple[int, int], ...]:
    """Every ordered pair of two different seats of ``n`` (worked out once per size)."""
    found = _PAIRS.get(n)
    if found is None:
        found = _PAIRS[n] = tuple(permutations(range(n), 2))
    return found


_PAIRS: dict[int, tuple[tuple[int, int], ...]] = {}
