"""Matching scenario expectations against events, in people's terms, and showing events
with player names. See docs/scenarios.md ("Events in people's terms").

An expected value is written as a person would: player names where the event holds seat
indices (in any field: ``voters``, ``on_block``, ``died``, ``guess``...), character names
where it holds character ids, ``yes``/``no`` for booleans, ``none`` for nothing. Lists
match in any order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..game.events import Event, jsonable
from ..game.state import PUBLIC, STORYTELLER

if TYPE_CHECKING:
    from ..game.engine import Game

SEAT_FIELDS = frozenset({
    "seat", "seats", "nominee", "nominator", "nominators", "to", "target", "targets", "voters",
    "on_block", "executee", "executed", "died", "revived", "demons", "minions", "demon", "minion",
    "claimant", "claimants", "heir", "was", "boffin", "loser", "marionette", "lunatic", "mayor",
    "counted", "neighbours", "nightwatchman", "patients", "guess", "guesses", "chose", "about",
    "caller", "traveller", "guesser", "alive", "dead", "by", "who", "from", "sculpture", "turns",
})
"""Event fields that hold seat indices (alone, in lists, or first in pairs): shown as names."""

_WORDS = {"storyteller": STORYTELLER, "st": STORYTELLER, "public": PUBLIC, "everyone": PUBLIC}


def player_index(game: "Game", value: str) -> int | None:
    """The seat of the player named ``value`` (any case), or None."""
    low = value.strip().lower()
    for seat in game.seats:
        if seat.name.lower() == low:
            return seat.index
    return None


def character_id(game: "Game", value: str) -> str | None:
    """The id of the character named or identified by ``value`` (any case), or None."""
    from ..script import all_characters

    low = value.strip().lower()
    for c in list(game.script.characters) + list(all_characters().values()):
        if c.id == low or c.name.lower() == low:
            return c.id
    return None


def conform(game: "Game", expected: Any, actual: Any) -> Any:
    """``expected`` rewritten in the event's own terms where ``actual`` shows which:
    names become seats where the event has a number, character names become ids,
    yes/no become booleans and none becomes None."""
    if isinstance(expected, list) and isinstance(actual, (list, tuple)):
        sample = actual[0] if actual else None
        return [conform(game, e, actual[i] if i < len(actual) and _same_shape(e, actual[i]) else sample)
                for i, e in enumerate(expected)]
    if isinstance(expected, dict) and isinstance(actual, dict):  # a row: each field in its own terms
        return {k: conform(game, v, actual.get(k)) for k, v in expected.items()}
    if not isinstance(expected, str):
        return expected
    low = expected.strip().lower()
    if isinstance(actual, bool) or actual is None:
        if low in ("yes", "true"):
            return True
        if low in ("no", "false"):
            return False
    if low in ("none", "nobody", "null"):
        return None
    if (isinstance(actual, int) and not isinstance(actual, bool)) or actual is None:
        seat = player_index(game, expected)
        if seat is not None:
            return seat
        if low in _WORDS:
            return _WORDS[low]
    if isinstance(actual, str) and expected != actual:
        if low == actual.lower():
            return actual
        cid = character_id(game, expected)
        if cid is not None:
            return cid
    return expected


def _same_shape(expected: Any, actual: Any) -> bool:
    return isinstance(expected, list) == isinstance(actual, (list, tuple))


def same(game: "Game", expected: Any, actual: Any) -> bool:
    """Whether the event's ``actual`` value is what a scenario ``expected`` (lists: any order)."""
    want = jsonable(conform(game, expected, actual))
    got = jsonable(actual)
    if want == got:
        return True
    if isinstance(want, list) and isinstance(got, list) and len(want) == len(got):
        return sorted(map(repr, want)) == sorted(map(repr, got))
    return False


def with_names(game: "Game", value: Any, key: str = "") -> Any:
    """``value`` (an event's JSON, or one field of it) with seat indices shown as names."""
    if isinstance(value, dict):
        return {k: with_names(game, v, str(k)) for k, v in value.items()}
    if key == "audience" and isinstance(value, int):
        return {STORYTELLER: "storyteller", PUBLIC: "public"}.get(value, _name(game, value))
    if key not in SEAT_FIELDS:
        return jsonable(value)
    if isinstance(value, (list, tuple)):
        if value and isinstance(value[0], int) and not isinstance(value[0], bool) and len(value) == 2 \
                and isinstance(value[1], str):
            return [_name(game, value[0]), value[1]]  # a (seat, character or type) pair
        return [with_names(game, v, key) for v in value]
    if isinstance(value, int) and not isinstance(value, bool):
        return _name(game, value)
    return value


def _name(game: "Game", index: int) -> Any:
    if index == STORYTELLER:
        return "storyteller"
    if 0 <= index < len(game.seats):
        return game.seats[index].name
    return index


def shown(game: "Game", event: Event) -> dict[str, Any]:
    """One event as a failure message shows it: player names, not seat numbers."""
    data = with_names(game, event.to_json())
    assert isinstance(data, dict)
    return data
