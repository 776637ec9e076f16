"""Options that pair each of some players with each of some characters (the Cerenovus's,
the Pit-Hag's, the Gambler's): the same in every game with those seats and characters, so
each such tuple is built once, not every night; and its two columns, for the bots'
preferences to read without taking every pair apart."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

Pairs = tuple[tuple[int, str], ...]

_COLUMNS: dict[int, tuple[Pairs, list[int], list[str], tuple[int, ...], tuple[str, ...]]] = {}
"""Each built tuple's columns (the player and the character of each pair) and the players
and characters it pairs, by the tuple's identity (kept alive here, so an identity is never
reused while it is listed)."""


@lru_cache(maxsize=256)
def player_and_character(players: tuple[int, ...], characters: tuple[str, ...]) -> Pairs:
    """Every (player, character), player by player, each player's in ``characters`` order."""
    pairs = tuple((p, c) for p in players for c in characters)
    if len(_COLUMNS) > 1024:
        _COLUMNS.clear()
    _COLUMNS[id(pairs)] = (pairs, [p for p in players for _ in characters], [c for _ in players for c in characters],
                           players, characters)
    return pairs


def columns(options: Sequence[Any]) -> tuple[list[int], list[str]]:
    """The player and the character of each of ``options`` (pairs), in order: read from
    ``player_and_character``'s when they are its tuple, else taken apart here."""
    found = _COLUMNS.get(id(options))
    if found is not None and found[0] is options:
        return found[1], found[2]
    return [p for p, _ in options], [c for _, c in options]


def product_of(options: Sequence[Any]) -> tuple[tuple[int, ...], tuple[str, ...]] | None:
    """The players and the characters ``options`` pairs, when they are a tuple that
    ``player_and_character`` built (every player with every character, player by player);
    else None."""
    found = _COLUMNS.get(id(options))
    if found is not None and found[0] is options:
        return found[3], found[4]
    return None
