"""Nightwatchman: Once per game, at night, choose a player: they learn you are the
Nightwatchman."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from ...game.info import inform
from ...game.registration import World
from ...game.state import STORYTELLER
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Nightwatchman(Ability):
    """Each night until used: nobody, or another player, alive or dead (decision
    ``nightwatchman``). Choosing uses the ability whatever the Nightwatchman's state (NO
    ABILITY). The chosen player is woken and shown who the Nightwatchman is
    (``info.nightwatchman``, told to the chosen player): the true Nightwatchman when it
    functions, anyone when it is drunk, poisoned or a Drunk's."""

    id = "nightwatchman"

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return
        others = self.others(game)
        if not others:
            return
        options: list[Any] = [None, *others]
        target = self.choose(game, options, "Choose a player to learn you are the Nightwatchman, or nobody.")
        if target is None:
            return
        me = holder.index

        def truth(world: World) -> Iterable[int]:
            return (me,)

        everything = [me] + [s.index for s in game.seats if s.index not in (me, target)]
        inform(game, self, self.id, truth, everything, to=game.seats[target], nightwatchman=me)
        self.spent = True
        game.log("reminder", STORYTELLER, seat=me, reminder="No Ability", ability=self.id)


register(Nightwatchman)
