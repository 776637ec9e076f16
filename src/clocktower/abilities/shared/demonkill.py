"""The standard Demon kill: "Each night*, choose a player: they die." The Demon chooses any
player (itself included) with a decision of its own id; if its ability works, that player is
killed by the Demon (``Game.kill``: protection, redirection and the rest apply)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import DEMON

if TYPE_CHECKING:
    from ...game.ability import Ability
    from ...game.engine import Game

PROMPT = "Choose a player: they die."
"""What the Demon is asked, unless its ability says otherwise."""


def demon_kill(ability: "Ability", game: "Game", prompt: str = PROMPT) -> None:
    """``ability`` chooses a player (any seat); they die if ``ability`` functions. A drunk
    or poisoned Demon still chooses."""
    target = ability.choose(game, [s.index for s in game.seats], prompt)
    if game.functioning(ability):
        game.kill(game.seats[target], DEMON, ability)


__all__ = ["PROMPT", "demon_kill"]
