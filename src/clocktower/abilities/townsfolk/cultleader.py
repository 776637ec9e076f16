"""Cult Leader: Each night, you become the alignment of an alive neighbor. If all good
players choose to join your cult, your team wins."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import GOOD
from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import PUBLIC, STORYTELLER
from ..base import Ability, jinxed, register
from ..minions.pithag import MADE_EVIL
from ...game.decisionkinds import BY_PLAYER, BY_STORYTELLER, declare_decision

declare_decision("cultleader.neighbour", "The Cult Leader {about} takes the alignment of {answer}.",
                 by=BY_STORYTELLER, answers="player", owner="cultleader")
declare_decision("cultleader.join", "{decider} joins the cult: {answer}.",
                 by=BY_PLAYER, answers="yes/no", owner="cultleader")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("cult-call", "{seat} (the Cult Leader) calls on everyone to join their cult.", ["seat"])
declare("cult-failed", "Not every good player joined {seat}'s cult.", ["seat"])
declare("cult-join", "{seat} secretly answers the Cult Leader: join {join}.")


class CultLeader(Ability):
    """Each night (``cultleader.neighbour`` when its two living neighbours differ) a
    functioning Cult Leader takes an alive neighbour's true alignment, and is told when it
    changes. Once a day a living functioning Cult Leader may call its cult (decision
    ``cultleader``, public ``cult-call``); every other player then secretly answers
    (``cultleader.join``). If every good player, alive or dead (a good Cult Leader counts as
    joined), joins, the Cult Leader's alignment wins; otherwise everyone hears it failed
    (docs/rulings.md, Cult Leader). Jinxes: a Cult Leader the Pit-Hag made of an evil player, or a Demon
    holding the Cult Leader ability (the Boffin's gift), never turns good by it."""

    id = "cultleader"

    def stays_evil(self, game: "Game") -> bool:
        """Jinxes (Pit-Hag, Boffin): whether this ability may not turn its holder good."""
        holder = self.holder
        if self.state.get(MADE_EVIL) and jinxed(game, self.id, "pithag"):
            return True
        return holder is not None and game.is_demon(holder) and jinxed(game, self.id, "boffin")

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or not game.functioning(self):
            return
        near = game.neighbours(holder, lambda s: s.alive)
        alignments = sorted({s.alignment for s in near}, key=lambda a: a != holder.alignment)
        if holder.is_evil and GOOD in alignments and self.stays_evil(game):
            alignments.remove(GOOD)
            self.fired(game, "stays evil (jinx)")
        if not alignments:
            return
        become = alignments[0] if len(alignments) == 1 else game.ask(Decision(
            "cultleader.neighbour", STORYTELLER, alignments, about=holder.index,
            prompt=f"Which neighbour's alignment does {holder.name} take?"))
        if become != holder.alignment:
            game.set_alignment(holder, become)
            self.fired(game, "changes alignment", alignment=become)

    def day_action(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or not holder.alive or not game.functioning(self):
            return
        call = game.ask(Decision(self.id, holder.index, [False, True],
                                 prompt="Call on every player to join your cult?"))
        if not call:
            return
        game.log("cult-call", PUBLIC, seat=holder.index)
        joined = {holder.index}
        for seat in game.seats:
            if seat is holder:
                continue
            join = game.ask(Decision("cultleader.join", seat.index, [False, True],
                                     about=holder.index, prompt=f"Join {holder.name}'s cult?"))
            game.log("cult-join", STORYTELLER, seat=seat.index, join=join)
            if join:
                joined.add(seat.index)
        if all(s.index in joined for s in game.seats if not s.is_evil):
            self.fired(game, "every good player joined")
            game.win(holder.alignment, "every good player joined the Cult Leader's cult")
        game.log("cult-failed", PUBLIC, seat=holder.index)


register(CultLeader)
