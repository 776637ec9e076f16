"""Cerenovus: Each night, choose a player & a good character: they are "mad" they are this
character tomorrow, or might be executed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import MAD, PUBLIC, STORYTELLER, Effect
from ..shared.pairs import player_and_character
from ..shared.teams import script_ids
from ..base import Ability, jinxed, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("cerenovus.punish", "The Storyteller decides whether {about} is executed for breaking madness: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="cerenovus")

if TYPE_CHECKING:
    from ...game.engine import Game

GOOD_TYPES: Final = (Team.TOWNSFOLK, Team.OUTSIDER)


class Cerenovus(Ability):
    """Each night: one decision picks (player, good character). The player is always woken
    and told (even when the Cerenovus is drunk or poisoned, so they cannot tell); only a
    functioning Cerenovus makes them mad, until the dusk ending the next day. The engine's
    ``judge_madness`` may execute them that day. A mad player who broke madness and was not
    executed may instead be executed the following night, at the Cerenovus's place in the
    night order, if the Cerenovus still functions (decision ``cerenovus.punish``).

    Jinx (Goblin): the Goblin is among the characters the Cerenovus may choose."""

    id = "cerenovus"

    def night(self, game: "Game") -> None:
        self._punish(game)
        good = script_ids(game.script, GOOD_TYPES)
        if jinxed(game, self.id, "goblin"):
            good += ("goblin",)  # the jinx: mad that they are the Goblin
        target, character = self.choose(game, player_and_character(tuple(range(len(game.seats))), good),
                                        "Choose a player and a good character: they are mad about it.")
        seat = game.seats[target]
        seat.knows["mad"] = (character, game.night_no)
        game.tell(seat, "mad", character=character, by=self.id)
        if not game.functioning(self):
            game.log("ability-failed", STORYTELLER, seat=self.seat_index, ability=self.id, reason="impaired")
            return
        game.add_effect(Effect(MAD, target, self, until=("dusk", game.night_no), data=character))
        self.state["mad"] = (target, character, game.night_no)

    def _punish(self, game: "Game") -> None:
        """Yesterday's madness, broken and unpunished: the Storyteller may kill them tonight."""
        last = self.state.pop("mad", None)
        if last is None or not game.functioning(self):
            return
        target, character, night = last
        seat = game.seats[target]
        if night != game.day_no or not seat.alive or game.executed_today is seat:
            return
        if not game.is_person(target):
            if game.claims.get(target) == character:
                return  # a bot tried to convince the group: it claimed the character
        punish = game.ask(Decision("cerenovus.punish", STORYTELLER, (False, True), about=target,
                                   prompt=f"{seat.name} was mad about being {character} yesterday and did not "
                                          "convince: kill them tonight?"))
        if punish:
            game.log("madness-broken", PUBLIC, seat=target, character=character)
            game.execute(seat)  # "you can decide to execute them": an execution, at night


register(Cerenovus)
