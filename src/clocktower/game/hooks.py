"""The hooks' dispatch table: which abilities each hook of ``Ability`` reaches, and how
their answers combine.

Every hook is declared once here (``HOOKS``). Its *reach* says which abilities in play are
asked, judged at the moment each one is asked (never cached):

- ``WORKING``: the ability functions (``Game.functioning``): real (never a Drunk's fake),
  unspent, its holder alive (unless it works when dead or the holder keeps it) and sober
  and healthy. An ability that does not work is not asked.
- ``LIVING``: the holder is alive, or the ability works when dead or the holder keeps it
  (the Storyteller's always): real or fake, sober or not. The ability itself decides what a
  fake or drunk use does (a drunk Slayer still shoots, to no effect).
- ``ANY``: every ability that overrides the hook, the Storyteller's and fake ones included:
  it decides itself when it applies (a registration adjuster, the Moonchild recording
  whether it works when its holder dies).

An ability may reach differently for one of its hooks where its rules say so, by naming it
in its ``reach`` ClassVar (``reach = {"on_death": ANY}``), never by a special case here.

Its *combine* says what the answers make: ``EACH`` (call each, in seat order then the
Storyteller's), ``ANY`` (whether one says True; stops at it), ``ALL`` (whether none says
False; stops at it), ``WHICH`` (the first ability that says True, or None), ``FIRST``
(the first answer that is not None, with the ability that gave it), ``COLLECT`` (the answers that are not None), ``FOLD`` (each
reshapes the value in the last argument in turn; None stops it) or ``ONE`` (asked of one
ability the engine names, not dispatched: its wake, the source of an effect).
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Any, Final, NamedTuple

if TYPE_CHECKING:
    from .ability import Ability
    from .engine import Game
    from .state import Seat


class Reach(Enum):
    """Which abilities a hook is asked of."""

    WORKING = "working"
    LIVING = "living"
    ANY = "any"

    # Members are singletons compared by identity: hash them so too, in C, instead of
    # Enum's interpreted ``hash(self._name_)`` (reaches are dictionary keys at every dispatch).
    __hash__ = object.__hash__


class Combine(Enum):
    """How the answers of the abilities a hook reaches combine."""

    EACH = "each"
    ANY = "any"
    ALL = "all"
    WHICH = "which"
    FIRST = "first"
    COLLECT = "collect"
    FOLD = "fold"
    ONE = "one"

    __hash__ = object.__hash__  # as ``Reach``'s


# Final, like the combines below: compiled (mypyc), a C static rather than a lookup in the
# module's globals at each use.
WORKING: Final = Reach.WORKING
LIVING: Final = Reach.LIVING
ANY: Final = Reach.ANY
# The combines ``dispatch`` tells apart, read once: on Python 3.11 reading a member off its
# enum class (``Combine.EACH``) goes through the enum metaclass's ``__getattr__`` hook, some
# twelve times the cost of reading a module global, and ``dispatch`` runs thousands of times a game.
_EACH: Final = Combine.EACH
_ANY: Final = Combine.ANY
_ALL: Final = Combine.ALL
_WHICH: Final = Combine.WHICH
_FIRST: Final = Combine.FIRST
_COLLECT: Final = Combine.COLLECT
_FOLD: Final = Combine.FOLD
_ONE: Final = Combine.ONE


class Hook(NamedTuple):
    """One hook's declaration: its default reach and how its answers combine."""

    reach: Reach
    combine: Combine


class Answer(NamedTuple):
    """A ``FIRST`` hook's answer and the ability that gave it."""

    ability: "Ability"
    value: Any


