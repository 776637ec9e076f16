"""Farmer: When you die at night, an alive good player becomes a Farmer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import GOOD
from ...game.decisions import Decision
from ...game.state import STORYTELLER, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("farmer.successor", "The Storyteller makes {answer} a Farmer.",
                 by=BY_STORYTELLER, answers="player", owner="farmer")

if TYPE_CHECKING:
    from ...game.engine import Game


class Farmer(Ability):
    """When its holder dies at night with the ability working (sober and healthy at the
    moment of death, not a fake copy), the Storyteller picks a living good player (decision
    ``farmer.successor``): they become a Farmer at once and are told so. They lose their old
    character's abilities and every effect those abilities caused. Dying by day does nothing.

    Who may be picked: living, non-Traveller players who are not Farmers already and who
    register as good (a Spy may; a Townsfolk turned evil may not). The truly good are
    listed first. A Farmer turned evil still makes a new (good) Farmer."""

    id = "farmer"

    def wakes(self, game: "Game", first: bool) -> bool:
        return False  # the new Farmer is made and told the moment the Farmer dies

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is not self.holder or self.fake or not game.phase.startswith("night"):
            return
        if game.impaired(seat):
            game.log("ability-failed", STORYTELLER, seat=seat.index, ability=self.id, reason="impaired")
            return
        self._succeed(game, seat, "died tonight")

    def use_without_dying(self, game: "Game", demon: Ability) -> None:
        """Riot/Leviathan jinx: chosen by the Demon at night, the Farmer (if its ability
        works) makes a new Farmer as if it had died, and lives on, still a Farmer."""
        seat = self.holder
        if seat is None:
            return
        if game.impaired(seat):
            game.log("ability-failed", STORYTELLER, seat=seat.index, ability=self.id, reason="impaired")
            return
        self._succeed(game, seat, "was chosen by the Demon")

    def _succeed(self, game: "Game", seat: Seat, why: str) -> None:
        """The Storyteller makes a living good player a Farmer."""
        candidates = [s for s in game.seats
                      if s.alive and not s.is_traveller and s.character.id != self.id
                      and any(p.alignment == GOOD for p in game.personas(s))]
        if not candidates:
            return
        candidates.sort(key=lambda s: (s.alignment != GOOD, s.index))
        options = [s.index for s in candidates]
        chosen = game.ask(Decision("farmer.successor", STORYTELLER, options, about=seat.index,
                                   prompt=f"{seat.name}, the Farmer, {why}: which good player becomes a Farmer?"))
        heir = game.seats[chosen]
        old = list(heir.abilities)
        game.change_character(heir, self.character)
        kept = set(map(id, heir.abilities))
        for ability in old:
            if id(ability) not in kept:
                game.remove_effects(ability)  # the old ability's ongoing effects end at once
        self.fired(game, "new-farmer", heir=heir.index)


register(Farmer)
