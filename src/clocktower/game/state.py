"""Grimoire state: seats, effects (drunk, poisoned, safe, mad...) and shared constants."""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, Iterable, SupportsIndex

from ..characters import EVIL, GOOD, Character, Team

if TYPE_CHECKING:
    from .ability import Ability

STORYTELLER: Final = -1
"""The decider index of the Storyteller (seats are 0..n-1). Final, as ``PUBLIC``: compiled
(mypyc), every module that reads it gets the number itself, not a lookup in its globals."""

PUBLIC: Final = -2
"""The audience of an event everyone sees."""

# Causes of death.
DEMON: Final = "demon"
EXECUTION: Final = "execution"
ABILITY: Final = "ability"
STORYTELLER_KILL: Final = "storyteller"
EXILE: Final = "exile"

# Effect kinds.
DRUNK: Final = "drunk"
POISONED: Final = "poisoned"
SAFE: Final = "safe"  # safe from the Demon
MAD: Final = "mad"
KEEPS_ABILITY: Final = "keeps-ability"  # a dead player whose ability still works
SOBER: Final = "sober"  # sober and healthy whatever else says (Fall of Rome's Physician)
ACTS_TWICE: Final = "acts-twice"  # the seat's abilities act twice (the Barista)
HARMFUL = frozenset({DRUNK, POISONED, MAD})
"""Effect kinds that harm their target: a seat safe from the Demon is spared them by a Demon."""
NO_ABILITY: Final = "no-ability"  # the seat's abilities do not work, without being drunk (the Preacher's Minions)

DEMON_TEAM: Final = Team.DEMON
MINION_TEAM: Final = Team.MINION
TRAVELLER_TEAM: Final = Team.TRAVELLER
"""Character types read once, for the engine's hot checks: compiled, a Final module constant
is a C static, where ``Team.TRAVELLER`` is an attribute lookup on the enum class at every
call (``Seat.is_traveller`` is asked a lot)."""

__all__ = [
    "ABILITY", "ACTS_TWICE", "DEMON", "DRUNK", "EVIL", "EXECUTION", "EXILE", "GOOD", "HARMFUL", "SOBER",
    "KEEPS_ABILITY", "MAD", "NO_ABILITY",
    "POISONED", "PUBLIC", "SAFE", "STORYTELLER", "STORYTELLER_KILL", "DEMON_TEAM", "MINION_TEAM", "TRAVELLER_TEAM", "AbilityList", "Changes", "Effect", "Seat",
]


class Changes:
    """A count of changes to a game's ability lists: the game keeps what it works out from
    them (the abilities in play, which of them have a hook) until the count moves."""

    __slots__ = ("count",)

    def __init__(self) -> None:
        self.count = 0


@mypyc_attr(native_class=False)  # compiled: a plain class (mypyc cannot subclass list)
class AbilityList(list["Ability"]):
    """The abilities a seat (or the Storyteller) holds: a list that counts every change in
    ``changes``, shared by all the lists of one game."""

    __slots__ = ("changes",)

    def __init__(self, items: Iterable["Ability"] = (), changes: Changes | None = None) -> None:
        super().__init__(items)
        self.changes = Changes() if changes is None else changes

    def append(self, item: "Ability") -> None:
        self.changes.count += 1
        super().append(item)

    def insert(self, index: SupportsIndex, item: "Ability") -> None:
        self.changes.count += 1
        super().insert(index, item)

    def remove(self, item: "Ability") -> None:
        self.changes.count += 1
        super().remove(item)

    def pop(self, index: SupportsIndex = -1) -> "Ability":
        self.changes.count += 1
        return super().pop(index)

    def extend(self, items: Iterable["Ability"]) -> None:
        self.changes.count += 1
        super().extend(items)

    def clear(self) -> None:
        self.changes.count += 1
        super().clear()

    def sort(self, *args: Any, **kwargs: Any) -> None:
        self.changes.count += 1
        super().sort(*args, **kwargs)

    def reverse(self) -> None:
        self.changes.count += 1
        super().reverse()

    def __iadd__(self, items: Iterable["Ability"]) -> "AbilityList":  # type: ignore[override,misc]
        self.changes.count += 1
        return super().__iadd__(items)

    def __setitem__(self, index: Any, value: Any) -> None:
        self.changes.count += 1
        super().__setitem__(index, value)

    def __delitem__(self, index: Any) -> None:
        self.changes.count += 1
        super().__delitem__(index)


@dataclass(slots=True, eq=False)
class Effect:
    """A lasting condition on a seat, with its source and how long it lasts.

    ``until`` is a phase boundary ``("dawn" | "dusk", number)``: the effect ends when the
    game reaches that boundary (dawn of night N, dusk ending day N). ``while_source``
    makes the effect last only while its source ability is functioning (the Widow's,
    Philosopher's, Vigormortis's). ``data`` carries what the effect needs (a character).
    """

    kind: str
    target: int
    source: "Ability | None" = None
    until: tuple[str, int] | None = None
    while_source: bool = False
    data: Any = None


@dataclass(slots=True, eq=False, init=False)
class Seat:
    """One player in the circle: true character, believed character, alignment, life."""

    index: int
    name: str
    character: Character
    believes: Character
    alignment: str
    alive: bool = True
    ghost_vote: bool = True
    left: bool = False  # a Traveller who left the game: no longer at the table
    abilities: AbilityList = field(default_factory=AbilityList)
    effects: list[Effect] = field(default_factory=list)
    reminders: list[str] = field(default_factory=list)
    knows: dict[str, Any] = field(default_factory=dict)  # the player's own notes (bots)

    def __init__(self, index: int, name: str, character: Character, believes: Character, alignment: str,
                 alive: bool = True, ghost_vote: bool = True, left: bool = False,
                 abilities: AbilityList | None = None, effects: list[Effect] | None = None,
                 reminders: list[str] | None = None, knows: dict[str, Any] | None = None) -> None:
        # Written out rather than generated: a compiled build (mypyc) compiles this one, while a
        # dataclass's generated ``__init__`` stays interpreted, and a game seats every player.
        self.index = index
        self.name = name
        self.character = character
        self.believes = believes
        self.alignment = alignment
        self.alive = alive
        self.ghost_vote = ghost_vote
        self.left = left
        self.abilities = AbilityList() if abilities is None else abilities
        self.effects = [] if effects is None else effects
        self.reminders = [] if reminders is None else reminders
        self.knows = {} if knows is None else knows

    @property
    def team(self) -> Team:
        """The true character type."""
        return self.character.team

    @property
    def is_evil(self) -> bool:
        """True alignment is evil."""
        return self.alignment == EVIL

    @property
    def is_traveller(self) -> bool:
        """Travellers sit outside the player-count table."""
        return self.character.team is TRAVELLER_TEAM

    def __repr__(self) -> str:
        state = "" if self.alive else " dead"
        return f"<Seat {self.index} {self.name} {self.character.id} {self.alignment}{state}>"
