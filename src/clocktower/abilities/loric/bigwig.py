"""Bigwig (Loric): Each nominee chooses a player: until voting, only they may speak & they
are mad the nominee is good or they might die.

Each nominee publicly chooses another living player, who speaks for them and is mad that
the nominee is good. A bot breaks that madness by voting to execute the nominee; for a
person the Storyteller judges (``bigwig.broke``). Whoever breaks it might die: the
Storyteller decides (``bigwig.kill``). That only the chosen player speaks is left to the
Storyteller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import PUBLIC, STORYTELLER, STORYTELLER_KILL, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("bigwig.broke", "{about} failed to be mad about the nominee: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="bigwig")
declare_decision("bigwig.kill", "{about} broke madness and dies: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="bigwig")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("bigwig-speaker", "{nominee} chooses {seat} to speak for them.", ["nominee", "seat"])
declare("bigwig-broken", "{seat} was not mad that {nominee} is good.", ["seat", "nominee"])


class Bigwig(Ability):
    """A speaker for each nominee, mad that the nominee is good."""

    id = "bigwig"

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        options = [s.index for s in game.seats if s.alive and s is not nominee]
        if not options:
            return
        speaker = game.ask(Decision("bigwig", nominee.index, options,
                                    prompt="Choose a player to speak for you until the vote."))
        self.state["speaker"] = (nominee.index, speaker)
        game.log("bigwig-speaker", PUBLIC, nominee=nominee.index, seat=speaker)

    def after_vote(self, game: "Game", nominee: Seat, voters: list[int]) -> None:
        found = self.state.pop("speaker", None)
        if found is None or found[0] != nominee.index:
            return
        speaker = game.seats[found[1]]
        if not speaker.alive:
            return
        if game.is_person(speaker.index):
            broke = bool(game.ask(Decision("bigwig.broke", STORYTELLER, (False, True), about=speaker.index,
                                           prompt=f"Did {speaker.name} fail to be mad that {nominee.name} is good?")))
        else:
            broke = speaker.index in voters
        if not broke:
            return
        if game.ask(Decision("bigwig.kill", STORYTELLER, (False, True), about=speaker.index,
                             prompt=f"{speaker.name} broke madness: do they die?")):
            game.log("bigwig-broken", PUBLIC, seat=speaker.index, nominee=nominee.index)
            self.fired(game, "madness broken", player=speaker.index)
            game.kill(speaker, STORYTELLER_KILL, self)


register(Bigwig)
