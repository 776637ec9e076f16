"""Barista (Traveller): Each night, until dusk, 1) a player becomes sober, healthy & gets true
info, or 2) their ability works twice. They learn which."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.state import ACTS_TWICE, SOBER, STORYTELLER, Effect
from ..base import Ability, register
from ...game.eventkinds import declare

declare("barista", "{audience} is told the Barista's gift: {gift}.", ["gift"])

if TYPE_CHECKING:
    from ...game.engine import Game

SOBER_CHOICE = "sober"
TWICE_CHOICE = "twice"


class Barista(Ability):
    """Each night, at the Barista's place (first of all), the Storyteller chooses a player
    and a gift (decision ``barista``: a (player, "sober" | "twice") pair; no decision is the
    Barista player's). While the Barista functions, the gift holds until the next dusk:
    "sober" makes the player sober, healthy and truthful (the SOBER effect: their
    information is true whatever else applies), "twice" makes their abilities act twice
    (ACTS_TWICE: a night ability wakes twice at its place if it still may, a day ability
    acts twice each day). The player is woken and told which. A drunk or poisoned Barista
    gives nothing and wakes nobody."""

    id = "barista"

    def night(self, game: Game) -> None:
        options = [(s.index, gift) for s in game.seats if s.alive and s.index != self.seat_index
                   for gift in (SOBER_CHOICE, TWICE_CHOICE)]
        if not options:
            return
        target, gift = game.ask(Decision(self.id, STORYTELLER, options,
                                         prompt="Barista: whom does the coffee help, and how?"))
        if not game.functioning(self):
            game.log("ability-failed", STORYTELLER, seat=self.seat_index, ability=self.id, reason="impaired")
            return
        kind = SOBER if gift == SOBER_CHOICE else ACTS_TWICE
        game.add_effect(Effect(kind, target, self, until=("dusk", game.night_no)))
        seat = game.seats[target]
        game.tell(seat, "selected-by", character=self.id)
        game.tell(seat, "barista", gift=gift)


register(Barista)
