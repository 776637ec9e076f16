# mypy: disable-error-code="attr-defined,arg-type"
# (a part of Game: it uses the other parts through self, which mypy cannot see in a mixin)
"""The circle: seats, the abilities they hold, character and alignment changes.

A part of ``Game`` (see ``engine.py``), kept apart so each file has one job.
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping

from .ability import Ability, ability_class, overrides
from .hooks import ask_found, reaches, unheard
from ..characters import EVIL, GOOD, Character
from ..errors import SetupError
from .eventkinds import declare
from .setup import facts
from .travel import arrivals
from .state import DEMON_TEAM, MINION_TEAM, PUBLIC, STORYTELLER, AbilityList, Changes, Seat

declare("alignment-refused", "{seat} would become {alignment}, but {by} refuses it.")

if TYPE_CHECKING:
    from ..script import Script
    from .setup import SeatSpec, Setup

_HOOK_CACHE: dict[type, frozenset[str]] = {}


def _overrides(cls: type) -> frozenset[str]:
    """The hook names a character's class overrides (cached per class)."""
    found = _HOOK_CACHE.get(cls)
    if found is None:
        found = frozenset(name for name, value in vars(Ability).items()
                          if callable(value) and not name.startswith("__") and overrides(cls, name))
        _HOOK_CACHE[cls] = found
    return found


@lru_cache(maxsize=256)
def script_hooks(character_ids: tuple[str, ...]) -> frozenset[str]:
    """Every hook some character that may come into play overrides."""
    found: set[str] = set()
    for cid in character_ids:
        cls = ability_class(cid)
        if cls is not None:
            found |= _overrides(cls)
    return frozenset(found)


def _alignment(character: Character) -> str:
    """``character.default_alignment``, read here (compiled) rather than through the
    character's and its team's properties."""
    team = character.team
    return EVIL if team is MINION_TEAM or team is DEMON_TEAM else GOOD


