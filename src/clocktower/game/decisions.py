"""Decisions: every choice anyone makes, with its legal options, and who answers it."""

from __future__ import annotations

from dataclasses import dataclass

from mypy_extensions import mypyc_attr
from typing import TYPE_CHECKING, Any, Container, Final, Protocol, Sequence

from .state import STORYTELLER

if TYPE_CHECKING:
    from .engine import Game


@dataclass(slots=True, init=False)
class Decision:
    """A choice to make: ``kind`` names it, ``decider`` answers it (a seat or the Storyteller).

    ``options`` are all legal answers (JSON-able: None, bool, int, str, tuples of those);
    ``free_text`` lets a person answer with any string instead (a public statement), which
    the Storyteller then judges. A decision says only what is legal: how a bot leans among
    the options is the bots' own business (``clocktower.agents.preferences``).
    """

    kind: str
    decider: int
    options: Sequence[Any]
    prompt: str = ""
    free_text: bool = False
    about: int | None = None
    of: str | None = None
    """The declared type of the integer options: ``"player"`` (a seat, the default) or
    ``"number"`` (a count, a tally)."""
    truths: "Container[Any] | None" = None
    """For information the Storyteller gives: the answers that would be true (the
    Storyteller's to see, never a player's)."""
    id: int = -1
    """Which decision of the game this is (the number of recorded choices before it),
    set when it is asked: an answer names the decision it answers."""

    def __init__(self, kind: str, decider: int, options: Sequence[Any], prompt: str = "",
                 free_text: bool = False, about: int | None = None, of: str | None = None,
                 truths: "Container[Any] | None" = None, id: int = -1) -> None:
        # Written out rather than generated: a compiled build (mypyc) compiles this one,
        # while a dataclass's generated ``__init__`` stays interpreted, and a game asks
        # hundreds of decisions. The dataclass still gives ``__eq__``, ``__repr__``, ``replace``.
        self.kind = kind
        self.decider = decider
        self.options = options
        self.prompt = prompt
        self.free_text = free_text
        self.about = about
        self.of = of
        self.truths = truths
        self.id = id

    def is_legal(self, choice: Any) -> bool:
        """Whether ``choice`` is one of the legal answers, type and all: ``1.0`` and ``True``
        equal ``1`` in Python, but neither is seat 1 (nor ``False`` seat 0)."""
        if self.free_text and type(choice) is str:
            return True
        options = self.options
        try:
            first = options.index(choice)
        except ValueError:
            return False
        same = options[first]
        if type(same) is type(choice) and not isinstance(choice, tuple):
            return True  # the common case: the very option, type and all
        return any(_same(choice, o) for o in options)

    @property
    def by_storyteller(self) -> bool:
        """The Storyteller answers this decision."""
        return self.decider == STORYTELLER


PLAYER = "player"
NUMBER = "number"
CHARACTER = "character"
TEAM = "character type"
YES_NO = "yes/no"
ALIGNMENT = "alignment"
STATEMENT = "statement"
WORD = "word"
NONE = "none"
OPTION_TYPES = (PLAYER, NUMBER, CHARACTER, TEAM, YES_NO, ALIGNMENT, STATEMENT, WORD, NONE)
"""Every declared option type; a tuple of plain values is its parts' types joined by "+"."""

_TEAMS = frozenset({"townsfolk", "outsider", "minion", "demon", "traveller", "fabled", "loric"})


def _characters() -> frozenset[str]:
    from ..script import known_characters

    global _KNOWN
    if _KNOWN is None:
        _KNOWN = frozenset(known_characters())
    return _KNOWN


_KNOWN: frozenset[str] | None = None


def option_type(decision: Decision, option: Any) -> str:
    """The declared type of one option of ``decision``.

    >>> option_type(Decision("oracle", -1, [0, 1, 2], of=NUMBER), 2)
    'number'
    >>> option_type(Decision("monk", 0, [None, 1, 2]), 1)
    'player'
    """
    return _value_type(option, decision.of, decision.free_text)


def _value_type(value: Any, of: str | None, free_text: bool = False) -> str:
    if value is None:
        return NONE
    if isinstance(value, bool):
        return YES_NO
    if isinstance(value, int):
        return of or PLAYER
    if isinstance(value, str):
        if value in ("good", "evil"):
            return ALIGNMENT
        if value in _TEAMS:
            return TEAM
        if value in _characters():
            return CHARACTER
        return STATEMENT if free_text else WORD
    if isinstance(value, tuple):
        if value and isinstance(value[0], str) and value[0] not in _characters() or \
                any(isinstance(v, tuple) for v in value):
            return STATEMENT  # a tagged statement ("alignment", seat, "evil") or a list of guesses
        return "+".join(_value_type(v, of) for v in value) or NONE
    return WORD


DEFAULT_BOTS: Final = "clocktower.agents.random"
"""The module of the bots that decide for whoever nobody else decides for (its
``RandomStoryteller`` and ``RandomPlayer``), loaded by name: the engine depends on no bot."""


def default_deciders(seed: int) -> tuple["Decider", "Decider"]:
    """The Storyteller and the player that decide when a game is given no decider: seeded
    random bots from ``DEFAULT_BOTS``."""
    bots = _BOTS.get(DEFAULT_BOTS)
    if bots is None:
        import importlib

        bots = _BOTS[DEFAULT_BOTS] = importlib.import_module(DEFAULT_BOTS)
    return bots.RandomStoryteller(seed), bots.RandomPlayer(seed)


_BOTS: Final[dict[str, Any]] = {}
"""The bots' modules loaded so far, by name (importing again costs each game)."""


class Decider(Protocol):
    """Anything that answers decisions: a bot, a person, a scenario, an outside agent."""

    #: True when the engine may evaluate this decider's public statements itself.
    is_bot: bool
    #: True when its answers are always legal (it only ever picks from the options), so
    #: the engine does not check them (the random bots).
    trusted: bool

    def decide(self, game: "Game", decision: Decision) -> Any:
        """Return one legal answer to ``decision``."""
        ...


@mypyc_attr(allow_interpreted_subclasses=True)
class Bot:
    """A ``Decider`` written as a subclass of this (the random bots): the engine then calls
    its ``decide`` directly when compiled (mypyc), rather than looking it up by name at
    each of the game's hundreds of decisions. Any other decider works as well, as a Decider."""

    is_bot: bool = True
    trusted: bool = False

    def decide(self, game: "Game", decision: Decision) -> Any:
        """Return one legal answer to ``decision``."""
        raise NotImplementedError


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
