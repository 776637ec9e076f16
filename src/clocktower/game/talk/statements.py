"""Public statements: structured claims about the grimoire that the engine can judge.

A statement a bot makes is a tuple (JSON-able, so it can be a decision option and a log
entry)::

    ("is", seat, character_id)        seat's character is character_id
    ("is-not", seat, character_id)    seat's character is not character_id
    ("alignment", seat, "good"|"evil")
    ("type", seat, "townsfolk"|"outsider"|"minion"|"demon"|"traveller")
    ("in-play", character_id)         some player (alive or dead) is that character
    ("not-in-play", character_id)
    ("dead-evil", n)                  exactly n dead players are evil
    ("impaired", seat)                seat is drunk or poisoned right now
    ("evil-neighbours", seat, n)      exactly n of seat's living neighbours are evil
    ("not", statement)                the inner statement is false

``evaluate`` judges a statement on the true grimoire (true characters and alignments, no
misregistration), unless a registration ``World`` is given. A person's free-text
statement is a plain string: the engine cannot judge it, the Storyteller must. The
Gossip uses this module; Fall of Rome's Standard Bearer too (``statements_about`` for
statements about one player, ``criterion`` for when two statements test the same thing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Final, TypeGuard, cast

from ...characters import EVIL, GOOD, Team
from ..perscript import PerScript
from .claims import last_claims

if TYPE_CHECKING:
    from ..engine import Game
    from ...script import Script
    from ..registration import World
    from ..state import Seat

Statement = tuple[Any, ...]

KINDS = ("is", "is-not", "alignment", "type", "in-play", "not-in-play", "dead-evil", "impaired",
         "evil-neighbours", "not")
TYPES = tuple(t.value for t in (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON, Team.TRAVELLER))


def is_statement(value: object) -> TypeGuard[Statement]:
    """Whether ``value`` is a well-formed structured statement."""
    if not isinstance(value, tuple) or not value:
        return False
    # (Read in place, not sliced: judging a statement checks it first, per registration world.)
    kind, n = value[0], len(value) - 1
    if kind in ("is", "is-not"):
        return n == 2 and isinstance(value[1], int) and isinstance(value[2], str)
    if kind == "alignment":
        return n == 2 and isinstance(value[1], int) and value[2] in (GOOD, EVIL)
    if kind == "type":
        return n == 2 and isinstance(value[1], int) and value[2] in TYPES
    if kind in ("in-play", "not-in-play"):
        return n == 1 and isinstance(value[1], str)
    if kind in ("dead-evil", "impaired"):
        return n == 1 and _count(value[1])
    if kind == "evil-neighbours":
        return n == 2 and _count(value[1]) and _count(value[2])
    if kind == "not":
        return n == 1 and is_statement(value[1])
    return False


def _count(value: object) -> bool:
    """An int that is not a bool (a seat or a number in a statement)."""
    return isinstance(value, int) and not isinstance(value, bool)


_ABOUT_A_SEAT: Final = frozenset({"is", "is-not", "alignment", "type"})
"""Statement kinds about one seat's registration (seat, value)."""


def evaluate(game: "Game", statement: object, world: "World | None" = None, *, checked: bool = False) -> bool:
    """Whether ``statement`` is true now: on the true grimoire, or as seats register in
    ``world`` when one is given. Raises ValueError for a malformed statement (``checked``:
    the engine made it, well-formed; it is judged again and again, once per world)."""
    if not checked and not is_statement(statement):
        raise ValueError(f"not a statement: {statement!r}")
    statement = cast("Statement", statement)
    kind: str = statement[0]  # (a str: compiled, compared as strings, not as objects)
    if kind == "not":
        return not evaluate(game, statement[1], world, checked=True)
    seats = game.seats
    if kind in _ABOUT_A_SEAT:
        seat, value = statement[1], statement[2]
        if not 0 <= seat < len(seats):
            raise ValueError(f"no seat {seat} in {statement!r}")
        if kind == "alignment":
            evil = seats[seat].is_evil if world is None else world.is_evil(seat)
            return bool(evil == (value == EVIL))
        character = seats[seat].character if world is None else world.character(seat)
        if kind == "is":
            return bool(character.id == value)
        if kind == "is-not":
            return bool(character.id != value)
        return bool(character.team == value)  # a Team is its value, a str
    if kind in ("in-play", "not-in-play"):
        wanted = statement[1]
        if world is None:
            present = any(s.character.id == wanted for s in seats)
        else:
            present = any(world.character(i).id == wanted for i in range(len(seats)))
        return present if kind == "in-play" else not present
    if kind in ("impaired", "evil-neighbours"):
        if not 0 <= statement[1] < len(seats):
            raise ValueError(f"no seat {statement[1]} in {statement!r}")
        subject = seats[statement[1]]
        if kind == "impaired":
            return game.impaired(subject)
        around = game.neighbours(subject, lambda s: s.alive)
        return bool(sum(1 for s in around if _evil(s, world)) == statement[2])
    # dead-evil
    return bool(sum(1 for s in seats if not s.alive and _evil(s, world)) == statement[1])


def _evil(seat: "Seat", world: "World | None") -> bool:
    """Whether ``seat`` is evil: truly, or as it registers in ``world``."""
    return seat.is_evil if world is None else world.is_evil(seat.index)


def _name(game: "Game", character_id: str) -> str:
    """A character's display name (its id when unknown)."""
    found = game.script.by_id.get(character_id)
    if found is None:
        from ...script import all_characters

        found = all_characters().get(character_id)
    return found.name if found is not None else character_id


