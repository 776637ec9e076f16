"""Registration: how a seat appears to an ability, asked at the moment it matters.

A seat normally registers as its true character and alignment. An ability such as the
Recluse's offers more *personas*. Information abilities compute the truth in every
*world* (one persona per misregistering seat), so the set of true answers is the union.
Abilities with an effect (not information) ask ``Game.registers_as``: when more than one
answer is possible, the Storyteller decides.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Any, Callable, Final, Iterable, Iterator, Sequence, TypeVar, cast

from ..characters import EVIL, Character, Team
from .state import Seat

if TYPE_CHECKING:
    from .ability import Ability
    from .engine import Game

T = TypeVar("T")


class Persona:
    """One way a seat may register: as a character, with an alignment. Compared, hashed and
    unpacked as the pair ``(character, alignment)``. (A class, not a named tuple: compiled,
    its fields are read directly, and truths read them for every seat of every world.)"""

    __slots__ = ("character", "alignment")

    def __init__(self, character: Character, alignment: str) -> None:
        self.character = character
        self.alignment = alignment

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Persona):
            return NotImplemented
        return self.character == other.character and self.alignment == other.alignment

    def __hash__(self) -> int:
        return hash((self.character, self.alignment))

    def __iter__(self) -> Iterator[Any]:
        return iter((self.character, self.alignment))

    def __repr__(self) -> str:
        return f"Persona(character={self.character!r}, alignment={self.alignment!r})"

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


class _TruePersonas:
    """Each seat's persona as its true character and alignment (``true_persona``)."""

    __slots__ = ("by_seat",)

    def __init__(self) -> None:
        self.by_seat: dict[int, Persona] = {}


def true_persona(game: "Game", seat: Seat) -> Persona:
    """``seat`` as its true character and alignment: kept while they stay so, as a
    persona is asked for again and again and costs more to build than to look up."""
    kept = game.shared(_TruePersonas).by_seat
    found = kept.get(seat.index)
    if found is None or found.character is not seat.character or found.alignment != seat.alignment:
        found = kept[seat.index] = Persona(seat.character, seat.alignment)
    return found


def personas(game: "Game", seat: Seat, adjusters: "Sequence[Ability] | None" = None) -> list[Persona]:
    """Every way ``seat`` may register right now (its truth first).

    The seat's own functioning abilities may offer more personas (the Recluse); then any
    ability in play may reshape them (Fall of Rome's Glykon forces its nominees to
    register as the opposite alignment).
    """
    found = [true_persona(game, seat)]
    if any(a.holder is seat for a in game.hooked("personas")):
        _add_offered(game, seat, found)
    if adjusters is None or adjusters:
        found = game.dispatch("adjust_personas", seat, found)
    return found


def every_persona(game: "Game") -> list[list[Persona]]:
    """``personas`` of every seat, in seat order (whether each reshaping ability reaches
    its hook is judged once, not once a seat)."""
    registrations = _Registrations(game)
    return [registrations.of(i) for i in range(len(game.seats))]


class _Registrations:
    """``personas`` of each seat, worked out when first asked for (a truth that reads two
    seats needs only theirs); whether each reshaping ability reaches its hook is judged
    once, when made."""

    __slots__ = ("_game", "_holding", "_reshaping", "_found")

    def __init__(self, game: "Game") -> None:
        self._game = game
        self._holding = {id(a.holder) for a in game.hooked("personas")}
        self._reshaping = [a for a in game.registration_adjusters() if game.reaches(a, "adjust_personas")]
        self._found: list[list[Persona] | None] = [None] * len(game.seats)

    def of(self, index: int) -> list[Persona]:
        """Every way the seat at ``index`` may register (its truth first, unless reshaped)."""
        found = self._found[index]
        if found is None:
            game = self._game
            seat = game.seats[index]
            found = [true_persona(game, seat)]
            if id(seat) in self._holding:  # (most seats: only a seat's own abilities offer it personas)
                _add_offered(game, seat, found)
            for ability in self._reshaping:
                found = ability.adjust_personas(game, seat, found)
            self._found[index] = found
        return found


def _add_offered(game: "Game", seat: Seat, found: list[Persona]) -> None:
    """Add to ``found`` (the seat's truth) the personas ``seat``'s own abilities offer, each once."""
    # Equal personas share a character id and an alignment: only then compare in full.
    seen = {(seat.character.id, seat.alignment)}
    for extra in game.dispatch("personas", seat=seat):
        for p in extra:
            key = (p.character.id, p.alignment)
            if key not in seen:
                seen.add(key)
                found.append(p)
            elif p not in found:
                found.append(p)


