# mypy: disable-error-code="attr-defined,arg-type"
# (a part of Game: it uses the other parts through self, which mypy cannot see in a mixin)
"""Conditions on seats: effects (drunk, poisoned, safe, mad, sober...), whether an ability
functions, and how a seat registers.

A part of ``Game`` (see ``engine.py``). Drunkenness that hangs on a loop of effects is
worked out with three-valued logic: drunk, sober, or undecided (which counts as drunk).
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr, trait

from typing import Any, Callable, Iterable, cast

from .ability import Ability
from ..characters import Team
from .decisions import Decision
from .record import Record
from .registration import Persona, personas
from .state import DEMON, DRUNK, HARMFUL, KEEPS_ABILITY, NO_ABILITY, POISONED, SAFE, SOBER, STORYTELLER, Effect, Seat




@trait
@mypyc_attr(allow_interpreted_subclasses=True)
class Conditions(Record):
    """Effects, drunkenness and poison, functioning abilities, registration.

    A kind of ``Record`` (which comes after it among Game's bases), so that the compiled
    build (mypyc) calls ``log``, ``ask``, ``dispatch`` and ``hooked`` directly rather than
    by name."""

    # Provided by Game (engine.py).
    seats: list[Seat]
    _evaluating: list[int]

    def add_effect(self, effect: Effect) -> Effect | None:
        """Put a lasting effect on a seat; a harmful effect of a Demon's ability does not land
        on a seat safe from the Demon (returns None)."""
        source = effect.source
        if (effect.kind in HARMFUL and source is not None and source.character.team is Team.DEMON
                and self.safe_from_demon(self.seats[effect.target])):
            self.log("protected", STORYTELLER, seat=effect.target, effect=effect.kind, cause=DEMON,
                     by=self.demon_protector(self.seats[effect.target]))
            return None
        self.seats[effect.target].effects.append(effect)
        self.log("effect", STORYTELLER, effect=effect.kind, seat=effect.target,
                 source=None if effect.source is None else effect.source.character.id)
        return effect

    def remove_effects(self, source: Ability, kind: str | None = None) -> None:
        """End every effect ``source`` caused (of ``kind``, if given)."""
        for seat in self.seats:
            seat.effects = [e for e in seat.effects if not (e.source is source and (kind is None or e.kind == kind))]

    def expire(self, boundary: str, number: int) -> None:
        """End the effects that last until this dawn or dusk."""
        for seat in self.seats:
            if seat.effects:
                seat.effects = [e for e in seat.effects
                                if not (e.until and e.until[0] == boundary and e.until[1] <= number)]

    def effect_active(self, effect: Effect) -> bool:
        """An effect tied to its source lasts only while that ability functions (and
        while the source sustains it)."""
        if effect.source is not None and not effect.source.sustains(self, effect):
            return False
        if not effect.while_source or effect.source is None:
            return True
        return self.functioning(effect.source)

    def safe_from_demon(self, seat: Seat) -> bool:
        """Whether ``seat`` is safe from the Demon now: a SAFE effect (the Monk's) or a
        functioning ability saying so (``Ability.safe_from_demon``: the Soldier)."""
        return self.demon_protector(seat) is not False

    def demon_protector(self, seat: Seat) -> str | None | bool:
        """What makes ``seat`` safe from the Demon: the id of the ability (None for an
        effect with no source), or False when nothing does."""
        for e in seat.effects:
            if e.kind == SAFE and self.effect_active(e):
                return None if e.source is None else e.source.character.id
        safe = self.dispatch("safe_from_demon", seat)
        return False if safe is None else cast(str, safe.character.id)

    def grimoire_rows(self) -> list[dict[str, Any]]:
        """The Grimoire as it stands, one row per seat: what the Spy and the Widow see."""
        rows: list[dict[str, Any]] = []
        for s in self.seats:
            row: dict[str, Any] = {"seat": s.index, "character": s.character.id, "alignment": s.alignment,
                                   "alive": s.alive, "drunk": self.is_drunk(s), "poisoned": self.is_poisoned(s)}
            if s.believes is not s.character:
                row["believes"] = s.believes.id
            if s.reminders:
                row["reminders"] = list(s.reminders)
            rows.append(row)
        return rows

    def has_effect(self, seat: Seat, kind: str) -> bool:
        """Whether an active effect of ``kind`` is on ``seat``."""
        for e in seat.effects:
            if e.kind == kind and self.effect_active(e):
                return True
        return False

    def is_drunk(self, seat: Seat) -> bool:
        """Drunk now, from any source."""
        return self._impaired(seat, (DRUNK,))

    def is_poisoned(self, seat: Seat) -> bool:
        """Poisoned now, from any source."""
        return self._impaired(seat, (POISONED,))

    def impaired(self, seat: Seat) -> bool:
        """Drunk or poisoned: the seat's abilities do not work."""
        return self._impaired(seat, (DRUNK, POISONED))

    def _impaired(self, seat: Seat, kinds: tuple[str, ...]) -> bool:
        # Undecided (None): a loop of effects on each other decides this seat's state, so it
        # counts as drunk (see docs/rulings.md, "Loops of drunkenness", and Fall of Rome's Winemaker example 3).
        return self._impaired3(seat, kinds) is not False

    def _impaired3(self, seat: Seat, kinds: tuple[str, ...]) -> bool | None:
        """True, False, or None when it hangs on a loop of effects on each other (A drunk
        while B functions, B's "sober" on A while B functions...). Three-valued logic: every
        seat in the loop, and every seat whose state the loop decides, is undecided; a seat
        the loop cannot change (say, one with only a loop member's "sober" on it) is not."""
        if not seat.effects:
            return False
        stack = self._evaluating
        if seat.index in stack:
            return None
        stack.append(seat.index)
        try:
            sober = self._any3(self._active3(e) for e in seat.effects if e.kind == SOBER)
            if sober is True:
                return False  # "sober and healthy" beats every source of drunkenness and poison
            bad = self._any3(self._active3(e) for e in seat.effects
                             if e.kind in kinds and not self._confined(e, seat))
            return None if sober is None and bad is not False else bad
        finally:
            stack.pop()

    def _active3(self, effect: Effect) -> bool | None:
        """``effect_active``, undecided when its source's functioning hangs on a loop."""
        if effect.source is not None and not effect.source.sustains(self, effect):
            return False
        if not effect.while_source or effect.source is None:
            return True
        return self._functioning3(effect.source)

    @staticmethod
    def _confined(effect: Effect, seat: Seat) -> bool:
        """Drunkenness or poison that an ability granted by a ``confines_grants`` ability (the
        Boffin's) puts on its own holder: it touches only that granted ability."""
        source = effect.source
        return (source is not None and source.holder is seat and source.granted_by is not None
                and source.granted_by.confines_grants)

    @staticmethod
    def _any3(values: Iterable[bool | None]) -> bool | None:
        """Three-valued "any": True if one is True, else None if one is undecided."""
        found: bool | None = False
        for value in values:
            if value is True:
                return True
            if value is None:
                found = None
        return found

    def _functioning3(self, ability: Ability) -> bool | None:
        """``functioning``, undecided when the holder's sobriety hangs on a loop of effects."""
        if ability.fake or ability.spent or ability.removed:
            return False
        if ability.granted_by is not None:
            verdict = ability.granted_by.grant_functions(self, ability)
            if verdict is not None:
                return verdict
        seat = ability.holder if ability.holder is not None else ability.works_through(self)
        if seat is None:
            return True
        if not seat.alive and not (ability.works_dead() or self.keeps_ability(seat) or self.lives(seat)):
            return False
        impaired = self._impaired3(seat, (DRUNK, POISONED, NO_ABILITY))
        return None if impaired is None else not impaired

    def keeps_ability(self, seat: Seat) -> bool:
        """A dead player whose ability still works (killed Minions of the Vigormortis)."""
        return self.has_effect(seat, KEEPS_ABILITY)

    def functioning(self, ability: Ability) -> bool:
        """Whether ``ability`` works right now: real, unspent, holder alive and sober. A holder
        whose sobriety hangs on a loop of effects counts as drunk (docs/rulings.md, "Loops of drunkenness")."""
        return self._functioning3(ability) is True

    # ------------------------------------------------------------------ registration
    def personas(self, seat: Seat) -> list[Persona]:
        """Every way ``seat`` may register now."""
        return personas(self, seat)

    def registers_as(self, seat: Seat, test: Callable[[Persona], bool], what: str) -> bool:
        """Whether ``seat`` registers so that ``test`` holds; the Storyteller decides if both may."""
        found = personas(self, seat)
        truth = test(found[0])
        if len(found) == 1 or all(test(p) == truth for p in found[1:]):
            return truth  # (the usual case: one persona, no choice to make)
        answer = bool(self.ask(Decision("register", STORYTELLER, (truth, not truth), about=seat.index,
                                        prompt=f"Does {seat.name} register as {what}?")))
        if answer != truth:
            self.note_misregistration([seat])
        return answer

    def note_abnormal(self, seat: Seat, why: str, **data: object) -> None:
        """Record (for the Storyteller) that ``seat``'s ability worked abnormally because of
        another character's ability: false information, a kill another ability stopped.
        The Mathematician counts these, with failures of drunk or poisoned abilities."""
        self.log("abnormal", STORYTELLER, seat=seat.index, why=why, **data)

    def note_misregistration(self, seats: list[Seat]) -> None:
        """Record that a misregistration mattered, for the abilities that allowed it (so a
        passive ability such as the Recluse's counts as having fired)."""
        self.dispatch("on_misregistered", seats)
        for seat in seats:
            for ability in self.hooked("personas"):
                if ability.holder is seat and self.reaches(ability, "personas") and ability.personas(self):
                    ability.fired(self, "misregistered")

