"""Djinn (Fabled): Use the Djinn's special rule. All players know what it is.

As the game is set up, the Storyteller tells everyone the script's jinxes (the special
rules between characters on it); the characters' own modules apply them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.eventkinds import declare
from ...game.state import PUBLIC
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

declare("djinn-rules", "The Djinn's special rules: {jinxes}.", ["jinxes"])


class Djinn(Ability):
    """Announces every jinx of the script to all players."""

    id = "djinn"

    def prepare(self, game: "Game") -> None:
        jinxes = [[j.a, j.b, j.reason] for j in game.script.jinxes]
        game.log("djinn-rules", PUBLIC, jinxes=jinxes)


register(Djinn)
