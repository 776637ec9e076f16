"""Scripted deciders: answers written down in advance (tests, scenario files, a Storyteller
replaying a real game), with a quiet default for anything not written down.

Quiet default: a player passes, votes no, claims nothing and otherwise picks "nobody" when
allowed or the first legal option; the Storyteller picks the first legal option, which the
engine always lists as the plain, no-surprise answer (the truth, no misregistration, nobody
extra dies).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Sequence

from ..errors import ScenarioError
from ..game.decisions import Decision
from ..game.moments import Moment
from ..game.state import STORYTELLER

if TYPE_CHECKING:
    from ..game.engine import Game


@dataclass
class Answer:
    """One written answer: used by the first matching decision, then spent."""

    kind: str
    answer: Any
    by: int | None = None  # a seat, STORYTELLER, or None for anyone
    phase: str | None = None  # "night 2", "day 1"; None for any phase
    about: int | None = None  # the nominee of a vote, the seat a Storyteller decision is about
    when: Callable[[Moment], bool] | None = None  # the moment of the day it waits for
    due: bool = False  # its moment came: it may now answer
    used: bool = False


@dataclass
class Scripted:
    """Answers decisions from a list of ``Answer``; quiet defaults elsewhere."""

    answers: list[Answer] = field(default_factory=list)
    is_bot: bool = True
    trusted = False  # scenario answers are checked
    asked: list[tuple[str, str, int]] = field(default_factory=list)

    def add(self, kind: str, answer: Any, *, by: int | None = None, phase: str | None = None,
            about: int | None = None, when: Callable[[Moment], bool] | None = None) -> "Scripted":
        """Write down one more answer; returns self so calls chain. ``when``: a claim or
        public action (by ``by``) that waits for that moment of the day."""
        self.answers.append(Answer(kind, answer, by, phase, about, when))
        return self

    def acts_now(self, game: "Game", moment: Moment) -> list[tuple[int, str]]:
        """The claims and public actions written for this moment (see ``game.moments``)."""
        now = []
        for a in self.answers:
            if a.when is None or a.due or a.used or a.by is None:
                continue
            if (a.phase is None or same_phase(a.phase, game.phase)) and a.when(moment):
                a.due = True
                now.append((a.by, a.kind))
        return now

    def acts_later(self, game: "Game", seat: int | None, kinds: Sequence[str]) -> bool:
        """Whether a public action of ``kinds`` by ``seat`` waits for a later moment today."""
        return any(a.when is not None and not a.due and not a.used and a.kind in kinds
                   and (seat is None or a.by == seat)
                   and (a.phase is None or same_phase(a.phase, game.phase)) for a in self.answers)

    def decide(self, game: "Game", decision: Decision) -> Any:
        """The first unspent matching answer, converted to the decision's terms."""
        self.asked.append((game.phase, decision.kind, decision.decider))
        for a in self.answers:
            if a.used or a.kind != decision.kind or (a.when is not None and not a.due):
                continue
            if a.by is not None and a.by != decision.decider:
                continue
            if a.phase is not None and not same_phase(a.phase, game.phase):
                continue
            if a.about is not None and a.about != decision.about:
                continue
            a.used = True
            value = convert(game, a.answer, decision)
            if isinstance(value, tuple) and not decision.is_legal(value):
                value = _reordered(value, decision)
            if isinstance(value, tuple) and len(value) > 1 and not decision.is_legal(value) \
                    and isinstance(a.answer, (list, tuple)) and all(decision.is_legal(v) for v in value):
                # Several answers to a decision asked again and again (the Juggler's guesses),
                # written as one list: this one answers now, the rest wait for the next asks.
                rest = list(a.answer)[1:]
                self.answers.insert(self.answers.index(a) + 1, Answer(
                    a.kind, rest if len(rest) > 1 else rest[0], a.by, a.phase, a.about, a.when, a.due))
                value = value[0]
            if not decision.is_legal(value):
                who = "the Storyteller" if decision.decider == STORYTELLER else game.seats[decision.decider].name
                shown = ", ".join(map(repr, list(decision.options)[:12]))
                raise ScenarioError(
                    f"{game.phase}: answer {a.answer!r} is not legal for {decision.kind!r} by {who}; "
                    f"legal answers include: {shown}")
            return value
        return quiet(decision)

    def unused(self) -> list[Answer]:
        """Answers no decision asked for (usually a mistake in a scenario)."""
        return [a for a in self.answers if not a.used]


def _reordered(value: tuple[Any, ...], decision: Decision) -> tuple[Any, ...]:
    """A written set of answers in another order than the legal option lists it (three
    bluffs in any order): sorted, or else the one legal option holding the same items."""
    ordered = tuple(sorted(value, key=lambda v: (type(v).__name__, v)))
    if decision.is_legal(ordered):
        return ordered
    try:
        wanted = Counter(value)
        for option in decision.options:
            if isinstance(option, tuple) and len(option) == len(value) and Counter(option) == wanted:
                return option
    except TypeError:  # unhashable items: no reordering
        pass
    return ordered


def same_phase(wanted: str, actual: str) -> bool:
    """'night 2' matches the night and its dawn; 'day 1' matches the day and its dusk;
    'setup' matches the Grimoire's preparation before the first night."""
    if actual == "setup":
        return wanted.strip().lower() == "setup"
    kind, _, number = actual.partition(" ")
    kind = {"dawn": "night", "dusk": "day"}.get(kind, kind)
    return wanted.strip().lower() == f"{kind} {number}"


def quiet(decision: Decision) -> Any:
    """The default answer when nothing was written down."""
    options = decision.options
    if decision.kind == "vote":
        return False
    if any(o is None for o in options):
        return None
    if any(o is False for o in options) and decision.decider != STORYTELLER:
        return False
    return options[0]


def convert(game: "Game", value: Any, decision: Decision) -> Any:
    """Turn a written answer (player names, character names, yes/no) into an option."""
    if isinstance(value, (list, tuple)):
        return tuple(convert(game, v, decision) for v in value)
    if isinstance(value, str):
        low = value.strip().lower()
        if low in ("yes", "true"):
            return True
        if low in ("no", "false"):
            return False
        if low in ("none", "nobody", "pass"):
            return None
        for seat in game.seats:
            if seat.name.lower() == low:
                return seat.index
        for c in game.script.characters:
            if c.name.lower() == low or c.id == low:
                return c.id
    return value
