"""The public claims so far: each seat's most recent character claim, read from the record
(``last_claims``; the Cannibal, the bots' statements). Claiming itself is a step of the day
(``game.day``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine import Game


@dataclass
class ClaimsRead:
    """What ``last_claims`` read of a game's record so far (kept in ``game.shared``, not in a
    weak dictionary keyed by the game: compiled games take no weak references)."""

    events: list[Any] | None = None
    """The record read (a game's list of events)."""
    read: int = 0
    """How many of its events were read."""
    claims: dict[int, str] = field(default_factory=dict)
    """Each seat's latest claim in them."""


def last_claims(game: "Game") -> dict[int, str]:
    """Each seat's most recent public character claim (from the public record). The record
    is only ever appended to, so only the events since the last look are read."""
    events = game.events
    known = game.shared(ClaimsRead)
    if known.events is not events or known.read > len(events):
        known.events, known.read, known.claims = events, 0, {}
    claims = known.claims
    for event in events[known.read:]:
        if event.kind == "claim" and event.data.get("character") is not None:
            claims[event.data["seat"]] = event.data["character"]
    known.read = len(events)
    return dict(claims)


__all__ = ["ClaimsRead", "last_claims"]
