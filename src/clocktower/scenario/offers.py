"""What the rules forbid, in scenario files: choices expected to be refused, and options
expected (not) to be offered. See docs/scenarios.md ("Refused choices", "offered").

Every decision the game asks is kept (one-option decisions too, which never reach a
decider), so a scenario can say an answer was never among a decision's legal options.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from ..agents.scripted import Answer, convert, same_phase
from ..game.decisions import Decision
from ..game.state import STORYTELLER

if TYPE_CHECKING:
    from ..game.engine import Game


@dataclass
class Asked:
    """One decision the game asked, and the phase it was asked in."""

    phase: str
    decision: Decision


@dataclass
class Wanted:
    """A decision pattern: which decisions a refusal or an ``offered`` check is about."""

    kind: str
    answer: Any
    by: int | None = None
    about: int | None = None
    phase: str | None = None

    def matches(self, phase: str, decision: Decision) -> bool:
        """Whether ``decision`` (asked in ``phase``) is one this pattern is about."""
        if decision.kind != self.kind:
            return False
        if self.phase is not None and not same_phase(self.phase, phase):
            return False
        if self.by is not None and decision.decider != self.by:
            return False
        return self.about is None or decision.about == self.about

    def allowed(self, game: "Game", decision: Decision) -> bool:
        """Whether this pattern's answer is a legal answer to ``decision``."""
        value = convert(game, self.answer, decision)
        if decision.is_legal(value):
            return True
        if isinstance(value, tuple):  # a set of players written in any order
            return decision.is_legal(tuple(sorted(value, key=lambda v: (type(v).__name__, v))))
        return False

    def describe(self, game: "Game") -> str:
        """The pattern in people's terms, for failure messages."""
        who = "anyone" if self.by is None else _name(game, self.by)
        about = "" if self.about is None else f" about {_name(game, self.about)}"
        when = f" in {self.phase}" if self.phase else ""
        return f"{self.kind} by {who}{about}{when} = {self.answer!r}"


@dataclass
class Refusal:
    """A written choice the rules should refuse: from the moment every choice of its kind
    written before it (in its phase) has been made, to the end of its phase, no matching
    decision may offer its answer; at least one decision of its kind must come up then."""

    wanted: Wanted
    before: list[Answer]
    where: str
    came_up: bool = False
    allowed_in: list[str] = field(default_factory=list)

    def open(self, phase: str) -> bool:
        """Whether the refusal is being watched now."""
        if self.wanted.phase is not None and not same_phase(self.wanted.phase, phase):
            return False
        return all(a.used for a in self.before)

    def watch(self, game: "Game", decision: Decision) -> None:
        """Look at one decision being asked."""
        if decision.kind != self.wanted.kind or not self.open(game.phase):
            return
        self.came_up = True
        if self.wanted.matches(game.phase, decision) and self.wanted.allowed(game, decision):
            self.allowed_in.append(game.phase)

    def failures(self, game: "Game") -> list[str]:
        """What went against the refusal."""
        shown = self.wanted.describe(game)
        if self.allowed_in:
            return [(f"{self.where}: expected {shown} to be refused, but it was a legal answer "
                     f"in {self.allowed_in[0]}")]
        if not self.came_up:
            return [(f"{self.where}: refused choice {shown} never came up: no {self.wanted.kind!r} "
                     f"decision was asked after the choices written before it")]
        return []


def offered_check(wanted: Wanted, negate: bool) -> Callable[["Game", list[Asked]], list[str]]:
    """``offered``/``not_offered``: a matching decision came up with (without) the answer legal."""

    def check(game: "Game", asked: list[Asked]) -> list[str]:
        matching = [a for a in asked if wanted.matches(a.phase, a.decision)]
        label = "not_offered" if negate else "offered"
        if not matching:
            return [f"{label}: no decision {wanted.describe(game).rsplit(' = ', 1)[0]} came up"]
        legal = [a for a in matching if wanted.allowed(game, a.decision)]
        if negate and legal:
            return [f"not_offered: {wanted.describe(game)} was a legal answer in {legal[0].phase}"]
        if not negate and not legal:
            options = ", ".join(map(repr, list(matching[-1].decision.options)[:12]))
            return [(f"offered: {wanted.describe(game)} was never a legal answer; the last such "
                     f"decision offered: {options}")]
        return []

    return check


def _name(game: "Game", index: int) -> str:
    if index == STORYTELLER:
        return "the Storyteller"
    return game.seats[index].name