class _ScriptPersonas:
    """Persona lists worked out from the game's script alone (``script_personas``)."""

    __slots__ = ("found",)

    def __init__(self) -> None:
        self.found: dict[tuple[str, ...], tuple[Persona, ...]] = {}


def script_personas(game: "Game", teams: tuple[Team, ...], alignment: str) -> tuple[Persona, ...]:
    """A persona registering as ``alignment`` for each character of ``teams`` on the game's
    script, in script order (worked out once a game: the script does not change)."""
    key = (alignment, *(t.value for t in teams))
    kept = game.shared(_ScriptPersonas).found
    found = kept.get(key)
    if found is None:
        found = kept[key] = tuple(Persona(c, alignment) for c in game.script.characters if c.team in teams)
    return found


class World:
    """One consistent way every seat registers: a persona per seat."""

    __slots__ = ("_personas",)

    def __init__(self, chosen: list[Persona] | list[Persona | None]) -> None:
        # None only in a ``_Probe`` (a seat not settled yet): typed so, as the compiled
        # build checks types at run time.
        self._personas = cast("list[Persona | None]", chosen)

    def persona(self, seat: Seat | int) -> Persona:
        """How ``seat`` registers in this world."""
        index = seat if isinstance(seat, int) else seat.index
        return cast(Persona, self._personas[index])  # never None outside a _Probe

    def is_evil(self, seat: Seat | int) -> bool:
        """Registers as evil."""
        return self.persona(seat).alignment == EVIL

    def team(self, seat: Seat | int) -> Team:
        """The character type it registers as."""
        return self.persona(seat).character.team

    def character(self, seat: Seat | int) -> Character:
        """The character it registers as."""
        return self.persona(seat).character


class PlainWorld(World):
    """The world where every seat registers as its true character and alignment, read
    from the seats as the truth asks (no persona built for a seat nobody asks about)."""

    __slots__ = ("_game", "_seats")

    def __init__(self, game: "Game") -> None:
        super().__init__([])
        self._game = game
        self._seats: list[Seat] = game.seats

    def persona(self, seat: Seat | int) -> Persona:
        return true_persona(self._game, self._seats[seat if isinstance(seat, int) else seat.index])

    def is_evil(self, seat: Seat | int) -> bool:
        return self._seats[seat if isinstance(seat, int) else seat.index].alignment == EVIL

    def team(self, seat: Seat | int) -> Team:
        return self._seats[seat if isinstance(seat, int) else seat.index].character.team

    def character(self, seat: Seat | int) -> Character:
        return self._seats[seat if isinstance(seat, int) else seat.index].character


def worlds(game: "Game") -> Iterator[World]:
    """Every combination of registrations (one world when nobody misregisters)."""
    adjusters = game.registration_adjusters()
    if not adjusters and not game.hooked("personas"):  # nobody can misregister
        yield World([Persona(s.character, s.alignment) for s in game.seats])
        return
    options = every_persona(game)
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


# What a truth read of a seat (bits: several reads of one seat add up).
_ALIGNMENT: Final = 1
_TEAM: Final = 2
_CHARACTER: Final = 4  # the character fixes the team
_PERSONA = _ALIGNMENT | _CHARACTER


def _agree(p: Persona, q: Persona, read: int) -> bool:
    """Whether a truth that read ``read`` of a seat sees ``p`` and ``q`` alike."""
    if read & _ALIGNMENT and p.alignment != q.alignment:
        return False
    if read & _CHARACTER:
        return p.character is q.character
    return not read & _TEAM or p.character.team is q.character.team


class _Probe(World):
    """A world whose seats register as chosen only when the truth first asks about them
    (an ambiguous seat as ``fixed`` settles it, else as its persona 0); it notes which
    ambiguous seats it was asked about, in order, and with which persona, and what it read
    of each seat (``read``: alignment, team, character bits)."""

    __slots__ = ("_registrations", "_fixed", "asked", "read")

    def __init__(self, registrations: _Registrations, seats: int, fixed: dict[int, int]) -> None:
        unsettled: list[Persona | None] = [None] * seats
        super().__init__(unsettled)
        self._registrations = registrations
        self._fixed = fixed
        self.asked: list[tuple[int, int]] = []
        self.read = [0] * seats

    def _settle(self, index: int, aspect: int) -> Persona:
        self.read[index] |= aspect
        found = self._personas[index]
        if found is None:
            options = self._registrations.of(index)
            if len(options) == 1:
                found = options[0]
            else:
                k = self._fixed.get(index, 0)
                found = options[k]
                self.asked.append((index, k))
            self._personas[index] = found
        return found

    def persona(self, seat: Seat | int) -> Persona:
        return self._settle(seat if isinstance(seat, int) else seat.index, _PERSONA)

    def is_evil(self, seat: Seat | int) -> bool:
        return self._settle(seat if isinstance(seat, int) else seat.index, _ALIGNMENT).alignment == EVIL

    def team(self, seat: Seat | int) -> Team:
        return self._settle(seat if isinstance(seat, int) else seat.index, _TEAM).character.team

    def character(self, seat: Seat | int) -> Character:
        return self._settle(seat if isinstance(seat, int) else seat.index, _CHARACTER).character


