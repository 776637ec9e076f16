"""The exact solver's puzzle: every player's claim and what they say they learned, and the
public record (deaths, executions, Slayer shots, Virgin nominations), as plain data.

Seats are indices in seat order; characters are script ids (``"fortuneteller"``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..characters import Team


@dataclass(frozen=True)
class Info:
    """What one player says they learned on one night (``kind`` is the ability's character).

    ``players``: the players shown or chosen; ``character``: the character shown;
    ``number``: a count; ``yes``: a yes/no answer (the Seamstress's: the same alignment);
    ``none``: "none in play" (Librarian).
    """

    night: int
    kind: str
    players: tuple[int, ...] = ()
    character: str | None = None
    number: int | None = None
    yes: bool | None = None
    none: bool = False
    guesses: tuple[tuple[int, str], ...] = ()  # a Juggler's guesses, made the day before
    characters: tuple[str, ...] = ()  # a Dreamer's two characters


@dataclass(frozen=True)
class Change:
    """A player's claim that their character changed on a night (a caught star-pass)."""

    night: int
    character: str


@dataclass(frozen=True)
class Claim:
    """One player: the character they claim, what they learned, changes they claim."""

    character: str
    infos: tuple[Info, ...] = ()
    changes: tuple[Change, ...] = ()


@dataclass(frozen=True)
class Death:
    """A night death (the Demon's kill): ``seat`` died during night ``night``."""

    night: int
    seat: int


@dataclass(frozen=True)
class Execution:
    """``seat`` was executed on day ``day`` (and died unless ``died`` is false)."""

    day: int
    seat: int
    died: bool = True


@dataclass(frozen=True)
class Shot:
    """On day ``day``, ``shooter`` publicly used a Slayer shot on ``target``."""

    day: int
    shooter: int
    target: int
    died: bool


@dataclass(frozen=True)
class Nomination:
    """On day ``day``, ``nominator`` nominated ``nominee``; ``executed``: the nominator was
    executed at once (a Virgin's ability), else nothing happened."""

    day: int
    nominator: int
    nominee: int
    executed: bool


DayEvent = Execution | Shot | Nomination


@dataclass(frozen=True)
class ExactPuzzle:
    """Everything the exact solver reads.

    ``teams``: each script character's team; ``hidden``: the characters a player may be
    without claiming it (evil characters and the Drunk); ``me``: a player known to be good
    (their claim is true unless they are one of ``me_may_be``); ``counts``: the setup's
    Townsfolk, Outsiders, Minions, Demons before the Baron.
    """

    names: tuple[str, ...]
    claims: tuple[Claim, ...]
    teams: dict[str, Team]
    hidden: tuple[str, ...]
    counts: tuple[int, int, int, int]
    me: int | None = None
    me_may_be: tuple[str, ...] = ()
    deaths: tuple[Death, ...] = ()
    day_events: tuple[DayEvent, ...] = ()
    ask: str = "demon"
    duplicates: tuple[str, ...] = field(default=())

    @property
    def players(self) -> int:
        """How many players."""
        return len(self.names)

    @property
    def last_night(self) -> int:
        """The last night anything happened on (nights after it need no simulating)."""
        nights = [i.night for c in self.claims for i in c.infos] + [d.night for d in self.deaths]
        nights += [ch.night for c in self.claims for ch in c.changes]
        nights += [e.day for e in self.day_events]
        return max(nights, default=1)
