"""Shabaloth: Each night*, choose 2 players: they die. A dead player you chose last night
might be regurgitated."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ...game.decisions import Decision
from ...game.state import DEMON, STORYTELLER
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("shabaloth.regurgitate", "The Shabaloth regurgitates {answer}.",
                 by=BY_STORYTELLER, answers="none or player", owner="shabaloth")

if TYPE_CHECKING:
    from ...game.engine import Game


class Shabaloth(Ability):
    """Attacks two different players a night, in the order chosen; just before it wakes,
    the Storyteller may bring back one dead player it chose the night before.

    ``state["chosen"]`` maps a night to the players chosen that night while the ability
    worked (the Shabaloth's DEAD reminders); ``state["regurgitated"]`` counts revivals.
    Decisions: ``shabaloth`` (twice a night) and ``shabaloth.regurgitate`` (None first).
    """

    id = "shabaloth"
    kills_per_night: ClassVar[int] = 2

    def night(self, game: "Game") -> None:
        if game.functioning(self):
            self._regurgitate(game)
        first = self.choose(game, self._targets(game, []), "Choose the first player: they die.")
        rest = self._targets(game, [first])
        second = self.choose(game, rest, "Choose the second player: they die.")
        if not game.functioning(self):
            return
        self.state.setdefault("chosen", {})[game.night_no] = [first, second]
        for target in (first, second):
            game.kill(game.seats[target], DEMON, self)

    def _targets(self, game: "Game", taken: list[int]) -> list[int]:
        """Any player, dead or alive, the Shabaloth included, but not the same one twice."""
        return [s.index for s in game.seats if s.index not in taken]

    def _regurgitate(self, game: "Game") -> None:
        """The Storyteller may bring back one dead player chosen last night (rarely)."""
        chosen = self.state.get("chosen", {}).get(game.night_no - 1, [])
        dead = [i for i in chosen if not game.seats[i].alive and i != self.seat_index]
        if not dead:
            return
        done = int(self.state.get("regurgitated", 0))
        options: list[Any] = [None] + dead
        back = game.ask(Decision("shabaloth.regurgitate", STORYTELLER, options,
                                 prompt="Regurgitate a dead player the Shabaloth chose last night?"))
        if back is None:
            return
        self.state["regurgitated"] = done + 1
        game.revive(game.seats[back], self)


register(Shabaloth)
