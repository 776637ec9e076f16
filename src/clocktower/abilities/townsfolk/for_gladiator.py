"""Gladiator (Fall of Rome): Once per game, during the day, publicly choose a living player.
Tonight, you and they wake & silently play roshambo: whoever loses dies (someone must
lose)."""

from __future__ import annotations

from typing import Any, TYPE_CHECKING, cast

from ...game.decisions import Decision
from ...game.state import ABILITY, PUBLIC, STORYTELLER, Seat
from ..base import Ability, register
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_PLAYER, BY_STORYTELLER, declare_decision

declare_decision("for_gladiator.roshambo", "{decider} plays {answer} at roshambo.",
                 by=BY_PLAYER, answers="word", owner="for_gladiator")
declare_decision("for_gladiator.loser", "The duel never ends: the Storyteller makes {answer} lose.",
                 by=BY_STORYTELLER, answers="player", owner="for_gladiator")

declare("gladiator-challenge", "{seat} publicly challenges {target} to a duel.", ["seat", "target"])
declare("duel", "The duel of {seat} and {target}: {loser} loses.")
declare("roshambo", "{seat} and {target} play roshambo: {moves}.")

if TYPE_CHECKING:
    from ...game.engine import Game

MOVES = ("rock", "paper", "scissors")
BEATS = {"rock": "scissors", "paper": "rock", "scissors": "paper"}
MAX_ROUNDS = 100
"""Ties in a row after which the Storyteller declares the loser (a deadlock guard)."""
CHALLENGE = "challenge"


class Gladiator(Ability):
    """The challenge is public (decision ``for_gladiator``: a living player or nobody),
    offered before nominations and again when they close, so a Gladiator made during
    nominations (the Scholar's) can still challenge that day. It uses the ability whatever
    the Gladiator's state. That night, at its place, if the Gladiator is alive and its
    ability functions, both wake (a dead challenged player still plays) and choose
    ``for_gladiator.roshambo`` until the choices differ; the loser dies (cause: ability;
    protection works as usual). Drunk or poisoned that night, or a Bad Omen's or Hannibal's
    believed Gladiator: nobody wakes and nothing happens."""

    id = "for_gladiator"

    def day_action(self, game: "Game") -> None:
        self._offer(game)

    def on_nominations_closed(self, game: "Game") -> None:
        self._offer(game)

    def _offer(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or not holder.alive or CHALLENGE in self.state or self.spent:
            return
        targets = [s.index for s in game.seats if s.alive and s is not holder]
        if not targets:
            return
        options: list[Any] = [None, *targets]
        target = game.ask(Decision("for_gladiator", holder.index, options,
                                   prompt="Publicly challenge a living player to a duel tonight?"))
        if target is None:
            return
        self.state[CHALLENGE] = (game.day_no, target)
        game.log("gladiator-challenge", PUBLIC, seat=holder.index, target=target)
        game.log("reminder", STORYTELLER, seat=target, reminder="Duel", ability=self.id)

    def owes(self, game: Game) -> bool:
        challenge = self.state.get(CHALLENGE)
        return not self.spent and challenge is not None and challenge[0] == game.night_no - 1

    def wakes(self, game: "Game", first: bool) -> bool:
        challenge = self.state.get(CHALLENGE)
        if first or challenge is None or self.spent or challenge[0] != game.night_no - 1:
            return False
        holder = self.holder
        if holder is None or not holder.alive or not game.functioning(self):
            self.spent = True  # the ability is used; the duel does not happen
            game.log("reminder", STORYTELLER, seat=self.seat_index, reminder="No ability", ability=self.id,
                     duel=False)
            return False
        return True

    def night(self, game: "Game") -> None:
        holder = self.holder
        _, target_index = self.state[CHALLENGE]
        self.spent = True
        if holder is None:
            return
        target = game.seats[target_index]
        game.log("wake", STORYTELLER, seat=target.index, ability=self.id, position=-1,
                 night=game.night_no, reason="duel")
        loser = self._duel(game, holder, target)
        game.log("duel", STORYTELLER, seat=holder.index, target=target.index, loser=loser.index)
        game.log("reminder", STORYTELLER, seat=self.seat_index, reminder="No ability", ability=self.id)
        game.kill(loser, ABILITY, self)

    def _duel(self, game: "Game", holder: Seat, target: Seat) -> Seat:
        for _ in range(MAX_ROUNDS):
            mine = game.ask(Decision("for_gladiator.roshambo", holder.index, MOVES,
                                     prompt=f"Roshambo against {target.name}: rock, paper or scissors?"))
            theirs = game.ask(Decision("for_gladiator.roshambo", target.index, MOVES,
                                       prompt=f"Roshambo against {holder.name}: rock, paper or scissors?"))
            game.log("roshambo", STORYTELLER, seat=holder.index, target=target.index,
                     moves=[mine, theirs])
            if mine != theirs:
                return target if BEATS[mine] == theirs else holder
        loser = game.ask(Decision("for_gladiator.loser", STORYTELLER, (target.index, holder.index),
                                  prompt="The duel never ends: who loses?"))
        return cast(Seat, game.seats[loser])


register(Gladiator)
