"""Flowergirl: Each night*, you learn if a Demon voted today."""

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


class Flowergirl(Ability):
    """Each night but the first learns yes/no: did a player who was a Demon (registering as
    one) raise a hand on any execution vote today? Exile votes are not votes on an
    execution and do not count."""

    id = "flowergirl"

    def wakes(self, game: Game, first: bool) -> bool:
        return not first and super().wakes(game, first)

    def on_nomination(self, game: Game, nominator: "Seat | None", nominee: Seat) -> None:
        remember(game, self)

    def night(self, game: Game) -> None:
        voters: set[int] = set()
        for vote in today_events(game, "vote"):
            voters.update(vote["voters"])  # type: ignore[arg-type]

        def truth(world: World) -> Iterable[bool]:
            return (any(team_today(game, self, world, v) is Team.DEMON for v in voters),)

        inform(game, self, self.id, truth, (False, True), plain_first=True, day=game.day_no)


register(Flowergirl)
