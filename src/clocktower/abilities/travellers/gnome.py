"""Gnome: All players start knowing a player of your alignment. You may choose to kill anyone
who nominates them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import ABILITY, PUBLIC, STORYTELLER, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("gnome.amigo", "The Storyteller makes {answer} the Gnome's amigo.",
                 by=BY_STORYTELLER, answers="player", owner="gnome")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("gnome-amigo", "{seat} is of the Gnome's alignment (the Gnome's amigo).", ["seat"])
declare("gnome-kill", "{seat} chooses to kill {target}, who nominated their amigo.", ["seat", "target"])

AMIGO = "amigo"


class Gnome(Ability):
    """While preparing the Grimoire the Storyteller chooses another player of the Gnome's
    alignment, its amigo (``gnome.amigo``), and everyone learns who it is (not the Gnome's
    alignment). When a player nominates the amigo, the living Gnome may publicly choose to kill
    them (decision ``gnome``, no first); they die if the Gnome functions."""

    id = "gnome"

    def prepare(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return
        same = [s.index for s in game.seats if s is not holder and s.alignment == holder.alignment]
        if not same:
            return
        amigo = game.ask(Decision("gnome.amigo", STORYTELLER, same, about=holder.index,
                                  prompt="Choose the Gnome's amigo."))
        self.state[AMIGO] = amigo
        game.log("reminder", STORYTELLER, seat=amigo, reminder="Amigo", ability=self.id)
        game.log("gnome-amigo", PUBLIC, seat=amigo)

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        holder = self.holder
        if nominator is None or holder is None or not holder.alive or nominee.index != self.state.get(AMIGO):
            return
        if not game.ask(Decision(self.id, holder.index, (False, True), about=nominator.index,
                                 prompt=f"{nominator.name} nominated your amigo: kill them?")):
            return
        game.log("gnome-kill", PUBLIC, seat=holder.index, target=nominator.index)
        if game.functioning(self):
            self.fired(game, "kill", target=nominator.index)
            game.kill(nominator, ABILITY, self)


register(Gnome)
