"""Statements a Storyteller may whisper in a daytime consultation (Savant, Fisherman).

Built without randomness from the grimoire's shape (not its truth), so their order never
reveals which are true: for each other player, whether they are evil, an Outsider, a
Minion (and, when ``demon``, the Demon); which Outsiders, Minions and Demons on the
script are in play; how many dead players are evil. Statements are those of
``clocktower.game.statements`` and are judged per registration world.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Final

from ...characters import EVIL, Team
from ...game.perscript import PerScript
from ...game.statements import Statement

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...script import Script

_NOT_GOOD_TOWNSFOLK = (Team.OUTSIDER, Team.MINION, Team.DEMON)  # read once, not per character

_Key = tuple[int, int, int, bool]
"""(players, the asking seat, the dead, whether the Demon may be named)."""


class _Consultations:
    """A script's statements and pairs of statements, by ``_Key`` (they depend on nothing
    else: the same in every game of that script and shape)."""

    def __init__(self, script: Script) -> None:
        self.script_part = tuple(("in-play", c.id) for c in script.characters if c.team in _NOT_GOOD_TOWNSFOLK)
        self.statements: dict[_Key, tuple[Statement, ...]] = {}
        self.pairs: dict[_Key, tuple[tuple[Statement, Statement], ...]] = {}


MOST_PAIRS: Final = 128
"""How many shapes' pairs a script keeps (each some 800 pairs) before starting again."""

_BY_SCRIPT: Final[PerScript[_Consultations]] = PerScript(_Consultations)


def _key(game: Game, seat: int | None, demon: bool) -> _Key:
    dead = sum(1 for s in game.seats if not s.alive)
    return (len(game.seats), -1 if seat is None else seat, dead, demon)


def consult_statements(game: Game, seat: int | None, *, demon: bool) -> tuple[Statement, ...]:
    """Candidate statements for the player in ``seat`` (see the module docstring)."""
    return _statements(_BY_SCRIPT.of(game.script), _key(game, seat, demon))


def _statements(kept: _Consultations, key: _Key) -> tuple[Statement, ...]:
    found = kept.statements.get(key)
    if found is None:
        made: list[Statement] = []
        players, seat, dead, demon = key
        types = [t.value for t in (Team.OUTSIDER, Team.MINION) + ((Team.DEMON,) if demon else ())]
        for other in range(players):
            if other == seat:
                continue
            made.append(("alignment", other, EVIL))
            made.extend(("type", other, t) for t in types)
        made.extend(kept.script_part)
        if dead:
            made.extend(("dead-evil", n) for n in range(dead + 1))
        found = kept.statements[key] = tuple(made)
    return found


def consult_pairs(game: Game, seat: int | None, *, demon: bool) -> tuple[tuple[Statement, Statement], ...]:
    """Every two of ``consult_statements``, in ``itertools.combinations`` order."""
    kept = _BY_SCRIPT.of(game.script)
    key = _key(game, seat, demon)
    found = kept.pairs.get(key)
    if found is None:
        if len(kept.pairs) >= MOST_PAIRS:
            kept.pairs.clear()
        found = kept.pairs[key] = tuple(combinations(_statements(kept, key), 2))
    return found
