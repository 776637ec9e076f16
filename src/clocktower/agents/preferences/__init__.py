"""Bot preferences: how a random bot leans among a decision's legal options.

An ability says what is legal (a ``Decision``'s options); a preference says what a bot
prefers among them. Each module here registers, by decision kind, a function
``(game, decision) -> weights`` (one weight per option, or None for a uniform pick);
the random Storyteller and players ask ``weights`` only when they decide, so a person or a
scripted decider never costs one.

A kind is looked up exactly, then by its family: ``"wizard.*"`` covers every
``"wizard.<something>"`` kind without a preference of its own.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Final, Iterable, Iterator, Sequence

from ...game.lazyoptions import Lazy

if TYPE_CHECKING:
    from ...game.ability import Ability
    from ...game.decisions import Decision
    from ...game.engine import Game
    from ...game.state import Seat

Weights = Sequence[float] | None
Preference = Callable[["Game", "Decision"], Weights]

_BY_KIND: Final[dict[str, Preference]] = {}
_RESOLVED: Final[dict[str, Preference | None]] = {}
GROUPS = ("core", "townsfolk", "outsiders", "minions", "demons", "travellers", "fabled")
"""The modules of this package that register preferences, loaded on first use."""
_loaded = False


def prefers(*kinds: str) -> Callable[[Preference], Preference]:
    """Decorator: make the function the bots' preference for decisions of ``kinds`` (a
    kind, or a family ``"name.*"``)."""
    def register(fn: Preference) -> Preference:
        for kind in kinds:
            if kind in _BY_KIND:
                raise RuntimeError(f"two preferences registered for {kind!r}")
            _BY_KIND[kind] = fn
        _RESOLVED.clear()
        return fn
    return register


def preference(kind: str) -> Preference | None:
    """The preference registered for decisions of ``kind`` (exactly, else its family)."""
    try:
        return _RESOLVED[kind]  # found before (and so the groups loaded)
    except KeyError:
        pass
    global _loaded
    if not _loaded:
        _loaded = True
        for group in GROUPS:
            importlib.import_module(f"{__name__}.{group}")
    found = _BY_KIND.get(kind)
    if found is None and "." in kind:
        found = _BY_KIND.get(kind.split(".", 1)[0] + ".*")
    _RESOLVED[kind] = found
    return found


def weights(game: "Game", decision: "Decision") -> Weights:
    """How a random bot weighs ``decision``'s options (None: all alike)."""
    fn = preference(decision.kind)
    if fn is None:
        return None
    found = fn(game, decision)
    if found is not None and len(found) != len(decision.options):
        return None  # a decision asked again without an answer (the Alchemist's "choose differently")
    return found


# -- helpers the preference modules share ------------------------------------------------

class Drawn(Lazy):
    """Weights a preference can give without listing them (the Al-Hadikhia's 721): the bot's
    weighted draw asks only their in-order sum (``total``) and where the running sum first
    passes a number (``index_past``), which must be exactly those of the listed weights.
    Read as a sequence, it lists them."""

    def at(self, index: int) -> float:
        return self.listed()[index]

    def __iter__(self) -> Iterator[float]:
        return iter(self.listed())

    def listed(self) -> list[float]:
        """Every weight, in order."""
        raise NotImplementedError

    def total(self) -> float:
        """``0.0 + w[0] + w[1] + ...``, added in order."""
        raise NotImplementedError

    def index_past(self, x: float) -> int:
        """The first index whose running sum (added in order) exceeds ``x``; the last index
        when none but the whole does."""
        raise NotImplementedError


def chance(p: float) -> list[float]:
    """A (False, True) decision: yes with probability ``p``."""
    return [1 - p, p]


def rarely(p: float, rest: int) -> list[float]:
    """A (None, *rest) decision: act with probability ``p``, the ``rest`` options alike."""
    return [1 - p] + [p / rest] * rest


def now_and_then(d: "Decision", p: float) -> Weights:
    """``d`` is a (None, *rest) decision: act with probability ``p``, the rest alike (None,
    a uniform pick, when there is nothing but None)."""
    rest = len(d.options) - 1
    return rarely(p, rest) if rest else None


def friends_of(game: "Game", seat: int) -> set[Any]:
    """The evil teammates a seat knows of (its ``knows["evil"]``), or nobody."""
    if seat < 0:
        return set()
    return set(game.seats[seat].knows.get("evil", ()))


def decider_seat(game: "Game", d: "Decision") -> "Seat | None":
    """The seat deciding ``d``, or None when the Storyteller decides."""
    return None if d.decider < 0 else game.seats[d.decider]


