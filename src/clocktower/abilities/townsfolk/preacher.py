"""Preacher: Each night, choose a player: a Minion, if chosen, learns this. All chosen Minions
have no ability."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.state import NO_ABILITY, STORYTELLER, Effect
from ..base import Ability, jinxed, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Preacher(Ability):
    """Each night the Preacher chooses any player (``preacher``). A functioning Preacher's
    choice that registers as a Minion (``register``) is told so (``selected-by``) and has no
    ability (NO_ABILITY, not drunk) for as long as the Preacher's ability works: if the
    Preacher dies or is drunk or poisoned, chosen Minions have their abilities back
    (docs/rulings.md, Preacher). A chosen Minion stays chosen if it later changes character. Jinx
    (Legion): a chosen Legion keeps its ability and is not told; the Storyteller decides
    whether the Preacher learns they are Legion (``legion.reveal``)."""

    id = "preacher"

    def night(self, game: "Game") -> None:
        target = self.choose(game, [s.index for s in game.seats], "Choose a player: a Minion loses its ability.")
        if not game.functioning(self):
            return
        seat = game.seats[target]
        if not game.registers_as(seat, lambda p: p.team is Team.MINION, "a Minion"):
            return
        if seat.character.id == "legion" and jinxed(game, self.id, "legion"):
            from ..demons.legion import reveal_legion

            self.fired(game, "chose Legion", target=target)
            if self.holder is not None:
                reveal_legion(game, self.holder, seat)  # the jinx: Legion keeps its ability
            return
        game.add_effect(Effect(NO_ABILITY, target, self, while_source=True))
        game.log("reminder", STORYTELLER, seat=target, reminder="No Ability", ability=self.id)
        game.tell(seat, "selected-by", character=self.id)
        self.fired(game, "silences a Minion", target=target)


register(Preacher)
