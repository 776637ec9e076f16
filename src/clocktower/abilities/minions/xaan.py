"""Xaan: On night X, all Townsfolk are poisoned until dusk. [X Outsiders]"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.state import POISONED, STORYTELLER, Effect
from ..base import Ability, Delta, register

if TYPE_CHECKING:
    from ...game.engine import Game

MOST_OUTSIDERS = 4
"""The largest X a Storyteller building the bag picks (the almanac: "usually 1 to 4")."""
X = "x"


class Xaan(Ability):
    """[X Outsiders]: the Storyteller sets the Outsider count to anything from 0 to 4 (the
    Townsfolk make up the difference). X is the number of Outsiders in play once setup is
    done; it never changes. On night X (none if X is 0), at its place in the night, a living,
    functioning Xaan poisons every Townsfolk until dusk (while the Xaan's ability works).
    The Xaan never wakes."""

    id = "xaan"
    storyteller_step = True

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        townsfolk, outsiders = counts[0], counts[1]
        return [(outsiders - x, x - outsiders, 0, 0) for x in range(MOST_OUTSIDERS + 1)
                if townsfolk + outsiders - x >= 1]

    def prepare(self, game: "Game") -> None:
        self.state[X] = sum(1 for s in game.seats if s.team is Team.OUTSIDER)
        game.log("reminder", STORYTELLER, seat=self.seat_index, reminder=f"X = {self.state[X]}", ability=self.id)

    def night(self, game: "Game") -> None:
        if game.night_no != self.state.get(X) or not game.functioning(self):
            return
        self.fired(game, "poisons every Townsfolk")
        game.log("reminder", STORYTELLER, seat=self.seat_index, reminder="X", ability=self.id)
        for seat in game.seats:
            if seat.team is Team.TOWNSFOLK:
                game.add_effect(Effect(POISONED, seat.index, self, until=("dusk", game.night_no), while_source=True))


register(Xaan)
