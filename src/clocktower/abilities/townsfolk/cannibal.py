"""Cannibal: You have the ability of the recently killed executee. If they are evil, you are
poisoned until a good player dies by execution."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...characters import Character
from ...game.decisions import Decision
from ...game.state import POISONED, STORYTELLER, Effect, Seat
from ...game.talk.claims import last_claims
from .. import implemented
from ..base import Ability, jinxed, register
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("cannibal.pretend", "The Storyteller lets the Cannibal believe they gained {answer}.",
                 by=BY_STORYTELLER, answers="none or character", owner="cannibal")

declare("lunch", "{seat} eats {executee}'s ability ({ability}).")
declare("cannibal-learns", "{audience} learns they have the {character} ability.", ["character"])

LEARNS: Final = ("butler", "zealot")
"""Jinxes: "If the Cannibal gains the Butler [Zealot] ability, the Cannibal learns this."""

if TYPE_CHECKING:
    from ...game.engine import Game


class Cannibal(Ability):
    """Each execution that kills swaps the gained ability for the executee's (not told
    which). An evil executee poisons the Cannibal until a good player dies by execution;
    the Storyteller may then pretend with the executee's bluff (a fake copy) instead. Jinxes:
    gaining the Butler or the Zealot ability (or its pretence), the Cannibal is told which.
    Otherwise what the gained ability asks and tells is labelled "Cannibal" (``hides_grant``)."""

    id = "cannibal"

    def hides_grant(self, game: "Game", granted: Ability) -> bool:
        """"The Cannibal is not told which ability they have gained": its choices and what it
        learns are labelled "Cannibal", but for its jinxes: the Butler and Zealot it learns,
        and the count it learns of a Juggler (the Juggler jinx) is the Juggler's."""
        cid = granted.character.id
        return not ((cid in LEARNS or cid == "juggler") and jinxed(game, self.id, cid))

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
        if character.id in LEARNS and jinxed(game, self.id, character.id):
            game.tell(holder, "cannibal-learns", character=character.id)

    def _pretend(self, game: "Game", seat: Seat) -> tuple[Character, bool]:
        """The poisoned Cannibal "only thinks that they gain an ability": a fake copy of the
        evil ability itself, or, the Storyteller's choice, of the good character the executee
        claimed. Fake, it never acts for real (a Spy's shows no Grimoire, an Al-Hadikhia's
        announces nothing), as the Drunk's and the Lunatic's copies never do."""
        claim = last_claims(game).get(seat.index)
        bluff = game.script.by_id.get(claim) if claim else None
        if bluff is None or not bluff.team.is_good or not implemented(bluff.id):
            return seat.character, True
        pick = game.ask(Decision("cannibal.pretend", STORYTELLER, (None, bluff.id),
                                 about=self.seat_index,
                                 prompt=f"The Cannibal ate an evil player who claimed {bluff.name}: "
                                        "pretend they gained that ability?"))
        return (seat.character, True) if pick is None else (bluff, True)


register(Cannibal)
