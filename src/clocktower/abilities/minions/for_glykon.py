"""Glykon (Fall of Rome): You might register as good. Until dawn, players you nominate
register as the opposing alignment & if a Townsfolk, are also poisoned.

A nomination by a working Glykon bites the nominee (SNAKE BITE) until the end of the next
night: they must register as the alignment opposite their own (every way they may
register, a Bad Omen included), and a nominee registering as a Townsfolk is poisoned until
that dawn. A drunk, poisoned or dead Glykon (a Sibyl's nominee) bites nobody.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...characters import EVIL, GOOD, Team
from ...game.registration import Persona, as_alignment
from ...game.state import POISONED, STORYTELLER, Effect, Seat
from ...game.hooks import WORKING
from ..base import Ability, register
from ...game.eventkinds import declare

declare("snake-bite", "{seat} is bitten by the snake ({by}).")

if TYPE_CHECKING:
    from ...game.engine import Game


class Glykon(Ability):
    """May register as good; its nominees register as the opposite alignment until dawn,
    and Townsfolk among them are poisoned until dawn."""

    id = "for_glykon"
    reach = {"on_nomination": WORKING}

    def personas(self, game: "Game") -> Iterable[Persona] | None:
        holder = self.holder
        if holder is None:
            return None
        return [Persona(holder.character, holder.alignment), Persona(holder.character, GOOD)]

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        if nominator is not self.holder:
            return
        bitten: dict[int, int] = self.state.setdefault("bitten", {})
        bitten[nominee.index] = game.day_no
        game.log("snake-bite", STORYTELLER, seat=nominee.index, by=self.id)
        if game.registers_as(nominee, lambda p: p.team is Team.TOWNSFOLK, "a Townsfolk"):
            game.add_effect(Effect(POISONED, nominee.index, self, until=("dawn", game.day_no + 1)))

    def bitten(self, game: "Game", seat: Seat) -> bool:
        """Whether ``seat`` was nominated by this Glykon today and it is not yet dawn."""
        bitten = self.state.get("bitten")
        return bitten is not None and bitten.get(seat.index) == game.day_no and not game.phase.startswith("dawn")

    def adjust_personas(self, game: "Game", seat: Seat, found: list[Persona]) -> list[Persona]:
        if not self.bitten(game, seat):
            return found
        return as_alignment(found, GOOD if seat.alignment == EVIL else EVIL)


register(Glykon)
