"""Puzzlemaster: 1 player is drunk, even if you die. If you guess (once) who it is, learn
the Demon player, but guess wrong & get false info."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from ...characters import Team
from ...game.decisions import Decision
from ...game.info import FALSE, inform
from ...game.registration import World
from ...game.state import DRUNK, STORYTELLER, Effect
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

DRUNK_SEAT = "drunk"


class Puzzlemaster(Ability):
    """Before the first night the Storyteller makes another player drunk for the whole game
    (``puzzlemaster.drunk``), whatever becomes of the Puzzlemaster. Once per game a living
    Puzzlemaster may privately guess a player by day (``puzzlemaster``) and is at once shown
    a player (``info.puzzlemaster``): right and functioning, one registering as the Demon;
    wrong, a player who is not the Demon (false information); drunk or poisoned, anyone."""

    id = "puzzlemaster"

    def prepare(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or DRUNK_SEAT in self.state:
            return
        others = self.others(game)
        if not others:
            return
        drunk = game.ask(Decision(f"{self.id}.drunk", STORYTELLER, others, about=holder.index,
                                  prompt="Which player is the Puzzlemaster's drunk?"))
        self.state[DRUNK_SEAT] = drunk
        game.add_effect(Effect(DRUNK, drunk, self))
        game.log("reminder", STORYTELLER, seat=drunk, reminder="Drunk", ability=self.id)

    def day_action(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or not holder.alive or self.state.get("guessed"):
            return
        others = self.others(game)
        options: list[Any] = [None, *others]
        guess = game.ask(Decision(self.id, holder.index, options,
                                  prompt="Guess (once) which player is the Puzzlemaster's drunk?"))
        if guess is None:
            return
        self.state["guessed"] = True
        game.log("reminder", STORYTELLER, seat=holder.index, reminder="Guess Used", ability=self.id)
        everyone = [s.index for s in game.seats]

        def truth(world: World) -> Iterable[int]:
            return [i for i in everyone if world.team(i) is Team.DEMON]

        right = guess == self.state.get(DRUNK_SEAT)
        mode = None if right or not game.functioning(self) else FALSE
        inform(game, self, self.id, truth, everyone, plain_first=True, mode=mode, guess=guess)


register(Puzzlemaster)
