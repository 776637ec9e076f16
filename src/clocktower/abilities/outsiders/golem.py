"""Golem: You may only nominate once per game. When you do, if the nominee is not the Demon,
they die."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.state import ABILITY, STORYTELLER, Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

USED = "nominated"


class Golem(Ability):
    """The Golem's first nomination uses it (MAY NOT NOMINATE), working or not. If it
    functions then and the nominee does not register as the Demon (``register``), the nominee
    dies at once; the vote is still held (docs/rulings.md, Golem). Afterwards, while the ability
    functions, the Golem may not nominate."""

    id = "golem"

    def nomination_rule(self, game: "Game", seat: Seat) -> bool | None:
        if seat is self.holder and self.state.get(USED):
            return False
        return None

    def on_nomination(self, game: "Game", nominator: Seat | None, nominee: Seat) -> None:
        if nominator is None or nominator is not self.holder or self.state.get(USED):
            return
        self.state[USED] = True
        game.log("reminder", STORYTELLER, seat=nominator.index, reminder="May Not Nominate", ability=self.id)
        if not game.functioning(self):
            return
        if not game.registers_as(nominee, lambda p: p.team is Team.DEMON, "the Demon"):
            self.fired(game, "smashes the nominee", target=nominee.index)
            game.kill(nominee, ABILITY, self)


register(Golem)