HOOKS: Final[dict[str, Hook]] = {
    # the night
    "wakes": Hook(ANY, Combine.ONE),
    "night": Hook(ANY, Combine.ONE),
    "owes": Hook(ANY, Combine.ONE),
    "sleeps": Hook(ANY, Combine.ONE),
    "keeps_asleep": Hook(ANY, Combine.ANY),
    "adjust_evil_info": Hook(ANY, Combine.FOLD),
    "before_dawn": Hook(ANY, Combine.EACH),
    # setup
    "prepare": Hook(ANY, Combine.EACH),
    # registration and information
    "personas": Hook(WORKING, Combine.COLLECT),
    "adjust_personas": Hook(ANY, Combine.FOLD),
    "adjust_info_mode": Hook(ANY, Combine.FOLD),
    "on_misregistered": Hook(ANY, Combine.EACH),
    # deaths
    "prevents_death": Hook(WORKING, Combine.WHICH),
    "safe_from_demon": Hook(WORKING, Combine.WHICH),
    "redirect_death": Hook(WORKING, Combine.FIRST),
    "replaces_death": Hook(ANY, Combine.ANY),
    "on_death": Hook(ANY, Combine.EACH),
    "on_revived": Hook(ANY, Combine.ONE),
    "lives_on": Hook(ANY, Combine.ANY),
    "grant_functions": Hook(ANY, Combine.ONE),
    "on_gained": Hook(ANY, Combine.ONE),
    "on_removed": Hook(ANY, Combine.ONE),
    "sustains": Hook(ANY, Combine.ONE),
    "works_through": Hook(ANY, Combine.ONE),
    "prompts_differently": Hook(ANY, Combine.ONE),
    "hides_grant": Hook(ANY, Combine.ONE),
    # the day
    "day_action": Hook(LIVING, Combine.ONE),
    "on_player_choice": Hook(ANY, Combine.EACH),
    "judges_madness": Hook(ANY, Combine.ONE),
    "on_nominations_closed": Hook(ANY, Combine.EACH),
    "at_dusk": Hook(WORKING, Combine.EACH),
    # nominations, votes, executions, exiles
    "storyteller_nominates": Hook(WORKING, Combine.WHICH),
    "storyteller_nomination": Hook(ANY, Combine.ONE),
    "nomination_rule": Hook(WORKING, Combine.COLLECT),
    "on_nomination": Hook(ANY, Combine.EACH),
    "takes_nomination": Hook(ANY, Combine.ANY),
    "voting": Hook(ANY, Combine.COLLECT),
    "vote_weight": Hook(ANY, Combine.COLLECT),
    "must_vote": Hook(WORKING, Combine.ANY),
    "vote_counts": Hook(WORKING, Combine.ALL),
    "hides_votes": Hook(WORKING, Combine.ANY),
    "after_vote": Hook(ANY, Combine.EACH),
    "execution_votes_needed": Hook(ANY, Combine.FOLD),
    "forces_vote_result": Hook(WORKING, Combine.FIRST),
    "redirect_execution": Hook(WORKING, Combine.FIRST),
    "before_execution": Hook(ANY, Combine.EACH),
    "on_execution": Hook(ANY, Combine.EACH),
    "after_execution": Hook(ANY, Combine.EACH),
    "storyteller_executed": Hook(WORKING, Combine.FIRST),
    "storyteller_spared": Hook(ANY, Combine.EACH),
    "on_exile_call": Hook(ANY, Combine.EACH),
    "on_exile": Hook(ANY, Combine.EACH),
    # Fall of Rome's public claims
    "on_spartacus_claim": Hook(ANY, Combine.EACH),
    "on_spartacus_guess": Hook(ANY, Combine.EACH),
    # wins
    "is_demon": Hook(ANY, Combine.ANY),
    "declares_win": Hook(ANY, Combine.FIRST),
    "blocks_win": Hook(ANY, Combine.ANY),
    "postpones_win": Hook(ANY, Combine.ANY),
    "adjust_winner": Hook(WORKING, Combine.FOLD),
    # characters and alignments
    "on_character_change": Hook(ANY, Combine.EACH),
    "refuses_alignment": Hook(ANY, Combine.WHICH),
    # the Storyteller's rules (Fabled and Loric)
    "gives_evil_info": Hook(ANY, Combine.ANY),
    "hides_characters": Hook(ANY, Combine.ANY),
}
"""Every hook of ``Ability``, by name (a test checks none is missing)."""
_COMBINES: Final[dict[str, Combine]] = {name: h.combine for name, h in HOOKS.items()}
"""How each hook's answers combine, by name (read at each dispatch no ability answers)."""

NOT_HOOKS = frozenset({"choose", "others", "fired", "decider", "seat_index", "works_dead",
                       "bag_modifiers", "adjust_bag", "adjust_seating", "traveller_seats", "brings"})
"""``Ability``'s methods that are no hooks: its helpers, and the setup class methods asked
of a character's class before any ability is in play."""


