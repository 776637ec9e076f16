"""Scarlet Woman: If there are 5 or more players alive & the Demon dies, you become the
Demon. (Travellers don't count.)

When a Demon dies while 5 or more non-Traveller players were alive just before the death
(4 or more left after it), a living, sober and healthy Scarlet Woman at once becomes that
same Demon (its character and ability), before the game checks for a living Demon. The
player is told that night: at once if the Demon died at night, at the Scarlet Woman's place
in the night order if it died by day. Only when no other Demon is left alive (so with
several Scarlet Women, only the first in seat order becomes the Demon).
Jinx (Al-Hadikhia): if there would be two living Demons, one of which was the Scarlet
Woman, that player becomes the Scarlet Woman again (``restore_if_two_demons``). Jinx (Lil' Monsta): if Lil' Monsta dies (its
babysitter dies) with 5 or more players alive, the Scarlet Woman babysits it for the rest of
the game (told at once, day or night).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...characters import Team
from ...game.state import STORYTELLER, Seat
from ...script import character
from ..base import Ability, jinxed, register
from ..demons.lilmonsta import lil_monsta

if TYPE_CHECKING:
    from ...game.engine import Game

MIN_ALIVE = 5
TELL = "tell"  # became the Demon by day: told at the Scarlet Woman's place tonight


@dataclass
class ScarletWomen:
    """Shared by every Scarlet Woman ability in the game (``Game.shared``)."""

    became: set[int] = field(default_factory=set)
    """Seats that became the Demon as the Scarlet Woman (the Al-Hadikhia jinx restores them)."""


class ScarletWoman(Ability):
    """Becomes the Demon that died, if 5 or more non-Traveller players were alive."""

    id = "scarletwoman"

    def wakes(self, game: "Game", first: bool) -> bool:
        return bool(self.state.get(TELL))

    def night(self, game: "Game") -> None:
        if not self.state.pop(TELL, False):
            return
        holder = self.holder
        if holder is not None:
            if self.granted_by is None and self in holder.abilities:
                holder.abilities.remove(self)  # kept only to be told; a gained one stays
            game.tell(holder, "character", character=holder.character.id, alignment=holder.alignment)

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        holder = self.holder
        if self.fake or holder is None or not holder.alive or seat is holder:
            return
        monsta = lil_monsta(game) if jinxed(game, self.id, "lilmonsta") else None
        babysat = monsta is not None and monsta.babysitter(game) is seat
        if self.state.get(TELL) or game.is_demon(holder) or not (seat.team is Team.DEMON or babysat):
            return
        alive = sum(1 for s in game.seats if s.alive and not s.is_traveller)
        if alive + 1 < MIN_ALIVE:
            return
        if any(s.alive and game.is_demon(s) for s in game.seats):
            return  # a Demon is still alive (or another Scarlet Woman already took its place)
        if not game.functioning(self):
            game.log("ability-failed", STORYTELLER, seat=holder.index, ability=self.id,
                     reason="drunk or poisoned")
            return
        if monsta is not None and babysat:
            # The Lil' Monsta jinx: the Scarlet Woman babysits it for the rest of the game.
            self.fired(game, "babysits Lil' Monsta", was=seat.index)
            game.log("jinx", STORYTELLER, seat=holder.index, jinx="scarletwoman/lilmonsta")
            monsta.keep(game, holder)
            game.tell(holder, "lilmonsta-babysit", night=game.night_no)
            return
        self.fired(game, "becomes the Demon", demon=seat.character.id, was=seat.index)
        game.shared(ScarletWomen).became.add(holder.index)
        game.change_character(holder, seat.character, tell=False)
        game.log("reminder", STORYTELLER, seat=holder.index, reminder="is the Demon", ability=self.id)
        if game.phase.startswith("night"):
            game.log("wake", STORYTELLER, seat=holder.index, ability=self.id, position=-1,
                     night=game.night_no, reason="scarlet woman becomes the demon")
            game.tell(holder, "character", character=holder.character.id, alignment=holder.alignment)
        else:
            self.state[TELL] = True
            if self not in holder.abilities:
                holder.abilities.append(self)  # kept only to be woken and told tonight


register(ScarletWoman)


def restore_if_two_demons(game: "Game") -> None:
    """The Scarlet Woman / Al-Hadikhia jinx: with two living Demons, a player who became the
    Demon as the Scarlet Woman becomes the Scarlet Woman again (told at once)."""
    became = game.shared(ScarletWomen).became
    living = [s for s in game.seats if s.alive and s.team is Team.DEMON]
    if len(living) < 2:
        return
    for seat in living:
        if seat.index in became:
            became.remove(seat.index)
            game.change_character(seat, character(ScarletWoman.id), tell=True)
            game.log("jinx", STORYTELLER, seat=seat.index, jinx="scarletwoman/alhadikhia")
            return
