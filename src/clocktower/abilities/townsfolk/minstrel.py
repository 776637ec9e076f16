"""Minstrel: When a Minion dies by execution, all other players (except Travellers) are
drunk until dusk tomorrow."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.state import DRUNK, EXECUTION, Effect, Seat
from ..base import Ability, jinxed, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Minstrel(Ability):
    """When a player registering as a Minion (the Storyteller decides when both may hold)
    dies by execution while the Minstrel functions, every other player but the Travellers,
    alive or dead, is drunk until the dusk ending the next day, whatever then happens to the
    Minstrel. A Minion executed but surviving (nobody dies) does not count. Jinx (Legion): when
    Legion dies so, the Legion players are not made drunk, and the Storyteller decides
    whether the Minstrel learns the executed player was Legion (``legion.reveal``)."""

    id = "minstrel"

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        holder = self.holder
        if cause != EXECUTION or holder is None or seat is holder or not game.functioning(self):
            return
        # The Legion jinx: an executed Legion counts (dead, it no longer registers as a
        # Minion by its own ability), the Legion players keep their ability, and the
        # Minstrel might learn who was Legion.
        legion = seat.character.id == "legion" and jinxed(game, self.id, "legion")
        if not legion and not game.registers_as(seat, lambda p: p.team is Team.MINION, "a Minion"):
            return
        self.fired(game, "everyone is drunk", minion=seat.index)
        spared = ""
        if legion:
            from ..demons.legion import reveal_legion

            spared = "legion"
            reveal_legion(game, holder, seat)
        for other in game.seats:
            if other is not holder and not other.is_traveller and other.character.id != spared:
                game.add_effect(Effect(DRUNK, other.index, self, until=("dusk", game.day_no + 1)))


register(Minstrel)
