"""Winemaker (Fall of Rome): Your Townsfolk neighbours are drunk, but every other night, you
are drunk until dusk, even if you are dead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import DRUNK, STORYTELLER, Effect, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("for_winemaker.parity", "The Winemaker is drunk on {answer} nights.",
                 by=BY_STORYTELLER, answers="word", owner="for_winemaker")

if TYPE_CHECKING:
    from ...game.engine import Game

ODD = "odd"
EVEN = "even"
PARITY = "parity"


class Winemaker(Ability):
    """On its first night the Storyteller sets ODD or EVEN (decision ``for_winemaker.parity``;
    the Winemaker is not told). On those nights the Winemaker is drunk until dusk, even if
    dead. Every night, at its place in the night order, the closest living player each way
    who registers as a Townsfolk is drunk until dusk while the Winemaker functions: so on
    its own drunk nights nobody else is, unless the Physician makes it sober (and a loop of
    the two makes everyone in it drunk, as the engine rules)."""

    id = "for_winemaker"

    def wakes(self, game: "Game", first: bool) -> bool:
        # Storyteller bookkeeping at this place in the order; the player is never woken.
        return not self.fake and self.holder is not None

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or self.fake:
            return
        parity = self.state.get(PARITY)
        if parity is None:
            parity = game.ask(Decision("for_winemaker.parity", STORYTELLER, (ODD, EVEN), about=holder.index,
                                       prompt="The Winemaker is drunk on which nights: odd or even?"))
            self.state[PARITY] = parity
            game.log("reminder", STORYTELLER, seat=holder.index, reminder=parity.upper(), ability=self.id)
        tonight = ODD if game.night_no % 2 else EVEN
        if tonight == parity:
            game.add_effect(Effect(DRUNK, holder.index, self, until=("dusk", game.night_no)))
        if not holder.alive:
            return
        for seat in self.townsfolk_neighbours(game):
            game.add_effect(Effect(DRUNK, seat.index, self, until=("dusk", game.night_no), while_source=True))

    def townsfolk_neighbours(self, game: "Game") -> list[Seat]:
        """The closest living player each way registering as a Townsfolk (the Storyteller
        decides for a player who may or may not, such as Spartacus)."""
        holder = self.holder
        if holder is None:
            return []

        def test(seat: Seat) -> bool:
            return seat.alive and game.registers_as(seat, lambda p: p.team is Team.TOWNSFOLK, "a Townsfolk")

        return game.neighbours(holder, test)


register(Winemaker)
