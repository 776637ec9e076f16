"""What a bot reads of its seat between two decisions: the part of its seat view
(``game.views``) that changed. A bot that reads only a ``SeatFeed`` reads nothing of the
grimoire, and behaves the same whether the feed comes from the live game (cheap: only the
new events are projected) or from a ``SeatView`` handed to it (``from_view``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..script import Script  # at run time: the compiled dataclass resolves its field types
from .views import SeatView, project, public_seats, raised_hands

if TYPE_CHECKING:
    from .engine import Game


@dataclass
class SeatFeed:
    """New events the seat may read, the public circle, and the hands raised so far in the
    vote being counted (public: everyone sees hands go up)."""

    seat: int
    script: Script
    seats: list[dict[str, Any]]
    events: list[dict[str, Any]] = field(default_factory=list)
    raised: list[int] = field(default_factory=list)
    end: int = 0
    """Where the next feed starts (a cursor into the same source)."""


def live_feed(game: "Game", seat: int, start: int = 0) -> SeatFeed:
    """The feed for ``seat`` from the live game: events from ``start`` on, projected."""
    events = []
    for e in game.events[start:]:
        if e.audience == seat or e.is_public:
            shown = project(e.to_json(), seat)
            if shown is not None:
                events.append(shown)
    return SeatFeed(seat, game.script, public_seats(game), events, raised_hands(game), len(game.events))


def view_feed(view: SeatView, script: "Script", start: int = 0) -> SeatFeed:
    """The feed for a seat from its ``SeatView`` alone: its events from ``start`` on."""
    return SeatFeed(view.seat, script, view.seats, list(view.events[start:]), list(view.raised), len(view.events))


__all__ = ["SeatFeed", "live_feed", "view_feed"]