def reach_of(ability: "Ability", hook: str) -> Reach:
    """How ``hook`` reaches ``ability``: the ability's own declaration, else the table's."""
    own = type(ability).reach
    return own.get(hook, HOOKS[hook].reach) if own else HOOKS[hook].reach


def reaches(game: "Game", ability: "Ability", hook: str) -> bool:
    """Whether ``hook`` reaches ``ability`` now (judged at the call, never cached)."""
    return _reached(game, ability, reach_of(ability, hook))


def _reached(game: "Game", ability: "Ability", reach: Reach) -> bool:
    if reach is ANY:
        return True
    if reach is WORKING:
        return game.functioning(ability)
    holder = ability.holder
    return (holder is None or holder.alive or ability.works_dead()
            or game.keeps_ability(holder))


def dispatch(game: "Game", hook: str, *args: Any, seat: "Seat | None" = None) -> Any:
    """Ask ``hook`` of the abilities in play it reaches (only ``seat``'s, if given) with
    ``game`` and ``args``, and combine their answers as the table says."""
    return ask_found(game, hook, game.hooked(hook), args, seat)


_OWN_REACH: Final[dict[type, dict[str, Reach]]] = {}
"""Each character class's own ``reach`` declarations, read once per class (most have none)."""


def _own_reach(ability: "Ability") -> dict[str, Reach]:
    cls = type(ability)
    own = _OWN_REACH.get(cls)
    if own is None:
        own = _OWN_REACH[cls] = dict(cls.reach)
    return own


def _call(ability: "Ability", hook: str, game: "Game", args: tuple[Any, ...]) -> Any:
    """``ability``'s ``hook`` with ``game`` and ``args``: passed one by one for the usual
    few, so that (compiled) no argument tuple is built for each call."""
    method = getattr(ability, hook)
    n = len(args)
    if n == 0:
        return method(game)
    if n == 1:
        return method(game, args[0])
    if n == 2:
        return method(game, args[0], args[1])
    if n == 3:
        return method(game, args[0], args[1], args[2])
    return method(game, *args)


def ask_found(game: "Game", hook: str, found: "tuple[Ability, ...]", args: tuple[Any, ...],
              seat: "Seat | None" = None) -> Any:
    """``dispatch``, given the abilities in play that override ``hook`` (``game.hooked``)."""
    if not found:  # the usual case: no ability in play overrides it
        return unheard(hook, args)
    declared = HOOKS[hook]
    combine = declared.combine
    default = declared.reach
    if combine is _FOLD:
        value = args[-1]
        rest = args[:-1]
        for ability in found:
            if seat is not None and ability.holder is not seat:
                continue
            own = _own_reach(ability)
            reach = own.get(hook, default) if own else default
            if reach is ANY or _reached(game, ability, reach):
                value = getattr(ability, hook)(game, *rest, value)
                if value is None:
                    return None
        return value
    collected: list[Any] = []
    for ability in found:
        if seat is not None and ability.holder is not seat:
            continue
        own = _own_reach(ability)
        reach = own.get(hook, default) if own else default
        if reach is not ANY and not _reached(game, ability, reach):
            continue
        answer = _call(ability, hook, game, args)
        if combine is _EACH:
            continue
        if combine is _ANY:
            if answer:
                return True
        elif combine is _ALL:
            if not answer:
                return False
        elif combine is _WHICH:
            if answer:
                return ability
        elif combine is _FIRST:
            if answer is not None:
                return Answer(ability, answer)
        elif combine is _COLLECT:
            if answer is not None:
                collected.append(answer)
        else:
            raise ValueError(f"hook {hook!r} is asked of one ability, not dispatched")
    # What each combine answers when no reached ability settled it early.
    if combine is _COLLECT:
        return collected
    return True if combine is _ALL else False if combine is _ANY else None


def unheard(hook: str, args: tuple[Any, ...]) -> Any:
    """What ``hook`` answers to ``args`` when no ability in play overrides it."""
    combine = _COMBINES[hook]
    if combine is _FOLD:
        return args[-1]
    if combine is _COLLECT:
        return []
    if combine is _ONE:
        raise ValueError("a ONE hook is asked of one ability, not dispatched")
    return True if combine is _ALL else False if combine is _ANY else None


