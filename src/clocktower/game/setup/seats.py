"""A setup as plain data: each seat's player, character and belief, the bluffs, the Fabled
(``Setup``), so a scenario or a Storyteller can give one."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

DEFAULT_NAMES: Final = (
    "Alex", "Blair", "Casey", "Dana", "Eden", "Finn", "Gale", "Harper", "Indy", "Jules",
    "Kit", "Lane", "Morgan", "Noel", "Oakley", "Parker", "Quinn", "Reese", "Sage", "Toby",
)


@dataclass(slots=True, init=False)
class SeatSpec:
    """One seat of a setup: its player's name, true character, believed character."""

    name: str
    character: str
    believes: str | None = None
    alignment: str | None = None

    def __init__(self, name: str, character: str, believes: str | None = None,
                 alignment: str | None = None) -> None:
        # Written out rather than generated: a compiled build (mypyc) compiles this one,
        # while a dataclass's generated ``__init__`` stays interpreted (a game seats everyone).
        self.name = name
        self.character = character
        self.believes = believes
        self.alignment = alignment

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict."""
        out: dict[str, Any] = {"name": self.name, "character": self.character}
        if self.believes and self.believes != self.character:
            out["believes"] = self.believes
        if self.alignment:
            out["alignment"] = self.alignment
        return out


@dataclass(slots=True, init=False)
class Setup:
    """Every seat in clockwise order, the Demon bluffs, and any extra setup facts."""

    seats: list[SeatSpec]
    bluffs: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    fabled: list[str] = field(default_factory=list)
    """Fabled and Loric the Storyteller put in play besides those on the script."""

    def __init__(self, seats: list[SeatSpec], bluffs: list[str] | None = None,
                 extra: dict[str, Any] | None = None, fabled: list[str] | None = None) -> None:
        # Written out (compiled), as ``SeatSpec``'s.
        self.seats = seats
        self.bluffs = [] if bluffs is None else bluffs
        self.extra = {} if extra is None else extra
        self.fabled = [] if fabled is None else fabled

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict."""
        out = {"seats": [s.to_json() for s in self.seats], "bluffs": list(self.bluffs),
               "extra": dict(self.extra)}
        if self.fabled:
            out["fabled"] = list(self.fabled)
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Setup":
        """The inverse of ``to_json``."""
        seats = [SeatSpec(s["name"], s["character"], s.get("believes"), s.get("alignment"))
                 for s in data["seats"]]
        return cls(seats, list(data.get("bluffs", [])), dict(data.get("extra", {})),
                   list(data.get("fabled", [])))


__all__ = ["DEFAULT_NAMES", "SeatSpec", "Setup"]