def acting(game: "Game", d: "Decision", character_id: str) -> "Ability | None":
    """The ability of ``character_id`` behind ``d``: its decider's (or, for the
    Storyteller, first the one of the seat it is about, then the Storyteller's own)."""
    holders: list[Iterable["Ability"]] = []
    if d.decider >= 0:
        holders.append(game.seats[d.decider].abilities)
    else:
        if d.about is not None and 0 <= d.about < len(game.seats):
            holders.append(game.seats[d.about].abilities)
        holders.append(game.storyteller_abilities)
    for abilities in holders:
        for ability in abilities:
            if ability.character.id == character_id:
                return ability
    return None


def kill_weights(game: "Game", me: int | None, options: Sequence[Any], *,
                 teammate: float = 0.05, dead: float = 0.05, nobody: float = 0.0) -> list[float]:
    """How a random Demon leans over seat options (and None) when it picks whom to kill:
    mostly living players outside the evil team it knows of; itself almost never, its known
    Minions and the dead rarely (``me``: the Demon's seat, None for the Storyteller)."""
    friends = set(game.seats[me].knows.get("evil", ())) if me is not None else set()
    if not any(s.alive and s.index != me and s.index not in friends for s in game.seats):
        teammate = 1.0  # only the evil team is left: kill Minions to reach the final two
    elif friends and stalled(game):
        teammate = 1.0  # nobody it kills dies (a Soldier, a Tea Lady's neighbours): a Minion's death ends it sooner
    weights = []
    for option in options:
        if option is None:
            weights.append(nobody)
        elif option == me:
            weights.append(0.01)
        elif not game.seats[option].alive:
            weights.append(dead)
        elif option in friends:
            weights.append(teammate)
        else:
            weights.append(1.0)
    return weights


STALL_DAYS: Final = 5
"""Days in a row with nobody dying or coming back after which a game counts as stalled: the
bots and the random Storyteller then lean to the choices that move it to its end, as a table
would (``stalled``)."""


@dataclass
class Progress:
    """What the bots last saw of the circle (``Game.shared``): how many lived, the day that
    number last changed, and whether the game has stalled. Only public facts, so a smart bot
    may read it too."""

    living: int = -1
    since: int = 0
    stalled: bool = False
    phase: str = ""
    """The phase ``stalled`` last looked in."""
    tried: set[int] = field(default_factory=set)
    """Whom good players nominated since the game stalled (they try each in turn)."""
    survived: set[int] = field(default_factory=set)
    """Players executed who did not die (a Tea Lady's neighbour, a Legion voted by evil)."""
    read: int = 0
    """How many of the game's events ``survivors`` has read."""


def survivors(game: "Game") -> set[int]:
    """The players executed who lived through it, as everyone saw (read from the public
    executions, a few new events a call): executing them again ends nothing."""
    progress = game.shared(Progress)
    events = game.events
    for i in range(progress.read, len(events)):
        e = events[i]
        if e.kind == "execution":
            seat = e.data.get("seat")
            if isinstance(seat, int) and 0 <= seat < len(game.seats) and game.seats[seat].alive:
                progress.survived.add(seat)
    progress.read = len(events)
    return progress.survived


def quiet_days(game: "Game") -> int:
    """How many days have passed since the last time somebody died or came back, as far as
    the bots noticed (a change seen late counts from when it was seen: never more stalled
    than the game is)."""
    progress = game.shared(Progress)
    living = sum(1 for s in game.seats if s.alive)
    if living != progress.living:
        progress.living = living
        progress.since = game.day_no
    return game.day_no - progress.since


def stalled(game: "Game") -> bool:
    """Whether the game has stalled: nobody died (or came back) for ``STALL_DAYS`` days at
    some point. Then the bots try what ends it (the Storyteller's Legion kills one of its own,
    a Demon its Minion, good players nominate and execute whoever they have not tried), and
    keep trying for the rest of the game: the death one such choice brings (a Legion's) does
    not unstick a game that needs several."""
    progress = game.shared(Progress)
    if progress.stalled or game.phase == progress.phase:
        return progress.stalled  # looked at once a phase: the bots ask at every vote
    progress.phase = game.phase
    progress.stalled = quiet_days(game) >= STALL_DAYS
    return progress.stalled


def seat_of(d: "Decision") -> int | None:
    """The decider's seat index, None for the Storyteller."""
    return None if d.decider < 0 else d.decider


def in_play(game: "Game", character_id: str) -> "Ability | None":
    """An ability of ``character_id`` in play (a working one before a fake), for the
    Storyteller's decisions that name no holder."""
    found = None
    for ability in game.abilities_in_play():
        if ability.character.id == character_id:
            if not ability.fake:
                return ability
            found = found or ability
    return found
