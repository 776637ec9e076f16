"""Statements a Storyteller may whisper in a daytime consultation (Savant, Fisherman).

Built without randomness from the grimoire's shape (not its truth), so their order never
reveals which are true: for each other player, whether they are evil, an Outsider, a
Minion (and, when ``demon``, the Demon); which Outsiders, Minions and Demons on the
script are in play; how many dead players are evil. Statements are those of
``clocktower.game.statements`` and are judged per registration world.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL, Team
from ...game.statements import Statement

if TYPE_CHECKING:
    from ...game.engine import Game

_NOT_GOOD_TOWNSFOLK = (Team.OUTSIDER, Team.MINION, Team.DEMON)  # read once, not per character


def consult_statements(game: Game, seat: int | None, *, demon: bool) -> list[Statement]:
    """Candidate statements for the player in ``seat`` (see the module docstring)."""
    found: list[Statement] = []
    types = [t.value for t in (Team.OUTSIDER, Team.MINION) + ((Team.DEMON,) if demon else ())]
    for other in game.seats:
        if other.index == seat:
            continue
        found.append(("alignment", other.index, EVIL))
        found.extend(("type", other.index, t) for t in types)
    for c in game.script.characters:
        if c.team in _NOT_GOOD_TOWNSFOLK:
            found.append(("in-play", c.id))
    dead = sum(1 for s in game.seats if not s.alive)
    if dead:
        found.extend(("dead-evil", n) for n in range(dead + 1))
    return found
