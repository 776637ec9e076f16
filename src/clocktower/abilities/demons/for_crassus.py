"""Crassus (Fall of Rome): Each night*, choose a player: they die. If the 1st Crassus publicly
claims to be Spartacus & dies with 5 or more players alive, an evil player becomes Crassus.

The first Crassus to wake (night 1, or its first night if it arrives later) is marked
1ST CRASSUS for the rest of the game. If that player, still Crassus and sober and healthy,
dies (by execution, at night, by its own choice) on a day it publicly claimed Spartacus (or
the night after), while 5 or more non-Traveller players were alive just before the death,
the Storyteller picks a living evil non-Traveller player who becomes Crassus at once, before
the game checks for a living Demon. This happens once a game (the new Crassus is not the
1st). The new Crassus is woken and told: at once at night, at Crassus's place if by day.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.state import STORYTELLER, Seat
from ..base import Ability, register
from ..shared.demonkill import demon_kill
from ..fabled.for_iamspartacus import claimed_today
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("for_crassus.successor", "The Storyteller makes {answer} the new Crassus.",
                 by=BY_STORYTELLER, answers="player", owner="for_crassus")

declare("crassus-succession", "{seat} becomes the new Crassus (was {was}).")

if TYPE_CHECKING:
    from ...game.engine import Game

TELL = "tell"  # a Crassus made by day: woken and told at Crassus's place tonight
MIN_ALIVE = 5


@dataclass
class CrassusMarks:
    """Shared by every Crassus ability in the game (``Game.shared``)."""

    first: int | None = None
    """The seat holding the 1ST CRASSUS reminder."""
    succeeded: bool = False
    """An evil player has already become Crassus."""


class Crassus(Ability):
    """Kills one player each night*; the 1st Crassus, dying on a day it claimed Spartacus with
    5 or more alive, passes Crassus to an evil player (once)."""

    id = "for_crassus"

    def wakes(self, game: "Game", first: bool) -> bool:
        holder = self.holder
        if self.state.get(TELL) and holder is not None and holder.alive:
            return True
        return super().wakes(game, first)

    def night(self, game: "Game") -> None:
        holder = self.holder
        if self.state.pop(TELL, False) and holder is not None:
            game.tell(holder, "character", character=self.id, alignment=holder.alignment)
        marks = game.shared(CrassusMarks)
        if marks.first is None and holder is not None and not self.fake:
            marks.first = holder.index
            game.log("reminder", STORYTELLER, seat=holder.index, reminder="1st Crassus", ability=self.id)
        if game.night_no == 1:
            return
        demon_kill(self, game)

    def _would_pass_on(self, game: "Game", seat: Seat | None, *, alive_bonus: int) -> bool:
        """Whether ``seat`` dying now would make a new Crassus (before the evil player is
        picked). ``alive_bonus`` counts the dying seat when it is already marked dead."""
        marks = game.shared(CrassusMarks)
        if seat is None or seat is not self.holder or self.fake or marks.succeeded:
            return False
        if marks.first != seat.index or seat.character.id != self.id:
            return False
        if not claimed_today(game, seat):
            return False
        alive = sum(1 for s in game.seats if s.alive and not s.is_traveller) + alive_bonus
        return alive >= MIN_ALIVE

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is not self.holder or not self._would_pass_on(game, seat, alive_bonus=1):
            return
        if game.impaired(seat):
            game.log("ability-failed", STORYTELLER, seat=seat.index, ability=self.id,
                     reason="drunk or poisoned")
            return
        candidates = [s.index for s in game.seats
                      if s.alive and s.is_evil and not s.is_traveller and s is not seat]
        if not candidates:
            game.log("ability-failed", STORYTELLER, seat=seat.index, ability=self.id,
                     reason="no living evil player")
            return
        chosen = game.ask(Decision(f"{self.id}.successor", STORYTELLER, candidates,
                                   about=seat.index, prompt="The 1st Crassus died: which evil player "
                                                            "becomes Crassus?"))
        game.shared(CrassusMarks).succeeded = True
        heir = game.seats[chosen]
        at_night = game.phase.startswith("night")
        game.change_character(heir, self.character, tell=False)
        game.log("crassus-succession", STORYTELLER, seat=heir.index, was=seat.index)
        if at_night:
            game.log("wake", STORYTELLER, seat=heir.index, ability=self.id, position=-1,
                     night=game.night_no, reason="new crassus")
            game.tell(heir, "character", character=self.id, alignment=heir.alignment)
            return
        for ability in heir.abilities:
            if ability.character.id == self.id and not ability.fake:
                ability.state[TELL] = True


register(Crassus)
