"""Legion: Each night*, a player might die. Executions fail if only evil voted. You register
as a Minion too. [Most players are Legion]"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable

from ...characters import Team
from ...game.decisions import Decision
from ...game.registration import Persona
from ...game.state import DEMON, EXECUTION, STORYTELLER, Seat
from ...script import known_characters
from ...game.eventkinds import declare
from ..base import Ability, Delta, jinxed, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("legion.kill", "Legion kills {answer} tonight.",
                 by=BY_STORYTELLER, answers="none or player", owner="legion")
declare_decision("legion.reveal", "The Storyteller tells {about} that this player is Legion: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="legion")

declare("legion-learned", "{audience} learns {player} is Legion.", ["player"])

SEEN_AS_EVIL = ("politician", "zealot")
"""Jinxes: "The Politician [Zealot] might register as evil to Legion"."""

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
    seen_evil: dict[tuple[int, int], bool] = field(default_factory=dict)
    """(day, seat): whether that Politician or Zealot voter registered as evil to Legion."""


def reveal_legion(game: "Game", learner: Seat, seat: Seat) -> None:
    """The jinxes (Minstrel, Preacher): "...might learn they are Legion": the Storyteller
    decides (``legion.reveal``) whether ``learner`` learns that ``seat`` is Legion."""
    if game.ask(Decision("legion.reveal", STORYTELLER, (False, True), about=learner.index,
                         prompt=f"Does {learner.name} learn that {seat.name} is Legion?")):
        game.tell(learner, "legion-learned", player=seat.index)


@register
class Legion(Ability):
    """[Most players are Legion]: more than half the players are Legion and there are no
    Minions; the rest are Townsfolk and Outsiders (Outsiders kept as drawn where they fit).
    Legion never wakes: each night* the Storyteller may kill one player
    (``legion.kill``, nobody first), once for all of Legion, while a living Legion functions.
    An execution fails (the player is executed but does not die) when everyone whose vote
    put them on the block is evil. Legion registers as a Minion too, and at Demon info each
    Legion learns the other Legion players as its Minions. Jinxes (Politician, Zealot): a
    sober and healthy one among those voters may register as evil to Legion (``register``)."""

    id = "legion"
    storyteller_step = True
    removes_minions = True

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
        minion = next((c for c in game.script.team(Team.MINION)), None) or known_characters()["poisoner"]
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
        if not all(game.seats[v].is_evil or game.seats[v].character.id in SEEN_AS_EVIL for v in voters):
            return False
        return all(self._evil_to_legion(game, game.seats[v]) for v in voters)

    def _evil_to_legion(self, game: "Game", seat: Seat) -> bool:
        """Whether a voter counts as evil: truly evil, or (the Politician and Zealot jinxes) a
        sober and healthy Politician or Zealot the Storyteller has register as evil."""
        if seat.is_evil:
            return True
        if not jinxed(game, self.id, seat.character.id) or game.impaired(seat):
            return False
        seen = game.shared(Legions).seen_evil
        key = (game.day_no, seat.index)
        if key not in seen:  # asked once, however many Legion abilities look
            seen[key] = bool(game.ask(Decision("register", STORYTELLER, (False, True), about=seat.index,
                                               prompt=f"Does {seat.name} register as evil to Legion?")))
            if seen[key]:
                game.note_misregistration([seat])
        return seen[key]

