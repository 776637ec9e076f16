"""Decisions: every choice anyone makes, with its legal options, and who answers it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, Sequence

from .state import STORYTELLER

if TYPE_CHECKING:
    from .engine import Game


@dataclass(slots=True)
class Decision:
    """A choice to make: ``kind`` names it, ``decider`` answers it (a seat or the Storyteller).

    ``options`` are all legal answers (JSON-able: None, bool, int, str, tuples of those).
    ``weights`` optionally guide random deciders; ``free_text`` lets a person answer with
    any string instead (a public statement), which the Storyteller then judges.
    """

    kind: str
    decider: int
    options: Sequence[Any]
    prompt: str = ""
    weights: Sequence[float] | None = None
    free_text: bool = False
    about: int | None = None

    def is_legal(self, choice: Any) -> bool:
        """Whether ``choice`` is one of the legal answers, type and all: ``1.0`` and ``True``
        equal ``1`` in Python, but neither is seat 1 (nor ``False`` seat 0)."""
        if self.free_text and type(choice) is str:
            return True
        if choice not in self.options:
            return False
        return any(_same(choice, o) for o in self.options)

    @property
    def by_storyteller(self) -> bool:
        """The Storyteller answers this decision."""
        return self.decider == STORYTELLER


class Decider(Protocol):
    """Anything that answers decisions: a bot, a person, a scenario, an outside agent."""

    #: True when the engine may evaluate this decider's public statements itself.
    is_bot: bool

    def decide(self, game: "Game", decision: Decision) -> Any:
        """Return one legal answer to ``decision``."""
        ...


def _same(a: Any, b: Any) -> bool:
    """Equal and of the same type, element by element inside tuples."""
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return bool(a == b)


def freeze(value: Any) -> Any:
    """Turn JSON lists back into the tuples options use (for replayed logs)."""
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    return value
