"""Fiddler (Fabled): Once per game, the Demon secretly chooses an opposing player: all
players choose which of these 2 players win.

The Fiddler is the Storyteller's: once per game, during the day, the Storyteller may start it
(``fiddler.start``, no first: a game that runs out of time or stalls). Then the living Demon
(a Minion babysitting Lil' Monsta too) secretly chooses a living player of the other
alignment (``fiddler``: it must choose). The Storyteller announces the contest between the
two players (not which one is the Demon); every player, living or dead, chooses one of them.
The player with more votes wins, and their whole team wins; a tie goes to evil (the
almanac's summary).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL
from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import PUBLIC, STORYTELLER
from ..base import Ability, register
from ...game.decisionkinds import BY_PLAYER, BY_STORYTELLER, declare_decision

declare_decision("fiddler.start", "The Storyteller starts the Fiddler's contest: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="fiddler")
declare_decision("fiddler", "The Demon {decider} calls the Fiddler's contest against {answer}.",
                 by=BY_PLAYER, answers="player", owner="fiddler")
declare_decision("fiddler.vote", "{decider} sides with {answer} in the Fiddler's contest.",
                 by=BY_PLAYER, answers="player", owner="fiddler")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("fiddler-contest", "The Fiddler plays: {seats} compete; everyone chooses who wins.", ["seats"])
declare("fiddler-vote", "{seat} chooses {choice} to win the Fiddler's contest.", ["seat", "choice"])
declare("fiddler-result", "The Fiddler's contest: {winner} wins with {votes} of {total} votes.",
        ["winner", "votes", "total"])


class Fiddler(Ability):
    """The Storyteller's once-per-game contest that ends the game: the Demon names its rival."""

    id = "fiddler"

    def day_action(self, game: "Game") -> None:
        if self.spent:
            return
        demons = [s for s in game.seats if s.alive and game.is_demon(s)]
        pairs = [(d, [s.index for s in game.seats if s.alive and s is not d and s.alignment != d.alignment])
                 for d in demons]
        pairs = [(d, options) for d, options in pairs if options]
        if not pairs:
            return
        if not game.ask(Decision("fiddler.start", STORYTELLER, (False, True),
                                 prompt="Start the Fiddler's contest now?")):
            return
        demon, options = pairs[0]
        choice = game.ask(Decision("fiddler", demon.index, options,
                                   prompt="The Fiddler: secretly choose an opposing player to contest."))
        self.contest(game, demon.index, choice)

    def contest(self, game: "Game", demon: int, opponent: int) -> None:
        """Everyone chooses a winner between the two; their team wins (evil on a tie)."""
        self.spent = True
        pair = sorted((demon, opponent))
        game.log("fiddler-contest", PUBLIC, seats=pair)
        self.fired(game, "contest", demon=demon, opponent=opponent)
        votes = {demon: 0, opponent: 0}
        for seat in game.seats:
            choice = game.ask(Decision("fiddler.vote", seat.index, pair, prompt="Who wins the Fiddler's contest?"))
            votes[choice] += 1
            game.log("fiddler-vote", PUBLIC, seat=seat.index, choice=choice)
        a, b = pair
        if votes[a] != votes[b]:
            winner = a if votes[a] > votes[b] else b
        else:
            winner = a if game.seats[a].alignment == EVIL else b
        game.log("fiddler-result", PUBLIC, winner=winner, votes=votes[winner], total=len(game.seats))
        game.win(game.seats[winner].alignment, "the Fiddler's contest")


register(Fiddler)
