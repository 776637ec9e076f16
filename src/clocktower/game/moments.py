"""Moments of the day at which players may act out of the usual order.

The engine runs a day in a fixed order (claims, each ability's public action, madness,
nominations). Outside that order, a claim or a public action may come at any moment:
a decider that wants this (a scenario's scripted answers) has ``acts_now``, which the
engine asks at each moment, and ``acts_later``, which holds an ability's public action
back from its usual place. Random players have neither, so random games never change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, Sequence

if TYPE_CHECKING:
    from .engine import Game

BEFORE = "before"
AFTER = "after"
CLAIMS = "claims"
NOMINATION = "nomination"
NOMINATIONS = "nominations"


@dataclass(frozen=True, slots=True)
class Moment:
    """``when`` ("before"/"after") ``what``: "claims", "nominations" (before the first
    nomination), "nomination" (after each one, with its ``nominator`` and ``nominee``), or
    an ability's character id (around its public action, whose decision ``kinds`` it lists)."""

    when: str
    what: str
    nominator: int | None = None
    nominee: int | None = None
    kinds: tuple[str, ...] = ()


class Interjector(Protocol):
    """A decider that acts at chosen moments of the day."""

    def acts_now(self, game: "Game", moment: Moment) -> Sequence[tuple[int, str]]:
        """The (seat, decision kind) actions to take now: "claim", or a public action's kind."""
        ...

    def acts_later(self, game: "Game", seat: int | None, kinds: Sequence[str]) -> bool:
        """Whether a public action of these ``kinds`` by ``seat`` (None: anyone) waits for a
        later moment today."""
        ...


def interjectors(deciders: Sequence[Any]) -> list[Interjector]:
    """The deciders among ``deciders`` (each once) that act at chosen moments."""
    found: list[Interjector] = []
    for d in deciders:
        if hasattr(d, "acts_now") and all(d is not f for f in found):
            found.append(d)
    return found
