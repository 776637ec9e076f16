"""Yaggababble: You start knowing a secret phrase. For each time you said it publicly today,
a player might die."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.decisions import NUMBER, Decision
from ...game.eventkinds import declare
from ...game.state import DEMON, PUBLIC, STORYTELLER
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("yaggababble.phrase", "The Yaggababble's secret phrase is {answer}.",
                 by=BY_STORYTELLER, answers="word", owner="yaggababble")
declare_decision("yaggababble.kill", "The Yaggababble said its phrase: {answer} dies.",
                 by=BY_STORYTELLER, answers="none or player", owner="yaggababble")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("yaggababble-phrase", "Your secret phrase: \"{phrase}\".", ["phrase"])
declare("says", "{seat} says: \"{phrase}\".", ["seat", "phrase"])

PHRASES = ("I have a good feeling about this", "Let's keep an open mind", "Trust the process",
           "That is very interesting", "I was thinking the same thing", "Who else could it be")
"""The phrases a Storyteller picks from."""
MOST_SAID = 3
"""The most times a random Yaggababble says its phrase in a day."""
SAID = "said"


class Yaggababble(Ability):
    """The Storyteller picks a secret phrase while preparing the Grimoire
    (``yaggababble.phrase``); the Yaggababble learns it the first night. Each day the living
    Yaggababble says it publicly some number of times (decision ``yaggababble``, 0 to 3),
    each one a public ``says`` event. That night, for each time, the Storyteller may kill a
    player (``yaggababble.kill``, nobody first) while the Yaggababble functions."""

    id = "yaggababble"
    storyteller_step = True

    def prepare(self, game: "Game") -> None:
        phrase = game.ask(Decision("yaggababble.phrase", STORYTELLER, PHRASES, prompt="Choose the secret phrase."))
        self.state["phrase"] = phrase

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return
        if game.night_no == 1:
            game.tell(holder, "yaggababble-phrase", phrase=self.state.get("phrase", PHRASES[0]))
            return
        day, times = self.state.get(SAID, (0, 0))
        if day != game.night_no - 1 or not game.functioning(self):
            return
        for _ in range(times):
            options: list[Any] = [None] + [s.index for s in game.seats if s.alive]
            target = game.ask(Decision("yaggababble.kill", STORYTELLER, options,
                                       about=holder.index, prompt="The Yaggababble said its phrase: who dies?"))
            if target is not None:
                game.kill(game.seats[target], DEMON, self)

    def day_action(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or not holder.alive:
            return
        times = game.ask(Decision(self.id, holder.index, tuple(range(MOST_SAID + 1)), of=NUMBER,
                                  prompt="Say your phrase how many times now?"))
        for _ in range(times):
            game.log("says", PUBLIC, seat=holder.index, phrase=self.state.get("phrase", PHRASES[0]))
        self.state[SAID] = (game.day_no, times)


register(Yaggababble)
