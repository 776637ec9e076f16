"""Statements a Storyteller may whisper in a daytime consultation (Savant, Fisherman).

Built without randomness from the grimoire's shape (not its truth), so their order never
reveals which are true: for each other player, whether they are evil, an Outsider, a
Minion (and, when ``demon``, the Demon); which Outsiders, Minions and Demons on the
script are in play; how many dead players are evil. Statements are those of
``clocktower.game.talk.statements`` and are judged per registration world.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any, Final, Iterator

from ...characters import EVIL, Team
from ...game.lazyoptions import Lazy
from ...game.perscript import PerScript
from ...game.talk.statements import Statement

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...script import Script

_NOT_GOOD_TOWNSFOLK = (Team.OUTSIDER, Team.MINION, Team.DEMON)  # read once, not per character

_Key = tuple[int, int, int, bool]
"""(players, the asking seat, the dead, whether the Demon may be named)."""


class _Consultations:
    """A script's statements, by ``_Key`` (they depend on nothing else: the same in every
    game of that script and shape)."""

    def __init__(self, script: Script) -> None:
        self.script_part = tuple(("in-play", c.id) for c in script.characters if c.team in _NOT_GOOD_TOWNSFOLK)
        self.statements: dict[_Key, tuple[Statement, ...]] = {}


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


def consult_pairs(game: Game, seat: int | None, *, demon: bool) -> Pairs:
    """Every two of ``consult_statements``, in ``itertools.combinations`` order (made
    when asked for: the Storyteller is offered hundreds and picks one)."""
    return Pairs(consult_statements(game, seat, demon=demon))


class Pairs(Lazy):
    """Every two of ``statements``, in ``itertools.combinations`` order, each pair made
    when asked for by position."""

    def __init__(self, statements: tuple[Statement, ...]) -> None:
        self.statements = statements
        self.firsts, self.seconds = _pair_places(len(statements))
        self.size = len(self.firsts)

    def at(self, index: int) -> Any:
        statements = self.statements
        return (statements[self.firsts[index]], statements[self.seconds[index]])

    def __iter__(self) -> Iterator[Any]:
        return combinations(self.statements, 2)


_PLACES: Final[dict[int, tuple[tuple[int, ...], tuple[int, ...]]]] = {}
"""For ``n`` statements, the places of each pair's first and second statement, in
``itertools.combinations`` order (numbers only: kept for every ``n`` seen)."""


def _pair_places(n: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    found = _PLACES.get(n)
    if found is None:
        pairs = list(combinations(range(n), 2))
        found = _PLACES[n] = (tuple(i for i, _ in pairs), tuple(j for _, j in pairs))
    return found
