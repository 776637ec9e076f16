"""Huntsman: Once per game, at night, choose a living player: the Damsel, if chosen, becomes
a not-in-play Townsfolk. [+the Damsel]"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import STORYTELLER
from .. import implemented
from ..base import NO_CHANGE, Ability, Delta, register

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag

DAMSEL = "damsel"


class Huntsman(Ability):
    """Setup: the Damsel is put in the bag, in place of an Outsider (a Townsfolk when there
    is none: docs/rulings.md, Huntsman). Each night until used, the Huntsman may choose a living player
    (``huntsman``; None waits); choosing uses it (NO ABILITY). If it functions and the chosen
    player registers as the Damsel, the Storyteller turns them into a Townsfolk nobody is or
    believes they are (``huntsman.character``), and they are told."""

    id = "huntsman"
    requires: ClassVar[tuple[str, ...]] = (DAMSEL,)
    """[+the Damsel]: the bag draws the Damsel with the Huntsman (``setup.required_by``)."""

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        """[+the Damsel]: the Damsel takes an Outsider's token (no change), or a Townsfolk's
        (one Outsider more; the only way with no Outsider): docs/rulings.md, Huntsman."""
        return [NO_CHANGE, (-1, 1, 0, 0)] if counts[0] > 0 else [NO_CHANGE]

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        bag.require(DAMSEL)

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return
        living = [s.index for s in game.seats if s.alive]
        options: list[Any] = [None, *living]
        target = game.ask(Decision(self.id, holder.index, options,
                                   prompt="Choose a living player (once per game), or wait?"))
        if target is None:
            return
        works = game.functioning(self)
        self.spent = True
        game.log("reminder", STORYTELLER, seat=holder.index, reminder="No Ability", ability=self.id)
        seat = game.seats[target]
        if not works or not game.registers_as(seat, lambda p: p.character.id == DAMSEL, "the Damsel"):
            return
        taken = {s.character.id for s in game.seats} | {s.believes.id for s in game.seats}
        pool = [c.id for c in game.script.team(Team.TOWNSFOLK) if c.id not in taken and implemented(c.id)]
        if not pool:
            return
        new = game.ask(Decision(f"{self.id}.character", STORYTELLER, pool, about=target,
                                prompt=f"Which not-in-play Townsfolk does {seat.name} become?"))
        game.change_character(seat, game.script.by_id[new])
        self.fired(game, "the Damsel becomes a Townsfolk", target=target, character=new)


register(Huntsman)
