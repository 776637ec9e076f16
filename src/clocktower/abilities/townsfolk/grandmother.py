"""Grandmother: You start knowing a good player & their character. If the Demon kills them,
you die too."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...game.info import inform
from ...game.registration import World
from ...characters import EVIL
from ...game.state import ABILITY, DEMON, EXECUTION, Seat
from ..base import Ability, jinxed, register
from .ravenkeeper import character_tokens

if TYPE_CHECKING:
    from ...game.engine import Game

GRANDCHILD = "grandchild"


class Grandmother(Ability):
    """On its first night, learns a player registering as good and that player's character
    (decision ``info.grandmother``: a (seat, character id) pair, the plain truth first; any
    pair when drunk or poisoned). The player shown is the grandchild. Whenever a Demon's
    kill (cause demon) kills the grandchild, a functioning Grandmother dies too, at once
    (cause ability: protection from the Demon does not save her).

    Jinxes (Riot, Leviathan): while that Demon is in play, the grandchild dying by execution while the
    Grandmother functions makes evil win."""

    id = "grandmother"

    def wakes(self, game: "Game", first: bool) -> bool:
        return self.nights == 0 and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        me = self.seat_index
        others = [s.index for s in game.seats if s.index != me]
        tokens = [c.id for c in character_tokens(game) if not c.team.is_storyteller_rule]

        def truth(world: World) -> Iterable[tuple[int, str]]:
            return [(s, world.character(s).id) for s in others if not world.is_evil(s)]

        everything = [(s, cid) for s in others for cid in tokens]
        answer = inform(game, self, "grandmother", truth, everything, plain_first=True)
        self.state[GRANDCHILD] = answer[0]

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        holder = self.holder
        if cause == EXECUTION and seat.index == self.state.get(GRANDCHILD):
            self._executed(game, seat)
        if holder is None or cause != DEMON or seat.index != self.state.get(GRANDCHILD):
            return
        if seat is holder or not game.lives(holder) or not game.functioning(self):
            return
        self.fired(game, "dies with the grandchild", grandchild=seat.index)
        game.kill(holder, ABILITY, self)

    def _executed(self, game: "Game", grandchild: Seat) -> None:
        """The Riot and Leviathan jinxes: the grandchild died by execution with that Demon in play."""
        holder = self.holder
        if holder is None or grandchild is holder or not game.functioning(self):
            return
        for demon in ("riot", "leviathan"):
            if jinxed(game, self.id, demon) and game.in_play(demon):
                name = game.script.by_id[demon].name
                self.fired(game, f"the grandchild was executed with {name} in play", grandchild=grandchild.index)
                game.win(EVIL, f"the Grandchild died by execution with {name} in play")
                return


register(Grandmother)
