"""Harlot (Traveller): Each night*, choose a living player: if they agree, you learn their
character, but you both might die."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...characters import Team
from ...game.decisions import Decision
from ...game.info import inform
from ...game.registration import World
from ...game.state import ABILITY, STORYTELLER
from ..base import Ability, register
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_PLAYER, BY_STORYTELLER, declare_decision

declare_decision("harlot.agree", "{decider} agrees to show the Harlot their character: {answer}.",
                 by=BY_PLAYER, answers="yes/no", owner="harlot")
declare_decision("harlot.kill", "The Storyteller decides whether the Harlot and {about} both die: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="harlot")

declare("harlot-answer", "{target} agrees to show {seat} their character: {agreed}.")

if TYPE_CHECKING:
    from ...game.engine import Game


class Harlot(Ability):
    """Each night but the first, the Harlot chooses a living player other than themself
    (decision ``harlot``); that player is woken and agrees or not (decision
    ``harlot.agree``, by them). If they agree, the Harlot is shown their character (as they
    register; arbitrary if the Harlot is drunk or poisoned) and the Storyteller may kill both
    (decision ``harlot.kill``), never when the chosen player is the last living Demon. A
    drunk or poisoned Harlot kills nobody."""

    id = "harlot"

    def wakes(self, game: Game, first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: Game) -> None:
        holder = self.holder
        options = self.others(game, alive=True)
        if holder is None or not options:
            return
        target = game.seats[self.choose(game, options, "Choose a living player.")]
        game.tell(target, "selected-by", character=self.id)
        agree = bool(game.ask(Decision(f"{self.id}.agree", target.index, (False, True),
                                       prompt="The Harlot chose you: reveal your character to them?")))
        game.log("harlot-answer", STORYTELLER, seat=holder.index, target=target.index, agreed=agree)
        if not agree:
            return

        def truth(world: World) -> Iterable[str]:
            return (world.character(target).id,)

        everything = [c.id for c in game.script.characters]
        if target.character.id not in everything:
            everything.append(target.character.id)
        inform(game, self, self.id, truth, everything, plain_first=True, target=target.index)
        if not game.functioning(self):
            return
        last_demon = target.team is Team.DEMON and not any(
            s.alive and s.team is Team.DEMON and s is not target for s in game.seats)
        if last_demon:
            return
        kill = bool(game.ask(Decision(f"{self.id}.kill", STORYTELLER, (False, True), about=target.index,
                                      prompt=f"{target.name} revealed to the Harlot: both die?")))
        if kill:
            self.fired(game, "both-die", target=target.index)
            game.kill(target, ABILITY, self)
            if holder.alive:
                game.kill(holder, ABILITY, self)


register(Harlot)