def describe(game: "Game", statement: Any) -> str:
    """The statement in words, as the table would hear it."""
    return describe_named(statement, lambda i: game.seats[i].name, lambda cid: _name(game, cid))


def describe_named(statement: Any, seat: Callable[[int], str], character: Callable[[str], str]) -> str:
    """The statement in words, with ``seat`` and ``character`` naming players and characters
    (the story names them from a record, without a game)."""
    if isinstance(statement, str):
        return statement
    if not is_statement(statement):
        return repr(statement)
    kind, args = statement[0], statement[1:]
    if kind == "not":
        return f"it is not true that {describe_named(args[0], seat, character)}"
    if kind in ("is", "is-not", "alignment", "type"):
        who = seat(args[0])
        if kind == "is":
            return f"{who} is the {character(args[1])}"
        if kind == "is-not":
            return f"{who} is not the {character(args[1])}"
        if kind == "alignment":
            return f"{who} is {args[1]}"
        article = "an" if args[1][0] in "aeiou" else "a"
        return f"{who} is {article} {args[1].capitalize()}"
    if kind == "in-play":
        return f"the {character(args[0])} is in play"
    if kind == "not-in-play":
        return f"the {character(args[0])} is not in play"
    if kind == "impaired":
        return f"{seat(args[0])} is drunk or poisoned"
    if kind == "evil-neighbours":
        n = args[1]
        return f"exactly {n} of {seat(args[0])}'s living neighbours {'is' if n == 1 else 'are'} evil"
    n = args[0]
    return f"exactly {n} dead player{'' if n == 1 else 's'} {'is' if n == 1 else 'are'} evil"


_ROLE_TEAMS = (Team.OUTSIDER, Team.MINION, Team.DEMON)
"""Types whose characters a bot says are in play."""
_EVIL_TEAMS = (Team.MINION, Team.DEMON)
"""Types whose characters a bot also says are not in play."""
_NAMED_TEAMS = (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON)
"""Types whose characters a statement about one player names (not Travellers)."""
_NAMED_TYPES = tuple(t.value for t in _NAMED_TEAMS)
_DEMON: Final = Team.DEMON.value


def _make_script_part(script: "Script") -> tuple[tuple[Statement, ...], tuple[str, ...]]:
    """(the in-play and not-in-play statements ``bot_statements`` makes, the ids of the
    characters ``statements_about`` names) for a script's characters."""
    in_play: list[Statement] = []
    for c in script.characters:
        if c.team in _ROLE_TEAMS:
            in_play.append(("in-play", c.id))
        if c.team in _EVIL_TEAMS:
            in_play.append(("not-in-play", c.id))
    return tuple(in_play), tuple(c.id for c in script.characters if c.team in _NAMED_TEAMS)


_script_part: Final[PerScript[tuple[tuple[Statement, ...], tuple[str, ...]]]] = PerScript(_make_script_part)


def bot_statements(game: "Game", seat: int) -> list[Statement]:
    """A few dozen candidate statements a bot in ``seat`` might make, built without
    randomness: about each other player (evil? the Demon? not what they claimed?), which
    Outsiders, Minions and Demons on the script are (or, for Minions and Demons, are not)
    in play, and how many dead players are evil."""
    found: list[Statement] = []
    claims = last_claims(game)
    for other in game.seats:
        if other.index == seat:
            continue
        found.append(("alignment", other.index, EVIL))
        found.append(("type", other.index, _DEMON))
        claim = claims.get(other.index)
        if claim is not None:
            found.append(("is-not", other.index, claim))
    found.extend(_script_part.of(game.script)[0])
    dead = sum(1 for s in game.seats if not s.alive)
    if dead:
        found.extend(("dead-evil", n) for n in range(dead + 1))
    return found


def statements_about(game: "Game", subject: int) -> list[Statement]:
    """Candidate statements about one player (a Standard Bearer's about its nominator),
    built without randomness: alignment, each character type, not the character they last
    claimed, each non-Traveller character on the script, drunk or poisoned, and how many
    of their living neighbours are evil."""
    found: list[Statement] = [("alignment", subject, EVIL), ("alignment", subject, GOOD)]
    found.extend(("type", subject, t) for t in _NAMED_TYPES)
    claim = last_claims(game).get(subject)
    if claim is not None:
        found.append(("is-not", subject, claim))
    found.extend(("is", subject, c) for c in _script_part.of(game.script)[1])
    found.append(("impaired", subject))
    found.extend(("evil-neighbours", subject, n) for n in range(3))
    return found


def criterion(statement: Statement, subject: int | None = None) -> Statement:
    """What a statement tests, as a key: two statements with the same key test the same
    yes/no criterion, from either side ("is good" and "is evil"; "is X" and "is not X";
    a statement and its "not"). With ``subject``, that seat becomes the placeholder
    "subject", so statements about whoever the subject was compare equal (a Standard
    Bearer's "my nominator is evil" one day and "my nominator is good" the next).
    Raises ValueError for a malformed statement."""
    if not is_statement(statement):
        raise ValueError(f"not a statement: {statement!r}")
    while statement[0] == "not":
        statement = statement[1]
    kind, args = statement[0], list(statement[1:])
    if kind in ("is", "is-not", "alignment", "type", "impaired", "evil-neighbours") and args[0] == subject:
        args[0] = "subject"
    if kind == "is-not":
        kind = "is"
    elif kind == "not-in-play":
        kind = "in-play"
    elif kind == "alignment":
        args = args[:1]
    return (kind, *args)


__all__ = ["KINDS", "Statement", "bot_statements", "criterion", "describe", "evaluate", "is_statement",
           "statements_about"]
