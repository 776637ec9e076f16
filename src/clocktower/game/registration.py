"""Registration: how a seat appears to an ability, asked at the moment it matters.

A seat normally registers as its true character and alignment. An ability such as the
Recluse's offers more *personas*. Information abilities compute the truth in every
*world* (one persona per misregistering seat), so the set of true answers is the union.
Abilities with an effect (not information) ask ``Game.registers_as``: when more than one
answer is possible, the Storyteller decides.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Callable, Iterable, Iterator, NamedTuple, Sequence, TypeVar

from ..characters import EVIL, Character, Team
from .state import Seat

if TYPE_CHECKING:
    from ..abilities.base import Ability
    from .engine import Game

T = TypeVar("T")


class Persona(NamedTuple):
    """One way a seat may register: as a character, with an alignment."""

    character: Character
    alignment: str

    @property
    def team(self) -> Team:
        """The character type this persona registers as."""
        return self.character.team

    @property
    def is_evil(self) -> bool:
        """Registers as evil."""
        return self.alignment == EVIL


def as_alignment(found: list[Persona], alignment: str) -> list[Persona]:
    """The same personas, every one registering as ``alignment`` (duplicates dropped): for
    abilities that force how a seat registers (the Glykon's bite, the Lycanthrope's FAUX PAW)."""
    forced: list[Persona] = []
    for p in found:
        q = Persona(p.character, alignment)
        if q not in forced:
            forced.append(q)
    return forced


def personas(game: "Game", seat: Seat, adjusters: "Sequence[Ability] | None" = None) -> list[Persona]:
    """Every way ``seat`` may register right now (its truth first).

    The seat's own functioning abilities may offer more personas (the Recluse); then any
    ability in play may reshape them (Fall of Rome's Glykon forces its nominees to
    register as the opposite alignment).
    """
    found = [Persona(seat.character, seat.alignment)]
    offering = game.hooked("personas")
    for ability in seat.abilities:
        if ability not in offering:
            continue
        extra = ability.personas(game)
        if extra and game.functioning(ability):
            for p in extra:
                if p not in found:
                    found.append(p)
    for ability in game.registration_adjusters() if adjusters is None else adjusters:
        found = ability.adjust_personas(game, seat, found)
    return found


class World:
    """One consistent way every seat registers: a persona per seat."""

    __slots__ = ("_personas",)

    def __init__(self, chosen: list[Persona]) -> None:
        self._personas = chosen

    def persona(self, seat: Seat | int) -> Persona:
        """How ``seat`` registers in this world."""
        index = seat if isinstance(seat, int) else seat.index
        return self._personas[index]

    def is_evil(self, seat: Seat | int) -> bool:
        """Registers as evil."""
        return self.persona(seat).alignment == EVIL

    def team(self, seat: Seat | int) -> Team:
        """The character type it registers as."""
        return self.persona(seat).character.team

    def character(self, seat: Seat | int) -> Character:
        """The character it registers as."""
        return self.persona(seat).character


def worlds(game: "Game") -> Iterator[World]:
    """Every combination of registrations (one world when nobody misregisters)."""
    adjusters = game.registration_adjusters()
    if not adjusters and not game.hooked("personas"):  # nobody can misregister
        yield World([Persona(s.character, s.alignment) for s in game.seats])
        return
    options = [personas(game, s, adjusters) for s in game.seats]
    ambiguous = [i for i, o in enumerate(options) if len(o) > 1]
    base = [o[0] for o in options]
    if not ambiguous:
        yield World(base)
        return
    for combo in product(*(options[i] for i in ambiguous)):
        chosen = list(base)
        for i, p in zip(ambiguous, combo):
            chosen[i] = p
        yield World(chosen)


def true_answers(game: "Game", truth: Callable[[World], Iterable[T]]) -> set[T]:
    """The union, over every world, of the answers ``truth`` calls true there."""
    return truths_by_world(game, truth)[0]


def truths_by_world(game: "Game", truth: Callable[[World], Iterable[T]]) -> tuple[set[T], set[T]]:
    """(every true answer across worlds, the answers true when nobody misregisters)."""
    found: set[T] = set()
    plain: set[T] | None = None
    for world in worlds(game):
        here = set(truth(world))
        if plain is None:
            plain = here  # the first world is everyone registering as they are
        found |= here
    return found, plain or set()
