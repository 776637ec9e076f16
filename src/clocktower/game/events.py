"""The event log: an append-only record of everything that happened, and to whom."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .state import PUBLIC, STORYTELLER


@dataclass(slots=True, init=False)
class Event:
    """One thing that happened. ``audience``: PUBLIC, STORYTELLER, or the seat told.

    Never changed once logged (not frozen only because a frozen dataclass takes three
    times as long to build, and a game logs a few hundred)."""

    kind: str
    phase: str
    audience: int
    data: dict[str, Any]

    def __init__(self, kind: str, phase: str, audience: int, data: dict[str, Any]) -> None:
        # Written out rather than generated: a compiled build (mypyc) compiles this one,
        # while a dataclass's generated ``__init__`` stays interpreted.
        self.kind = kind
        self.phase = phase
        self.audience = audience
        self.data = data

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict of this event."""
        return {"kind": self.kind, "phase": self.phase, "audience": self.audience, **self.data}

    @property
    def is_public(self) -> bool:
        """Everyone saw this."""
        return self.audience == PUBLIC

    def seen_by(self, seat: int) -> bool:
        """Whether the player in ``seat`` saw this event."""
        return self.audience == PUBLIC or self.audience == seat


def jsonable(value: Any) -> Any:
    """Tuples become lists, recursively, so events compare equal after a JSON round trip."""
    if isinstance(value, (tuple, list)):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: jsonable(v) for k, v in value.items()}
    return value


__all__ = ["Event", "PUBLIC", "STORYTELLER", "jsonable"]
