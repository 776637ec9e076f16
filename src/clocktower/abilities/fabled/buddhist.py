"""Buddhist (Fabled): For the first 2 minutes of each day, veteran players may not talk.

On the first night the Storyteller announces which players are veterans. Table talk is
outside the engine: keeping the veterans quiet for two minutes is left to the Storyteller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.eventkinds import declare
from ...game.state import PUBLIC
from ..base import Ability, register
from ..shared.fabled import pick_players

if TYPE_CHECKING:
    from ...game.engine import Game

declare("buddhist-veterans", "The Buddhist: {seats} may not talk for the first 2 minutes of each day.", ["seats"])


class Buddhist(Ability):
    """Announces the veteran players, who stay silent early each day."""

    id = "buddhist"

    def wakes(self, game: "Game", first: bool) -> bool:
        return first and not self.state.get("announced")

    def night(self, game: "Game") -> None:
        self.state["announced"] = True
        veterans = pick_players(game, self, "buddhist.veterans", "Which player is a veteran?",
                                [s.index for s in game.seats])
        self.state["veterans"] = veterans
        game.log("buddhist-veterans", PUBLIC, seats=veterans)


register(Buddhist)
