"""Spartacus (Fall of Rome): If an evil player guesses you (once), your team loses. You might
register as a Townsfolk; each day, if you did not publicly claim to be Spartacus, you don't.

The guess itself belongs to the "I Am Spartacus!" Fabled, which spends the evil team's one
guess and asks every ability through ``on_spartacus_guess``; a working Spartacus that is
named loses the game for good. Spartacus may register as a Townsfolk (the Storyteller's
choice of which, never a Demon bluff) on the first night and after a day it publicly
claimed Spartacus, until the next day begins; drunk or poisoned, it never misregisters.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable

from ...characters import EVIL, GOOD, Team
from ...game.registration import Persona, World
from ...game.state import STORYTELLER, Seat
from ..base import Ability, register
from ..fabled.for_iamspartacus import claimed_today

if TYPE_CHECKING:
    from ...game.engine import Game


@dataclass
class _Personas:
    """Each Spartacus's personas (``Game.shared``), kept by what they depend on: the seat,
    its alignment, the character it claims and the Demon's bluffs."""

    found: dict[tuple[int, str, Any, tuple[str, ...]], tuple[Persona, ...]] = field(default_factory=dict)


class Spartacus(Ability):
    """Loses the game for good when the evil team's one guess names it; may register as a
    Townsfolk on night 1 and after claiming Spartacus."""

    id = "for_spartacus"

    def personas(self, game: "Game") -> Iterable[Persona] | None:
        holder = self.holder
        if holder is None or not self._may_misregister(game, holder):
            return None
        claimed = game.claims.get(holder.index)
        key = (holder.index, holder.alignment, claimed, tuple(c.id for c in game.bluffs))
        kept = game.shared(_Personas).found
        found = kept.get(key)
        if found is None or found[0].character is not holder.character:
            bluffs = set(key[3])
            townsfolk = [c for c in game.script.team(Team.TOWNSFOLK) if c.id not in bluffs]
            # The Townsfolk they are bluffing first: the Storyteller's usual choice.
            townsfolk.sort(key=lambda c: c.id != claimed)
            found = kept[key] = (Persona(holder.character, holder.alignment),
                                 *(Persona(c, holder.alignment) for c in townsfolk))
        return found

    def _may_misregister(self, game: "Game", holder: Seat) -> bool:
        """Night 1 (before the first day), or the day they claimed and the night after it."""
        if game.day_no == 0:
            return True
        return claimed_today(game, holder)

    def on_spartacus_guess(self, game: "Game", guesser: Seat, target: Seat) -> None:
        if self.holder is not None and not self.fake:
            game.log("reminder", STORYTELLER, seat=self.holder.index, reminder="Guess Used", ability=self.id)
        if target is self.holder:
            self.fired(game, "guessed", guesser=guesser.index)
        holder = self.holder
        if holder is None or target is not holder or not game.functioning(self):
            return
        # "Your team loses": Spartacus's own (true) team, evil if the Temptress turned them.
        if holder.is_evil:
            game.win(GOOD, "the evil team guessed Spartacus, who is evil: their team loses")
        game.win(EVIL, "the evil team guessed Spartacus")


register(Spartacus)


def advised_persona(game: "Game", seat: Seat) -> Persona:
    """How ``seat`` is best registered when the Storyteller works out character information
    (the Haruspex, the Merchant, the Standard Bearer): its first registration, but a
    Spartacus who may register as a Townsfolk as the Townsfolk they bluff ("Generally the
    Storyteller should choose to do so, for example when deciding what is true for the
    Haruspex, the Merchant, or the Standard Bearer": Bad Omen, Truth and Lies)."""
    personas = game.personas(seat)
    if seat.character.id == Spartacus.id and len(personas) > 1 and personas[1].team is Team.TOWNSFOLK:
        return personas[1]
    return personas[0] if personas else Persona(seat.character, seat.alignment)


def advised_character(game: "Game", seat: Seat) -> str:
    """The character of ``advised_persona``."""
    return advised_persona(game, seat).character.id


def advised_world(game: "Game") -> World:
    """Every seat as ``advised_persona`` registers it."""
    return World([advised_persona(game, s) for s in game.seats])
