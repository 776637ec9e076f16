"""Options that pair each of some players with each of some characters (the Cerenovus's,
the Pit-Hag's, the Gambler's): the same in every game with those seats and characters, so
each such tuple is built once, not every night."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=256)
def player_and_character(players: tuple[int, ...], characters: tuple[str, ...]) -> tuple[tuple[int, str], ...]:
    """Every (player, character), player by player, each player's in ``characters`` order."""
    return tuple((p, c) for p in players for c in characters)
