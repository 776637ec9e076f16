"""Legion: Each night*, a player might die. Executions fail if only evil voted. You register
as a Minion too. [Most players are Legion]"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable

from ...characters import Team
from ...game.decisions import Decision
from ...game.registration import Persona
from ...game.state import DEMON, EXECUTION, STORYTELLER, Seat
from ...script import all_characters
from ..base import Ability, Delta, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("legion.kill", "Legion kills {answer} tonight.",
                 by=BY_STORYTELLER, answers="none or player", owner="legion")

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag

VOTES = "votes"


def legion_count(players: int) -> int:
    """How many players are Legion: most of them."""
    return players // 2 + 1


@dataclass
class Legions:
    """Shared by every Legion ability in the game (``Game.shared``)."""

    night: int | None = None
    """The night a Legion last woke: one kill a night, however many Legion there are."""


@register
class Legion(Ability):
    """[Most players are Legion]: more than half the players are Legion and there are no
    Minions; the rest are Townsfolk and Outsiders (Outsiders kept as drawn where they fit).
    Legion never wakes: each night* the Storyteller may kill one player
    (``legion.kill``, nobody first), once for all of Legion, while a living Legion functions.
    An execution fails (the player is executed but does not die) when everyone whose vote
    put them on the block is evil. Legion registers as a Minion too, and at Demon info each
    Legion learns the other Legion players as its Minions."""

    id = "legion"
    storyteller_step = True

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        t, o, m, d = counts
        players = t + o + m + d
        good = players - legion_count(players)
        outsiders = min(o, max(0, good - 1))
        return [(good - outsiders - t, outsiders - o, -m, legion_count(players) - d)]

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        legion = next(c for c in bag.tokens if c.id == cls.id)
        for i, c in enumerate(bag.tokens):
            if c.team in (Team.MINION, Team.DEMON):
                bag.tokens[i] = legion
        wanted = legion_count(bag.players or len(bag.tokens))
        while sum(1 for c in bag.tokens if c.id == cls.id) < wanted and len(bag.tokens) < max(bag.players, 1):
            bag.tokens.append(legion)

    def personas(self, game: "Game") -> Iterable[Persona] | None:
        holder = self.holder
        if holder is None:
            return None
        minion = next((c for c in game.script.team(Team.MINION)), None) or all_characters()["poisoner"]
        return [Persona(minion, holder.alignment)]

    def adjust_evil_info(self, game: "Game", kind: str, seat: Seat, shown: dict[str, Any]) -> dict[str, Any] | None:
        if kind != "demon-info" or seat is not self.holder:
            return shown
        others = [s.index for s in game.seats if s.character.id == self.id and s is not seat]
        return {**shown, "minions": sorted(set(shown.get("minions", [])) | set(others))}

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and game.shared(Legions).night != game.night_no and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        if not game.functioning(self):
            return
        game.shared(Legions).night = game.night_no
        options: list[Any] = [None] + [s.index for s in game.seats if s.alive]
        target = game.ask(Decision("legion.kill", STORYTELLER, options,
                                   prompt="Legion: does a player die tonight?"))
        if target is not None:
            game.kill(game.seats[target], DEMON, self)

    def after_vote(self, game: "Game", nominee: Seat, voters: list[int]) -> None:
        if game.today.on_block is nominee:
            self.state[VOTES] = (game.day_no, nominee.index, list(voters))

    def prevents_death(self, game: "Game", target: Seat, cause: str, source: Ability | None) -> bool:
        if cause != EXECUTION:
            return False
        day, nominee, voters = self.state.get(VOTES, (None, None, []))
        if day != game.day_no or nominee != target.index or not voters:
            return False
        return all(game.seats[v].is_evil for v in voters)

