"""Chambermaid: Each night, choose 2 alive players (not yourself): you learn how many woke
tonight due to their ability."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Iterable

from ...game.info import inform
from ...game.registration import World
from ..base import Ability, jinxed, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Chambermaid(Ability):
    """Each night, two different living players other than itself (decision
    ``chambermaid``: a pair of seats); learns 0, 1 or 2 (decision ``info.chambermaid``): how
    many of them the engine woke tonight, before the Chambermaid, for an ability they hold
    (``Game.tonight.woken``: drunk, poisoned and fake abilities wake too; Minion and Demon info, a
    Storyteller step such as the Gossip's kill, and being woken by another's ability, such as
    the Exorcist's Demon learning of them, do not count).

    Jinx (Mathematician): "The Chambermaid can detect if the Mathematician will wake
    tonight": a chosen player holding a Mathematician ability (their own, or the one a Drunk
    or Marionette believes they have) that will wake later tonight counts as woken.
    """

    id = "chambermaid"

    def night(self, game: "Game") -> None:
        living = [s.index for s in game.seats if s.alive and s.index != self.seat_index]
        pairs = list(combinations(living, 2))
        if not pairs:
            return
        pair = self.choose(game, pairs, "Choose 2 alive players: learn how many woke tonight.")
        woke = sum(1 for s in pair if s in game.tonight.woken or self._mathematician_wakes(game, s))

        def truth(world: World) -> Iterable[int]:
            return (woke,)

        everything = [woke] + [n for n in (0, 1, 2) if n != woke]
        inform(game, self, "chambermaid", truth, everything, players=list(pair), of="number")

    def _mathematician_wakes(self, game: "Game", seat: int) -> bool:
        """Jinx (Mathematician): whether ``seat`` holds a Mathematician ability that has not
        woken tonight and will wake at its place later tonight."""
        if not jinxed(game, self.id, MATHEMATICIAN):
            return False
        order = game.script.first_night if game.night_no == 1 else game.script.other_night
        if MATHEMATICIAN not in order or (self.id in order and order.index(MATHEMATICIAN) < order.index(self.id)):
            return False
        first = game.night_no == 1
        return any(a.character.id == MATHEMATICIAN and not a.retiring and a.wakes(game, first)
                   and not game.kept_asleep(a) for a in game.seats[seat].abilities)


register(Chambermaid)


MATHEMATICIAN = "mathematician"