@mypyc_attr(allow_interpreted_subclasses=True)
class Seating:
    """Seats and abilities: who holds what, and how that changes."""

    # Provided by Game (engine.py).
    script: "Script"
    setup: "Setup"
    seats: list[Seat]
    bluffs: list[Character]
    storyteller_abilities: AbilityList
    circle: list[int]
    """Seat indices in the order the players sit, clockwise (the Matron moves players)."""
    _script_hooks: frozenset[str]
    _changes: Changes
    """Counts changes to every ability list of the game (``AbilityList``)."""
    _in_play_at = -1
    _in_play: tuple[Ability, ...] = ()
    _hooked: dict[str, tuple[Ability, ...]]
    _by_character: dict[str, list[Ability]] | None = None
    _granted: frozenset[int] = frozenset()

    def _build_seats(self) -> None:
        by_id = self.script.by_id
        self._changes = self.storyteller_abilities.changes
        self._hooked = {}
        # Every ability in a game comes from the script or the seating (hidden ones included).
        known = facts(self.script)
        on_script = known.ids
        ids = {x for spec in self.setup.seats for x in (spec.character, spec.believes)
               if x and x not in on_script}
        ids.update(spec.character for spec in arrivals(self.setup))  # Travellers arriving later
        self._script_hooks = script_hooks(known.sorted_ids if not ids else tuple(sorted(on_script | ids)))
        self.circle = []
        for spec in self.setup.seats:
            self._add_seat(spec)
        self.bluffs = [self._character(b, by_id) for b in self.setup.bluffs]
        # Characters in play that no player holds (the Lil' Monsta token): the Storyteller
        # holds their ability (``Setup.extra["storyteller_holds"]``).
        for cid in self.setup.extra.get("storyteller_holds", ()):
            cls = ability_class(cid)
            if cls is None:
                raise SetupError(f"{cid} is not implemented yet")
            self.storyteller_abilities.append(cls(self._character(cid, by_id), None))
        for fabled in known.rules:
            cls = ability_class(fabled.id)
            if cls is not None:  # a Fabled is a rule of the game the Storyteller holds
                self.storyteller_abilities.append(cls(fabled, None))

    def _add_seat(self, spec: SeatSpec) -> Seat:
        """A new seat at the end of the circle, holding its character's ability."""
        by_id = self.script.by_id
        character = self._character(spec.character, by_id)
        believes = self._character(spec.believes, by_id) if spec.believes else character
        alignment = spec.alignment or _alignment(character)
        seat = Seat(len(self.seats), spec.name, character, believes, alignment,
                    abilities=AbilityList((), self._changes))
        seat.knows["alignment"] = _alignment(believes) if believes is not character else alignment
        cls = ability_class(character.id)
        if cls is None:
            raise SetupError(f"{character.name} ({character.id}) is not implemented yet")
        self.seats.append(seat)
        self.circle.append(seat.index)  # a newcomer sits at the end of the circle
        if believes is not character:
            believed_cls = ability_class(believes.id)
            if believed_cls is not None:
                seat.abilities.append(believed_cls(believes, seat, fake=True))
        seat.abilities.append(cls(character, seat))
        return seat

    def _character(self, cid: str, by_id: Mapping[str, Character]) -> Character:
        if cid in by_id:
            return by_id[cid]
        from ..script import all_characters

        known = all_characters()
        if cid in known:
            return known[cid]
        raise SetupError(f"unknown character id {cid!r}")

    @property
    def player_count(self) -> int:
        """Players in the player-count table (Travellers excluded)."""
        return sum(1 for s in self.seats if not s.is_traveller)

    def abilities_in_play(self) -> list[Ability]:
        """Every ability any seat or the Storyteller holds (a fresh list: safe to change seats
        while going through it)."""
        return list(self._abilities())

    def _abilities(self) -> tuple[Ability, ...]:
        """The abilities in play, worked out again only when an ability list has changed."""
        if self._in_play_at != self._changes.count:
            found = [a for seat in self.seats for a in seat.abilities]
            found += self.storyteller_abilities
            # Which abilities override each hook, all at once (each class's overrides are
            # cached): cheaper than looking through every ability once per hook asked about.
            index: dict[str, list[Ability]] = {}
            for ability in found:
                for name in _overrides(type(ability)):
                    index.setdefault(name, []).append(ability)
            self._in_play = tuple(found)
            self._granted = frozenset(seat.index for seat in self.seats
                                      if any(a.granted_by is not None for a in seat.abilities))
            self._hooked = {name: tuple(abilities) for name, abilities in index.items()}
            self._by_character = None
            self._in_play_at = self._changes.count
        return self._in_play

    def hooked(self, hook: str) -> tuple[Ability, ...]:
        """The abilities in play whose character overrides ``hook`` (most hooks belong to a
        few characters), in play order. Kept until an ability list changes; safe to change
        seats while going through it."""
        if self._in_play_at != self._changes.count:
            self._abilities()
        return self._hooked.get(hook, ())

    def granted_seats(self) -> frozenset[int]:
        """The seats holding an ability another ability granted them (a Philosopher's
        choice, an Alchemist's Minion ability...), kept like ``hooked``."""
        if self._in_play_at != self._changes.count:
            self._abilities()
        return self._granted

    def dispatch(self, hook: str, *args: Any, seat: Seat | None = None) -> Any:
        """Ask ``hook`` of the abilities in play it reaches (only ``seat``'s, if given) and
        combine their answers, as the dispatch table declares (``game/hooks.py``)."""
        if self._in_play_at != self._changes.count:
            self._abilities()
        found = self._hooked.get(hook)
        if not found:  # the usual case: no ability in play overrides it
            return unheard(hook, args)
        return ask_found(self, hook, found, args, seat)  # self is a Game

    def reaches(self, ability: Ability, hook: str) -> bool:
        """Whether ``hook`` reaches ``ability`` now."""
        return reaches(self, ability, hook)  # self is a Game

    def reaching(self, hook: str) -> Iterator[Ability]:
        """The abilities in play ``hook`` reaches, each judged as it comes (for the rare call
        site that needs each ability's answer itself)."""
        return (a for a in self.hooked(hook) if reaches(self, a, hook))

    def registration_adjusters(self) -> tuple[Ability, ...]:
        """Abilities in play that reshape other seats' registration (functioning or not:
        each decides for itself when it applies)."""
        return self.hooked("adjust_personas")

    def abilities_for(self, character_id: str) -> list[Ability]:
        """The abilities of ``character_id``, in seat order, then the Storyteller's."""
        return list(self.abilities_by_character().get(character_id, ()))

    def abilities_by_character(self) -> dict[str, list[Ability]]:
        """The abilities in play by character id (kept until an ability list changes: read
        it, do not change it)."""
        in_play = self._abilities()
        by_character = self._by_character
        if by_character is None:
            by_character = self._by_character = {}
            for a in in_play:
                by_character.setdefault(a.character.id, []).append(a)
        return by_character

    def grant(self, seat: Seat | None, character: Character, *, fake: bool = False,
              granted_by: Ability | None = None) -> Ability:
        """Give ``seat`` (or the Storyteller) the ability of ``character``."""
        cls = ability_class(character.id)
        if cls is None:
            raise SetupError(f"{character.name} is not implemented yet")
        ability = cls(character, seat, fake=fake, granted_by=granted_by)
        (self.storyteller_abilities if seat is None else seat.abilities).append(ability)
        self.log("ability-gained", STORYTELLER, seat=None if seat is None else seat.index,
                 ability=character.id, fake=fake)
        if granted_by is not None:
            ability.on_gained(self)
        return ability

    def remove_ability(self, ability: Ability) -> None:
        """Take an ability away, with every ability it granted."""
        holder = self.storyteller_abilities if ability.holder is None else ability.holder.abilities
        if ability in holder:
            holder.remove(ability)
        ability.removed = True
        for other in list(holder):
            if other.granted_by is ability:
                self.remove_ability(other)
        ability.on_removed(self)

    def retire_ability(self, ability: Ability) -> None:
        """Take an ability away at night, but let it first deliver what it owes tonight
        (``Ability.owes``: a Mercenary's Actor still learns the count for today's guess);
        it is removed at dawn (``drop_retired``), or at once if it owes nothing."""
        if not ability.owes(self):
            self.remove_ability(ability)
            return
        ability.retiring = True
        self.log("ability-retiring", STORYTELLER, seat=ability.seat_index, ability=ability.character.id)

    def drop_retired(self) -> None:
        """Dawn: abilities kept only to finish what they owed are gone."""
        for ability in [a for a in self.abilities_in_play() if a.retiring]:
            self.remove_ability(ability)

    def change_character(self, seat: Seat, character: Character, *, tell: bool = True,
                         believes: Character | None = None, by: Ability | None = None) -> None:
        """``seat`` becomes ``character`` (same alignment): it loses the abilities of its old
        character and gains the new one's. ``believes`` hides the change (the player thinks
        they are that); ``tell`` shows the player their new character; ``by`` is the ability
        that made the change, if one did (the Engineer's, the Hatter's...), for the abilities
        that react (``on_character_change``)."""
        old = seat.character
        for ability in [a for a in seat.abilities if a.granted_by is None]:
            self.remove_ability(ability)
        seat.character = character
        seat.believes = believes or character
        cls = ability_class(character.id)
        if cls is None:
            raise SetupError(f"{character.name} is not implemented yet")
        if believes is not None and believes is not character:
            believed = ability_class(believes.id)
            if believed is not None:
                seat.abilities.insert(0, believed(believes, seat, fake=True))
        seat.abilities.append(cls(character, seat))
        self.log("character", STORYTELLER, seat=seat.index, character=character.id, was=old.id)
        if tell:
            self.tell(seat, "character", character=seat.believes.id, alignment=seat.knows["alignment"])
        self.dispatch("on_character_change", seat, old, by)

    def set_alignment(self, seat: Seat, alignment: str, *, tell: bool = True) -> None:
        """Change a player's alignment (and tell them, as the rules usually say), unless an
        ability in play refuses it (``Ability.refuses_alignment``: the Spirit of Ivory)."""
        if alignment != seat.alignment:
            refused = self.dispatch("refuses_alignment", seat, alignment)
            if refused is not None:
                self.log("alignment-refused", STORYTELLER, seat=seat.index, alignment=alignment,
                         by=refused.character.id)
                return
        seat.alignment = alignment
        self.log("alignment", STORYTELLER, seat=seat.index, alignment=alignment)
        if tell:
            seat.knows["alignment"] = alignment
            self.tell(seat, "you-are", alignment=alignment)

    def in_play(self, character_id: str) -> list[Seat]:
        """Seats whose true character is ``character_id``."""
        return [s for s in self.seats if s.character.id == character_id]

    def may_become(self, seat: Seat, character_id: str) -> bool:
        """Whether ``seat`` may become ``character_id`` without two characters of an "Only 1
        jinxed character can be in play" jinx (the Heretic's) both in play afterwards:
        ``seat``'s own character leaves play as it changes."""
        from .setup import clashes, exclusive_pairs

        present = {s.character.id for s in self.seats if s is not seat}
        return not clashes(character_id, present, exclusive_pairs(self.script))

    def been_in_play(self, character_id: str) -> bool:
        """Whether ``character_id`` is or has been in play: a player holds it now, or held it
        before a character change (``change_character`` logs each one)."""
        return bool(self.in_play(character_id)) or any(
            e.kind == "character" and character_id in (e.data.get("character"), e.data.get("was"))
            for e in self.events)

    def living(self) -> list[Seat]:
        """Seats of living players."""
        return [s for s in self.seats if s.alive]

    def clockwise(self, index: int, steps: int) -> int:
        """The seat index ``steps`` places clockwise of seat ``index`` round the circle as it
        sits now (negative: anticlockwise). Seats keep their index when players move."""
        circle = self.circle
        return circle[(circle.index(index) + steps) % len(circle)]

    def swap_seats(self, a: int, b: int) -> None:
        """Players ``a`` and ``b`` swap places in the circle (the Matron's): their neighbours
        and the order of nominating and voting change; nothing else about them does."""
        circle = self.circle
        i, j = circle.index(a), circle.index(b)
        circle[i], circle[j] = circle[j], circle[i]
        self.log("seats-swapped", PUBLIC, seats=[a, b])

    def neighbours(self, seat: Seat, test: Callable[[Seat], bool]) -> list[Seat]:
        """The closest seat each way (clockwise first) that passes ``test``, skipping others."""
        n = len(self.seats)
        found: list[Seat] = []
        for step in (1, -1):
            for k in range(1, n):
                other = self.seats[self.clockwise(seat.index, step * k)]
                if other is seat:
                    break
                if other.left:
                    continue  # a Traveller who left no longer sits in the circle
                if test(other):
                    if other not in found:
                        found.append(other)
                    break
        return found

