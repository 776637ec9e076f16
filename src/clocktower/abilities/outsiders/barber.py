"""Barber: If you died today or tonight, the Demon may choose 2 players (not another Demon)
to swap characters."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import STORYTELLER, Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

HAIRCUTS = "haircuts"  # the night the Demon may swap


class Barber(Ability):
    """When the Barber dies sober and healthy (any cause), "haircuts tonight": that night
    (the same night for a night death, the next for a day death), at the Barber's place, a
    living Demon (the first in seat order) may choose two players (decision ``barber``:
    nobody, or a pair) who swap characters but keep their alignments; the Demon may choose
    itself but not another Demon, nor a Traveller. Both are told their new character."""

    id = "barber"
    works_when_dead = True  # it acts only once dead

    def on_death(self, game: Game, seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is not self.holder or self.fake:
            return
        if game.impaired(seat):
            game.log("ability-failed", STORYTELLER, seat=seat.index, ability=self.id, reason="impaired")
            return
        night = game.night_no if game.phase.startswith("night") else game.day_no + 1
        self.state[HAIRCUTS] = night
        game.log("reminder", STORYTELLER, seat=seat.index, reminder="Haircuts Tonight", ability=self.id)

    def wakes(self, game: Game, first: bool) -> bool:
        return self.state.get(HAIRCUTS) == game.night_no

    def night(self, game: Game) -> None:
        self.state.pop(HAIRCUTS, None)
        demon = next((s for s in game.seats if s.alive and s.team is Team.DEMON), None)
        if demon is None:
            return
        game.tell(demon, "selected-by", character=self.id)
        allowed = [s.index for s in game.seats
                   if not s.is_traveller and (s is demon or s.team is not Team.DEMON)]
        pairs: list[Any] = [None, *combinations(allowed, 2)]
        pair = game.ask(Decision(self.id, demon.index, pairs,
                                 prompt="The Barber died: choose 2 players to swap characters, or nobody."))
        if pair is None:
            return
        a, b = game.seats[pair[0]], game.seats[pair[1]]
        first, second = a.character, b.character
        self.fired(game, "swap", seats=list(pair))
        game.change_character(a, second)
        game.change_character(b, first)


register(Barber)