class _Choice:
    """One seat the truth asked about, on the path of the world being probed: the persona
    it has there, what the truth read of it in every world below that choice, and the
    personas already tried with what was read below each."""

    __slots__ = ("seat", "k", "read", "tried")

    def __init__(self, seat: int, k: int, read: int) -> None:
        self.seat = seat
        self.k = k
        self.read = read
        self.tried: list[tuple[int, int]] = []

    def next_unlike(self, options: list[Persona]) -> bool:
        """Move to the next persona that some truth already probed could tell apart from
        every persona tried here (False when none is left). A persona the truth sees as an
        earlier one in every read below it gives the same worlds again: skipped."""
        self.tried.append((self.k, self.read))
        for k in range(self.k + 1, len(options)):
            q = options[k]
            if not any(_agree(options[j], q, read) for j, read in self.tried):
                self.k, self.read = k, 0
                return True
        return False


def plain_truth(game: "Game", truth: Callable[[World], Iterable[T]]) -> set[T]:
    """What ``truth`` calls true when every seat registers as its true character and
    alignment."""
    return set(truth(PlainWorld(game)))


def truth_sets(game: "Game", truth: Callable[[World], Iterable[T]]) -> list[set[T]]:
    """What ``truth`` calls true in each world that it can tell apart, the least
    misregistering world first.

    The same answers as going through every world of ``worlds``, without the worlds that
    differ only in seats the truth never looked at: each world is settled seat by seat as
    the truth asks, and only the registrations it asked about are varied (depth first);
    a persona the truth cannot tell from one already tried (it read only what they share,
    say the team of two Townsfolk) is skipped, as its worlds would repeat those truths.
    ``truth`` must look at registration only through the world it is given."""
    return _truth_sets(game, truth)


def plain_and_truth_sets(game: "Game", truth: Callable[[World], Iterable[T]]) -> tuple[set[T], list[set[T]]]:
    """(the least misregistering world's truth, ``truth_sets``): the first world's truth.

    It is the plain world's (``plain_truth``) unless an ability reshapes how a seat must
    register (a Glykon's nominee, the Lycanthrope's FAUX PAW): then the plain world is no
    world the Storyteller may pick, and the quiet answer is the truth with that registration
    and no optional misregistration (Fall of Rome: "Players nominated by the Glykon must
    misregister"; the Glykon itself only "might")."""
    per_world = _truth_sets(game, truth)
    return per_world[0], per_world


def _truth_sets(game: "Game", truth: Callable[[World], Iterable[T]]) -> list[set[T]]:
    """``truth_sets``: the first world is every seat's first registration (the plain world,
    unless an ability reshapes how a seat must register)."""
    if not game.registration_adjusters() and not game.hooked("personas"):  # nobody can misregister
        return [set(truth(PlainWorld(game)))]
    registrations = _Registrations(game)
    seats = game.seats
    found: list[set[T]] = []
    path: list[_Choice] = []
    fixed: dict[int, int] = {}
    while True:
        probe = _Probe(registrations, len(seats), fixed)
        found.append(set(truth(probe)))
        read = probe.read
        for depth, (seat, k) in enumerate(probe.asked):
            if depth < len(path):
                path[depth].read |= read[seat]
            else:
                path.append(_Choice(seat, k, read[seat]))
        while path and not path[-1].next_unlike(registrations.of(path[-1].seat)):
            path.pop()
        if not path:
            return found
        fixed = {c.seat: c.k for c in path}


def true_answers(game: "Game", truth: Callable[[World], Iterable[T]]) -> set[T]:
    """The union, over every world, of the answers ``truth`` calls true there."""
    return truths_by_world(game, truth)[0]


def truths_by_world(game: "Game", truth: Callable[[World], Iterable[T]]) -> tuple[set[T], set[T]]:
    """(every true answer across worlds, the answers true when nobody misregisters)."""
    per_world = truth_sets(game, truth)
    return set().union(*per_world), per_world[0]
