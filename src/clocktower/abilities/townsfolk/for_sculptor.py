"""Sculptor (Fall of Rome): You start knowing a player. Each night*, you learn the alignment
of their most recent nomination."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...characters import EVIL, GOOD
from ...game.decisions import Decision
from ...game.info import inform
from ...game.registration import World
from ...game.state import STORYTELLER, Seat
from ..base import Ability, register
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("for_sculptor.sculpture", "The Storyteller makes {answer} the Sculpture.",
                 by=BY_STORYTELLER, answers="player", owner="for_sculptor")

if TYPE_CHECKING:
    from ...game.engine import Game

SCULPTURE = "sculpture"
declare(SCULPTURE, "{audience} learns their sculpture: {target}.", ["target"])
NOMINATED = "nominated"


class Sculptor(Ability):
    """Shown a player (the Sculpture) when it first wakes; each later night learns how the
    Sculpture's latest nominee registers (good or evil) at that moment.

    The Sculpture is the Storyteller's choice (``for_sculptor.sculpture``), any player of
    any alignment, the Sculptor themself included; where it sits is not information, so it is told plainly, never false.
    The latest nominee persists across days (the NOMINATED token only moves). Calls to exile
    a Traveller are not nominations, so they never move it.
    """

    id = "for_sculptor"

    def wakes(self, game: "Game", first: bool) -> bool:
        if not super().wakes(game, first):
            return False
        # Shown the Sculpture on its first wake (night 1, or the night the ability arrives);
        # afterwards woken only while a NOMINATED token is on the grimoire.
        return SCULPTURE not in self.state or NOMINATED in self.state

    def night(self, game: "Game") -> None:
        if SCULPTURE not in self.state:
            self._show_sculpture(game)
            return
        nominee = self.state.get(NOMINATED)
        if nominee is None:
            return

        def truth(world: World) -> Iterable[str]:
            return (EVIL if world.is_evil(nominee) else GOOD,)

        inform(game, self, self.id, truth, [GOOD, EVIL], plain_first=True,
               target=nominee, sculpture=self.state[SCULPTURE])

    def _show_sculpture(self, game: "Game") -> None:
        """The Storyteller points to a player; avoid the Glykon (all its nominations misregister)."""
        # Any player, the Sculptor themself last ("The Sculptor can be shown any player").
        options = [*self.others(game), self.seat_index]
        sculpture = game.ask(Decision(f"{self.id}.sculpture", STORYTELLER, options,
                                      about=self.seat_index, prompt="Which player is the Sculpture?"))
        self.state[SCULPTURE] = sculpture
        game.log("reminder", STORYTELLER, seat=sculpture, reminder="Sculpture", ability=self.id)
        if self.holder is not None:
            game.tell(self.holder, SCULPTURE, target=sculpture)

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        # Travellers are called for exile, never nominated: the Sculptor never learns one.
        if SCULPTURE in self.state and nominator is not None and nominator.index == self.state[SCULPTURE] \
                and not nominee.is_traveller:
            before = self.state.get(NOMINATED)
            if before is not None:
                game.log("reminder-removed", STORYTELLER, seat=before, reminder="Nominated", ability=self.id)
            self.state[NOMINATED] = nominee.index
            game.log("reminder", STORYTELLER, seat=nominee.index, reminder="Nominated", ability=self.id)


register(Sculptor)
