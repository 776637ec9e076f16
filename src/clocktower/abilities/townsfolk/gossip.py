"""Gossip: Each day, you may make a public statement. Tonight, if it was true, a player
dies."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.state import ABILITY, PUBLIC, STORYTELLER
from ...game.talk.statements import bot_statements, describe, evaluate
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("gossip.kill", "The Gossip spoke the truth: {answer} dies.",
                 by=BY_STORYTELLER, answers="player", owner="gossip")
declare_decision("gossip.true", "The Storyteller judges the Gossip {about}'s statement true: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="gossip")

if TYPE_CHECKING:
    from ...game.engine import Game


class Gossip(Ability):
    """A true public statement today means the Storyteller kills a player tonight, if the
    Gossip is sober and healthy then (its state at the time of speaking does not matter)."""

    id = "gossip"
    storyteller_step = True

    def day_action(self, game: "Game") -> None:
        seat = self.holder
        if seat is None:
            return
        statements = bot_statements(game, seat.index)
        options: list[Any] = [None, *statements]
        said = game.ask(Decision("gossip", seat.index, options, free_text=True,
                                 prompt="Make a public statement (Gossip), or stay quiet?"))
        if said is None:
            return
        game.log("statement", PUBLIC, seat=seat.index, statement=said, text=describe(game, said),
                 ability=self.id)
        if self.fake:
            return  # nothing the Drunk says can kill anyone
        if isinstance(said, str) or game.is_person(seat.index):
            true = bool(game.ask(Decision(
                "gossip.true", STORYTELLER, (False, True), about=seat.index,
                prompt=f"{seat.name} said: {describe(game, said)!r}. Is it definitely true?")))
        else:
            true = evaluate(game, said)
        game.log("statement-judged", STORYTELLER, seat=seat.index, true=true, ability=self.id)
        if true:
            self.state["true_on_day"] = game.day_no

    def wakes(self, game: "Game", first: bool) -> bool:
        return (not first and self.state.get("true_on_day") == game.night_no - 1
                and super().wakes(game, first))

    def night(self, game: "Game") -> None:
        self.state.pop("true_on_day", None)
        if not game.functioning(self):
            return
        seats = [s.index for s in game.seats]
        victim = game.ask(Decision("gossip.kill", STORYTELLER, seats,
                                   about=self.seat_index,
                                   prompt="The Gossip spoke the truth: which player dies?"))
        game.kill(game.seats[victim], ABILITY, self)


register(Gossip)
