"""Bootlegger (Loric): This script has homebrew characters or rules.

As the game is set up, the Storyteller tells everyone the homebrew rules (the script's
``_meta`` "bootlegger" entries) and which characters on the script are homebrew.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.eventkinds import declare
from ...game.state import PUBLIC
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

declare("bootlegger-rules", "The Bootlegger's homebrew rules: {rules}; homebrew characters: {characters}.",
        ["rules", "characters"])


def homebrew_rules(meta: dict[str, object]) -> list[str]:
    """The script's homebrew rules, as written in its ``_meta`` "bootlegger" field."""
    rules = meta.get("bootlegger", [])
    if isinstance(rules, str):
        return [rules]
    return [str(r) for r in rules] if isinstance(rules, list) else []


class Bootlegger(Ability):
    """Shows everyone the script's homebrew rules and characters."""

    id = "bootlegger"

    def prepare(self, game: "Game") -> None:
        game.log("bootlegger-rules", PUBLIC, rules=homebrew_rules(game.script.meta),
                 characters=[c.id for c in game.script.characters if c.homebrew])


register(Bootlegger)
