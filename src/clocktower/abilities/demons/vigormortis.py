"""Vigormortis: Each night*, choose a player: they die. Minions you kill keep their ability &
poison 1 Townsfolk neighbor. [-1 Outsider]"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import DEMON, KEEPS_ABILITY, POISONED, STORYTELLER, Effect, Seat
from ..base import Ability, Delta, jinxed, register
from ..shared.demonkill import demon_kill
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("vigormortis.poison", "The Vigormortis poisons the Townsfolk neighbour {answer}.",
                 by=BY_STORYTELLER, answers="player", owner="vigormortis")

if TYPE_CHECKING:
    from ...game.engine import Game


class Vigormortis(Ability):
    """Kills one player a night; a Minion it kills keeps its ability and poisons its closest
    Townsfolk on one side (the Storyteller's pick), both while the Vigormortis functions
    and while that player stays the character (or at least a Minion) it was.

    Decisions: ``vigormortis`` (the target), ``vigormortis.poison`` (which neighbour).

    Jinx (Mastermind): a killed Mastermind whose kept ability works when the Vigormortis
    dies (the Vigormortis neither drunk nor poisoned then) keeps it for good: it no longer
    depends on the Vigormortis (the poisoned neighbour becomes healthy as usual).
    """

    id = "vigormortis"

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        """[-1 Outsider]: one Outsider token becomes a Townsfolk, if there is one."""
        return [(1, -1, 0, 0)] if counts[1] > 0 else [(0, 0, 0, 0)]

    def night(self, game: "Game") -> None:
        # Killing one's own Minion is a real Vigormortis play, so teammates are not shunned.
        start = len(game.events)
        demon_kill(self, game)
        killed = [game.seats[e.data["seat"]] for e in game.events[start:]
                  if e.kind == "death" and e.data.get("by") == self.id and e.data.get("cause") == DEMON]
        for seat in killed:
            if not seat.alive and game.registers_as(seat, lambda p: p.team is Team.MINION, "a Minion"):
                self._empower(game, seat)

    def _empower(self, game: "Game", minion: Seat) -> None:
        """The killed Minion keeps its ability; one Townsfolk neighbour is poisoned."""
        marker = {"minion": minion.index, "character": minion.character.id}
        game.add_effect(Effect(KEEPS_ABILITY, minion.index, self, while_source=True, data=marker))
        seen: dict[int, bool] = {}

        def townsfolk(seat: Seat) -> bool:
            if seat.index not in seen:
                seen[seat.index] = game.registers_as(seat, lambda p: p.team is Team.TOWNSFOLK, "a Townsfolk")
            return seen[seat.index]

        candidates = [s.index for s in game.neighbours(minion, townsfolk)]
        if not candidates:
            return
        victim = game.ask(Decision("vigormortis.poison", STORYTELLER, candidates, about=minion.index,
                                   prompt=f"Which Townsfolk neighbour of {minion.name} is poisoned?"))
        game.add_effect(Effect(POISONED, victim, self, while_source=True, data=marker))

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        holder = self.holder
        if seat is not holder or holder is None or self.fake or game.impaired(holder) \
                or not jinxed(game, self.id, "mastermind"):
            return
        for minion in game.seats:
            for effect in minion.effects:
                if effect.kind == KEEPS_ABILITY and effect.source is self and effect.while_source \
                        and minion.character.id == "mastermind" and self.sustains(game, effect):
                    effect.while_source = False  # the jinx: no longer tied to the Vigormortis
                    self.fired(game, "the Mastermind keeps its ability", minion=minion.index)

    def sustains(self, game: "Game", effect: Effect) -> bool:
        """A killed Minion's gifts end if it comes back to life or becomes a non-Minion."""
        marker = effect.data
        if not isinstance(marker, dict) or "minion" not in marker:
            return True
        minion = game.seats[marker["minion"]]
        if minion.alive:
            return False
        return minion.character.id == marker["character"] or minion.team is Team.MINION


register(Vigormortis)
