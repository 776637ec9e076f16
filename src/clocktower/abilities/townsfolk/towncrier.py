"""Town Crier: Each night*, you learn if a Minion nominated today."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...characters import Team
from ...game.info import inform
from ...game.registration import World
from ...game.state import Seat
from ..base import Ability, register
from ..shared.today import remember, team_today, today_events

if TYPE_CHECKING:
    from ...game.engine import Game


class TownCrier(Ability):
    """Each night but the first learns yes/no: did a player who was a Minion (registering as
    one) nominate today? Calls for a Traveller's exile are not nominations."""

    id = "towncrier"

    def wakes(self, game: Game, first: bool) -> bool:
        return not first and super().wakes(game, first)

    def on_nomination(self, game: Game, nominator: "Seat | None", nominee: Seat) -> None:
        remember(game, self)

    def night(self, game: Game) -> None:
        nominators = {n["nominator"] for n in today_events(game, "nomination")}
        seats = [i for i in nominators if isinstance(i, int) and i >= 0]

        def truth(world: World) -> Iterable[bool]:
            return (any(team_today(game, self, world, i) is Team.MINION for i in seats),)

        inform(game, self, self.id, truth, (False, True), plain_first=True, day=game.day_no)


register(TownCrier)
