"""Character definitions: frozen data in the official script-JSON shape."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any, Final


class Team(str, Enum):
    """A character type, spelled as in the official script JSON."""

    TOWNSFOLK = "townsfolk"
    OUTSIDER = "outsider"
    MINION = "minion"
    DEMON = "demon"
    TRAVELLER = "traveller"
    FABLED = "fabled"
    LORIC = "loric"

    @property
    def is_storyteller_rule(self) -> bool:
        """Fabled and Loric are rules of the game the Storyteller holds, not players."""
        return self in _STORYTELLER_RULES

    @property
    def is_good(self) -> bool:
        """Townsfolk and Outsiders start good."""
        return self in _GOOD_TYPES

    @property
    def is_evil(self) -> bool:
        """Minions and Demons start evil."""
        return self in _EVIL_TYPES


_STORYTELLER_RULES = frozenset({Team.FABLED, Team.LORIC})
_GOOD_TYPES = frozenset({Team.TOWNSFOLK, Team.OUTSIDER})
_EVIL_TYPES = frozenset({Team.MINION, Team.DEMON})

GOOD: Final = "good"
EVIL: Final = "evil"


@dataclass(frozen=True, slots=True)
class Character:
    """One character: what it is, never what a seat can do (see ``abilities``)."""

    id: str
    name: str
    team: Team
    ability: str = ""
    first_night: float = 0  # 0: does not wake on the first night
    other_night: float = 0  # 0: does not wake on other nights
    first_night_reminder: str = ""
    other_night_reminder: str = ""
    reminders: tuple[str, ...] = ()
    reminders_global: tuple[str, ...] = ()
    setup: bool = False
    edition: str = ""
    flavor: str = ""
    homebrew: bool = False
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def __eq__(self, other: object) -> bool:
        # The generated comparison of every compared field, but characters with different
        # ids (comparing personas, the usual case) differ at once.
        if self is other:
            return True
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self.id == other.id and _compared(self) == _compared(other)

    def __hash__(self) -> int:
        # Written out (the dataclass's own, of the compared fields): a compiled build's
        # class would otherwise be unhashable, having its own ``__eq__``.
        return hash(_compared(self))

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled by its fields (a process pool's games, a sweep's workers): a compiled
        # build's frozen class has no instance dict to restore, nor a settable attribute.
        return (Character, tuple(getattr(self, f.name) for f in fields(Character)))

    @property
    def default_alignment(self) -> str:
        """The alignment a player starting with this character has."""
        return EVIL if self.team.is_evil else GOOD

    def to_json(self) -> dict[str, Any]:
        """This character as an official script-JSON character object."""
        out: dict[str, Any] = {
            "id": self.id,
            "name": self.name,
            "team": self.team.value,
            "ability": self.ability,
            "firstNight": _number(self.first_night),
            "otherNight": _number(self.other_night),
            "firstNightReminder": self.first_night_reminder,
            "otherNightReminder": self.other_night_reminder,
            "reminders": list(self.reminders),
            "remindersGlobal": list(self.reminders_global),
            "setup": self.setup,
        }
        if self.edition:
            out["edition"] = self.edition
        if self.flavor:
            out["flavor"] = self.flavor
        out.update(self.extra)
        return out


def _number(night: float) -> float | int:
    """A night-order number as the official JSON writes it: whole numbers without a
    fraction (a compiled build holds 52 as 52.0; both builds write the same file)."""
    as_float = float(night)
    return int(as_float) if as_float.is_integer() else as_float


_COMPARED = tuple(f.name for f in fields(Character) if f.compare)


def _compared(character: Character) -> tuple[Any, ...]:
    """The fields two characters must share to be equal."""
    return tuple(getattr(character, name) for name in _COMPARED)
