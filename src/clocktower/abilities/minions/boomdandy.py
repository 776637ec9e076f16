"""Boomdandy: If you are executed, all but 3 players die. After a 10 to 1 countdown, the player
with the most players pointing at them, dies."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import ABILITY, PUBLIC, STORYTELLER, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_PLAYER, BY_STORYTELLER, declare_decision

declare_decision("boomdandy.survivor", "The Storyteller lets {answer} survive the Boomdandy.",
                 by=BY_STORYTELLER, answers="player", owner="boomdandy")
declare_decision("boomdandy.point", "{decider} points at {answer}.",
                 by=BY_PLAYER, answers="player", owner="boomdandy")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("boomdandy", "The Boomdandy explodes: all but 3 players die.", ["seat"])
declare("boomdandy-point", "{seat} points at {target}.", ["seat", "target"])

SURVIVORS = 3
SOBER = "functioning when executed"


class Boomdandy(Ability):
    """Executed while functioning (dying or not), the Boomdandy explodes: the Storyteller
    chooses 3 living players to survive (``boomdandy.survivor``, one at a time) and every
    other living player dies. Then every player, living or dead, points at one of the
    living (decision ``boomdandy.point``); the one with the most fingers dies, nobody on a
    tie. The usual win checks apply after each death."""

    id = "boomdandy"

    def before_execution(self, game: "Game", seat: Seat) -> None:
        if seat is self.holder:
            self.state[SOBER] = game.functioning(self)

    def on_execution(self, game: "Game", seat: Seat, died: bool) -> None:
        if seat is not self.holder or not self.state.pop(SOBER, False):
            return
        self.fired(game, "explodes")
        game.log("boomdandy", PUBLIC, seat=seat.index)
        living = [s.index for s in game.seats if s.alive]
        keep: list[int] = []
        while len(keep) < SURVIVORS and len(keep) < len(living):
            options = [i for i in living if i not in keep]
            keep.append(game.ask(Decision("boomdandy.survivor", STORYTELLER, options,
                                          prompt="Choose a player who survives the Boomdandy.")))
        for i in living:
            if i not in keep:
                game.kill(game.seats[i], ABILITY, self, unstoppable=False)
        survivors = [i for i in keep if game.seats[i].alive]
        if len(survivors) < 2:
            return
        fingers: Counter[int] = Counter()
        for pointer in game.seats:
            target = game.ask(Decision("boomdandy.point", pointer.index, survivors,
                                       prompt="Point at the player who should die."))
            game.log("boomdandy-point", PUBLIC, seat=pointer.index, target=target)
            fingers[target] += 1
        ranked = fingers.most_common()
        if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
            return
        game.kill(game.seats[ranked[0][0]], ABILITY, self)


register(Boomdandy)
