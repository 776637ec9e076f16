"""Psychopath: Each day, before nominations, you may publicly choose a player: they die. If
executed, you only die if you lose roshambo."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import ABILITY, EXECUTION, PUBLIC, STORYTELLER, Seat
from ..base import Ability, jinxed, register
from ..demons.lilmonsta import babysitter_of
from ...game.decisionkinds import BY_PLAYER, declare_decision

declare_decision("psychopath.roshambo", "{decider} throws {answer} in the Psychopath's roshambo.",
                 by=BY_PLAYER, answers="word", owner="psychopath")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("psychopath-kill", "{seat} publicly chooses {target}.", ["seat", "target"])
declare("psychopath-roshambo", "Roshambo: {seat} plays {throw}, {opponent} plays {against}.",
        ["seat", "throw", "opponent", "against"])

THROWS = ("rock", "paper", "scissors")
BEATS = {"rock": "scissors", "paper": "rock", "scissors": "paper"}
MAX_ROUNDS = 3
"""Tied rounds of roshambo replayed before the Psychopath is ruled to lose (docs/rulings.md, Psychopath)."""
NOMINATOR = "nominator"


class Psychopath(Ability):
    """Each day before nominations, the living Psychopath may publicly choose another living
    player (decision ``psychopath``, None first): they die if the Psychopath functions.
    Executed, a functioning Psychopath plays roshambo (decisions ``psychopath.roshambo``) against the
    player who nominated them (the Storyteller plays when nobody
    did): a tie is replayed up to three times, then counts as lost; only a loss kills. Jinx
    (Lil' Monsta): a Psychopath babysitting Lil' Monsta dies when executed (no roshambo)."""

    id = "psychopath"

    def day_action(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or not holder.alive:
            return
        options: list[Any] = [None] + [s.index for s in game.seats if s.alive and s is not holder]
        target = self.choose(game, options, "Publicly choose a player to kill (or nobody)?")
        if target is None:
            return
        game.log("psychopath-kill", PUBLIC, seat=holder.index, target=target)
        if game.functioning(self):
            self.fired(game, "kill", target=target)
            game.kill(game.seats[target], ABILITY, self)

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        if nominee is self.holder:
            self.state[NOMINATOR] = (game.day_no, None if nominator is None else nominator.index)

    def prevents_death(self, game: "Game", target: Seat, cause: str, source: Ability | None) -> bool:
        if target is not self.holder or cause != EXECUTION:
            return False
        if jinxed(game, self.id, "lilmonsta") and babysitter_of(game) is target:
            return False  # the Lil' Monsta jinx: babysitting it, they die when executed
        day, nominator = self.state.get(NOMINATOR, (None, None))
        opponent = nominator if day == game.day_no else None
        return self._roshambo(game, target, opponent)

    def _roshambo(self, game: "Game", me: Seat, opponent: int | None) -> bool:
        """Play roshambo; True if the Psychopath wins."""
        for _ in range(MAX_ROUNDS):
            mine = game.ask(Decision("psychopath.roshambo", me.index, THROWS, about=opponent, prompt="Roshambo: your throw?"))
            theirs = game.ask(Decision("psychopath.roshambo", STORYTELLER if opponent is None else opponent, THROWS,
                                       about=me.index, prompt="Roshambo against the Psychopath: your throw?"))
            game.log("psychopath-roshambo", PUBLIC, seat=me.index, throw=mine, against=theirs,
                     opponent=STORYTELLER if opponent is None else opponent)
            if mine != theirs:
                won = bool(BEATS[mine] == theirs)
                if won:
                    self.fired(game, "won roshambo")
                return won
        return False


register(Psychopath)
