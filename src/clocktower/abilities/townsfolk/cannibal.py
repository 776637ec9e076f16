"""Cannibal: You have the ability of the recently killed executee. If they are evil, you are
poisoned until a good player dies by execution."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Character
from ...game.decisions import Decision
from ...game.state import POISONED, STORYTELLER, Effect, Seat
from ...game.statements import last_claims
from .. import implemented
from ..base import Ability, register
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("cannibal.pretend", "The Storyteller lets the Cannibal believe they gained {answer}.",
                 by=BY_STORYTELLER, answers="none or character", owner="cannibal")

declare("lunch", "{seat} eats {executee}'s ability ({ability}).")

if TYPE_CHECKING:
    from ...game.engine import Game


@register
class Cannibal(Ability):
    """Each execution that kills swaps the gained ability for the executee's (not told
    which). An evil executee poisons the Cannibal until a good player dies by execution;
    the Storyteller may then pretend with the executee's bluff (a fake copy) instead."""

    id = "cannibal"

    def on_execution(self, game: "Game", seat: Seat, died: bool) -> None:
        holder = self.holder
        if not died or holder is None or not holder.alive:
            return  # no death, no lunch; a dead Cannibal has lost its Cannibal ability
        evil = False if self.fake else game.registers_as(seat, lambda p: p.is_evil, "evil")
        old = self.state.pop("gained", None)
        if old is not None:
            game.remove_ability(old)
        if not self.fake:
            game.remove_effects(self, POISONED)
            if evil:
                game.add_effect(Effect(POISONED, holder.index, self))
        character = seat.character
        fake = self.fake
        if evil:
            character, fake = self._pretend(game, seat)
        if not implemented(character.id):
            return
        self.state["gained"] = game.grant(holder, character, fake=fake, granted_by=self)
        game.log("lunch", STORYTELLER, seat=holder.index, executee=seat.index, evil=evil,
                 ability=character.id, fake=fake)

    def _pretend(self, game: "Game", seat: Seat) -> tuple[Character, bool]:
        """The poisoned Cannibal gets the evil ability itself (nothing works), or, the
        Storyteller's choice, a fake copy of the good character the executee claimed."""
        claim = last_claims(game).get(seat.index)
        bluff = game.script.by_id.get(claim) if claim else None
        if bluff is None or not bluff.team.is_good or not implemented(bluff.id):
            return seat.character, False
        pick = game.ask(Decision("cannibal.pretend", STORYTELLER, (None, bluff.id),
                                 about=self.seat_index,
                                 prompt=f"The Cannibal ate an evil player who claimed {bluff.name}: "
                                        "pretend they gained that ability?"))
        return (seat.character, False) if pick is None else (bluff, True)
