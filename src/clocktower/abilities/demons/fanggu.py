"""Fang Gu: Each night*, choose a player: they die. The 1st Outsider this kills becomes an
evil Fang Gu & you die instead. [+1 Outsider]"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...characters import EVIL, Team
from ...game.state import DEMON, STORYTELLER, Seat
from ..base import Ability, Delta, register
from ..shared.demonkill import demon_kill

if TYPE_CHECKING:
    from ...game.engine import Game


@dataclass
class FangGuJump:
    """Shared by every Fang Gu ability in the game (``Game.shared``)."""

    jumped: bool = False
    """The one jump of the game has happened."""


class FangGu(Ability):
    """Each night but the first, kills a chosen player (decision ``fanggu``). The first time
    in the game a Fang Gu's kill would kill a player registering as an Outsider (after
    protection: a protected Outsider neither dies nor jumps), that player does not die:
    they become an evil Fang Gu, and are told; the old Fang Gu dies instead (nothing
    stops it). One jump per game, whichever Fang Gu."""

    id = "fanggu"

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        """[+1 Outsider]: one Townsfolk token becomes an Outsider."""
        return [(-1, 1, 0, 0)] if counts[0] > 0 else [(0, 0, 0, 0)]

    def wakes(self, game: Game, first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: Game) -> None:
        demon_kill(self, game)

    def replaces_death(self, game: Game, target: Seat, cause: str, source: Ability | None) -> bool:
        holder = self.holder
        if source is not self or cause != DEMON or holder is None or game.shared(FangGuJump).jumped:
            return False
        if target is holder or not game.registers_as(target, lambda p: p.team is Team.OUTSIDER, "an Outsider"):
            return False
        game.shared(FangGuJump).jumped = True
        self.fired(game, "jump", to=target.index)
        game.log("reminder", STORYTELLER, seat=target.index, reminder="Once", ability=self.id)
        game.set_alignment(target, EVIL)
        game.change_character(target, self.character)
        target.knows.setdefault("evil", set()).add(holder.index)
        game.kill(holder, DEMON, self, unstoppable=True)
        return True


register(FangGu)
