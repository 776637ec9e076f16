"""Harpy: Each night, choose 2 players: tomorrow, the 1st player is mad that the 2nd is evil, or
one or both might die."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.state import ABILITY, MAD, PUBLIC, STORYTELLER, Effect, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("harpy.kill", "The Harpy's madness broken: the Storyteller kills {answer}.",
                 by=BY_STORYTELLER, answers="none, player or two players", owner="harpy")

if TYPE_CHECKING:
    from ...game.engine import Game


class Harpy(Ability):
    """Each night: chooses a 1st player, then a 2nd (decision ``harpy`` twice; any players, the
    dead and itself included, two different ones). The 1st is always woken and shown the Harpy
    and the 2nd (even when the Harpy is drunk or poisoned). A functioning Harpy makes the 1st
    mad that the 2nd is evil until the next dusk, while the Harpy's ability functions. By day
    (``Ability.judges_madness``) the Storyteller judges whether they tried
    (``madness.convincing``); if not, the Storyteller may kill the 1st, the 2nd, both in either
    order, or nobody (``harpy.kill``, nobody first). No execution: the day goes on."""

    id = "harpy"

    def night(self, game: Game) -> None:
        everyone = [s.index for s in game.seats]
        first = self.choose(game, everyone, "Choose the 1st player: they are mad that the 2nd is evil.")
        rest = [i for i in everyone if i != first]
        second = self.choose(game, rest, "Choose the 2nd player.")
        seat = game.seats[first]
        seat.knows["harpy"] = (second, game.night_no)
        game.tell(seat, "mad", by=self.id, target=second, alignment="evil")
        if not game.functioning(self):
            game.log("ability-failed", STORYTELLER, seat=self.seat_index, ability=self.id, reason="impaired")
            return
        game.log("reminder", STORYTELLER, seat=first, reminder="Mad", ability=self.id)
        game.log("reminder", STORYTELLER, seat=second, reminder="2nd", ability=self.id)
        game.add_effect(Effect(MAD, first, self, until=("dusk", game.night_no), while_source=True,
                               data={"evil": second}))

    def judges_madness(self, game: Game, seat: Seat, effect: Effect) -> bool:
        data = effect.data
        if effect.source is not self or not isinstance(data, dict) or "evil" not in data:
            return False
        second = game.seats[data["evil"]]
        if self._convincing(game, seat, second):
            return True
        living = [s.index for s in (seat, second) if s.alive]
        options: list[Any] = [None] + [(i,) for i in living]
        if len(living) == 2:
            options += [(seat.index, second.index), (second.index, seat.index)]
        pick = game.ask(Decision("harpy.kill", STORYTELLER, options,
                                 about=seat.index,
                                 prompt=f"{seat.name} broke madness that {second.name} is evil: who dies?"))
        if pick is None:
            return True
        game.log("madness-broken", PUBLIC, seat=seat.index, target=second.index, by=self.id)
        for i in pick:
            game.kill(game.seats[i], ABILITY, self)
        return True

    @staticmethod
    def _convincing(game: Game, seat: Seat, second: Seat) -> bool:
        """Whether ``seat`` tried today to convince the group that ``second`` is evil: the
        Storyteller judges (``madness.convincing``, yes first)."""
        return bool(game.ask(Decision(
            "madness.convincing", STORYTELLER, [True, False], about=seat.index,
            prompt=f"Did {seat.name} try to convince the group that {second.name} is evil?")))


register(Harpy)
