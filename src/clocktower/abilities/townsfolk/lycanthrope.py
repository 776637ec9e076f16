"""Lycanthrope: Each night*, choose an alive player. If good, they die & the Demon doesn't kill
tonight. One good player registers as evil."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...characters import EVIL, GOOD
from ...game.decisions import Decision
from ...game.registration import Persona, as_alignment
from ...game.state import ABILITY, STORYTELLER, Seat
from ...game.hooks import WORKING
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("lycanthrope.fauxpaw", "The Storyteller makes {answer} the Lycanthrope's faux paw.",
                 by=BY_STORYTELLER, answers="player", owner="lycanthrope")

if TYPE_CHECKING:
    from ...game.engine import Game

FAUX_PAW: Final = "faux_paw"


class Lycanthrope(Ability):
    """Setup: the Storyteller marks one good player FAUX PAW (decision ``lycanthrope.fauxpaw``;
    the Lycanthrope itself may be it, and is offered first). While the Lycanthrope's ability functions, that player
    registers as evil to everything (never to the win: their team is unchanged), and the
    Lycanthrope cannot kill them.

    Each night but the first: chooses a living player (decision ``lycanthrope``). A player who
    registers as good dies (cause ability); if they really died, no Demon kill works tonight
    (``Game.cancel_demon_kills``). An evil choice, or a good player who survives, changes
    nothing: the Demon kills as usual."""

    id = "lycanthrope"
    reach = {"adjust_personas": WORKING}

    def prepare(self, game: Game) -> None:
        self._mark(game)

    def _mark(self, game: Game) -> None:
        """Place the FAUX PAW reminder on one good player (once; a believed, fake Lycanthrope
        places none)."""
        if FAUX_PAW in self.state or self.fake:
            return
        good = [s.index for s in game.seats if s.alignment == GOOD and not s.is_traveller]
        # The Lycanthrope itself first: a Storyteller who says nothing special hides no other
        # good player behind an evil registration (docs/rulings.md, Lycanthrope).
        good.sort(key=lambda i: i != self.seat_index)
        if not good:
            self.state[FAUX_PAW] = None
            return
        pick = game.ask(Decision("lycanthrope.fauxpaw", STORYTELLER, good,
                                 prompt="Which good player is the Lycanthrope's FAUX PAW (registers as evil)?"))
        self.state[FAUX_PAW] = pick
        game.log("reminder", STORYTELLER, seat=pick, reminder="Faux Paw", ability=self.id)

    def adjust_personas(self, game: Game, seat: Seat, found: list[Persona]) -> list[Persona]:
        if seat.index != self.state.get(FAUX_PAW):
            return found
        return as_alignment(found, EVIL)

    def wakes(self, game: Game, first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: Game) -> None:
        self._mark(game)
        living = [s.index for s in game.seats if s.alive]
        if not living:
            return
        target = self.choose(game, living, "Choose an alive player: if they are good, they die.")
        if not game.functioning(self):
            return
        seat = game.seats[target]
        if target == self.state.get(FAUX_PAW):
            return  # registers as evil, and cannot be killed by the Lycanthrope
        if not game.registers_as(seat, lambda p: not p.is_evil, "good"):
            return
        game.kill(seat, ABILITY, self)
        if not seat.alive:
            game.cancel_demon_kills(self)


register(Lycanthrope)
