"""Jinxes that act when a Minion "has no ability" or "loses their ability" by the Courtier's
drunkenness or the Preacher's choice (the Vizier's and the Summoner's): whether that is so
now, and which of the two did it. Poison, or any other drunkenness, is not such a loss: no
jinx names it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.ability import jinxed
from ...game.state import DRUNK, NO_ABILITY

if TYPE_CHECKING:
    from ...game.ability import Ability
    from ...game.engine import Game

SILENCERS = ("courtier", "preacher")
"""The characters whose jinxes with a Minion say what happens when it has no ability."""


def lost_by(game: "Game", ability: "Ability") -> str | None:
    """The jinxed character (Courtier, Preacher) whose active drunkenness or "no ability" on
    ``ability``'s holder takes that ability now, or None (no holder, or no such effect)."""
    holder = ability.holder
    if holder is None:
        return None
    for e in holder.effects:
        by = None if e.source is None else e.source.character.id
        if e.kind in (DRUNK, NO_ABILITY) and by in SILENCERS and jinxed(game, ability.character.id, by) \
                and game.effect_active(e):
            return by
    return None
