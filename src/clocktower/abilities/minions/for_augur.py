"""Augur (Fall of Rome): If a Townsfolk nominates you, they immediately become a Bad Omen.

The change happens at the nomination, before the vote: the nominator becomes a Bad Omen
who still believes their old character and is not told. "A Townsfolk" is how the nominator
registers, and only a player who believes a Townsfolk can become a Bad Omen ("You think you
are a Townsfolk"): a Spartacus who claimed, though it may register as a Townsfolk, is not. It lasts whatever happens to the
Augur later. A drunk or poisoned (or dead) Augur changes nobody.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Character, Team
from ...game.state import STORYTELLER, Seat
from ...game.hooks import WORKING
from ..base import Ability, register
from ...game.eventkinds import declare

declare("became-bad-omen", "{seat} secretly becomes a Bad Omen ({by}).")

if TYPE_CHECKING:
    from ...game.engine import Game

BAD_OMEN = "for_badomen"


class Augur(Ability):
    """Turns a Townsfolk who nominates it into a Bad Omen believing their old character."""

    id = "for_augur"
    reach = {"on_nomination": WORKING}

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        if nominee is not self.holder or nominator is None:
            return  # the Storyteller's nomination (under a Bishop): nobody to guess about
        # A Bad Omen "think[s] you are a Townsfolk": a nominator who believes otherwise (a
        # Spartacus registering as a Townsfolk) cannot become one, so is never asked about.
        if nominator.believes.team is not Team.TOWNSFOLK:
            return
        if not game.registers_as(nominator, lambda p: p.team is Team.TOWNSFOLK, "a Townsfolk"):
            return
        game.change_character(nominator, bad_omen(game), tell=False, believes=nominator.believes)
        game.log("became-bad-omen", STORYTELLER, seat=nominator.index, by=self.id)
        self.fired(game, "bad omen", target=nominator.index)


register(Augur)


def bad_omen(game: "Game") -> Character:
    """The Bad Omen character (from the script, or the catalogue)."""
    found = game.script.by_id.get(BAD_OMEN)
    if found is not None:
        return found
    from ...script import character

    return character(BAD_OMEN)
