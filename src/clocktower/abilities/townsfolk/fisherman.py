"""Fisherman: Once per game, during the day, visit the Storyteller for some advice to help
your team win."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...game.info import inform
from ...game.registration import World
from ...game.state import STORYTELLER
from ...game.talk.statements import Statement, evaluate
from ..base import Ability, register
from ..shared.consult import consult_statements
from ...game.eventkinds import declare

declare("consultation", "{seat} consults the Storyteller ({ability}).")

if TYPE_CHECKING:
    from ...game.engine import Game


class Fisherman(Ability):
    """Once per game, on a day the living Fisherman chooses (decision ``fisherman``), the
    Storyteller gives advice: one structured statement (``info.fisherman``), true (as
    seats register) when the Fisherman is sober and healthy, anything when drunk or
    poisoned. Visiting uses the ability either way (the NO ABILITY reminder)."""

    id = "fisherman"

    def day_action(self, game: Game) -> None:
        seat = self.holder
        if seat is None or not seat.alive or self.spent:
            return
        visit = self.choose(game, (False, True), "Visit the Storyteller for advice (Fisherman) today?")
        if not visit:
            return
        game.log("consultation", STORYTELLER, seat=seat.index, ability=self.id)
        statements = consult_statements(game, seat.index, demon=True)
        if statements:

            def truth(world: World) -> Iterable[Statement]:
                return [s for s in statements if evaluate(game, s, world, checked=True)]

            inform(game, self, self.id, truth, statements, plain_first=True, day=game.day_no)
        self.spent = True
        game.log("ability-used", STORYTELLER, seat=seat.index, ability=self.id)
        game.log("reminder", STORYTELLER, seat=seat.index, reminder="No Ability", ability=self.id)


register(Fisherman)
