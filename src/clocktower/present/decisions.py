"""What a person reads of a decision and of the grimoire: options labelled with players'
and characters' names (``decision_json``), the Storyteller's grimoire (``grimoire_view``).

What a seat may see is decided in ``game.views`` (the boundary); this only names it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..game.views import Label, decision_view, seat_view
from .naming import Namer

if TYPE_CHECKING:
    from ..game.decisions import Decision
    from ..game.engine import Game
    from ..game.views import SeatView


def option_labels(game: "Game") -> Label:
    """Labels for a decision's options in ``game``, as a player may read them (no truths)."""
    return Namer.from_game(game, truth=False).typed


def decision_json(decision: "Decision", game: "Game | None" = None, *, storyteller: bool = False) -> dict[str, Any]:
    """``decision`` as JSON (``game.views.decision_view``), its options labelled with names."""
    label = option_labels(game) if game is not None else None
    return decision_view(decision, game, storyteller=storyteller, label=label)


def labelled_seat_view(game: "Game", seat: int, pending: "Decision | None" = None) -> "SeatView":
    """``game.views.seat_view`` with its pending decision's options labelled with names."""
    return seat_view(game, seat, pending, label=option_labels(game))


def grimoire_view(game: "Game", pending: "Decision | None" = None) -> dict[str, Any]:
    """The Storyteller's view: the whole grimoire, every event, and any pending decision."""
    seats = []
    for s in game.seats:
        seats.append({
            "seat": s.index, "name": s.name, "character": s.character.id, "believes": s.believes.id,
            "alignment": s.alignment, "alive": s.alive, "ghost_vote": s.ghost_vote,
            "effects": [e.kind for e in s.effects if game.effect_active(e)],
            "reminders": list(s.reminders),
            "abilities": [a.character.id + (" (fake)" if a.fake else "") for a in s.abilities],
        })
    return {
        "storyteller": True, "phase": game.phase, "script": game.script.name, "seats": seats,
        "bluffs": [c.id for c in game.bluffs],
        "events": list(game.events_json()),
        "pending": None if pending is None else decision_json(pending, game, storyteller=True),
        "over": game.over, "winner": game.winner, "result": game.result, "reason": game.win_reason,
    }


__all__ = ["decision_json", "grimoire_view", "labelled_seat_view", "option_labels"]
