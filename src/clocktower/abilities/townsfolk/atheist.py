"""Atheist: The Storyteller can break the game rules, and if executed, good wins, even if you
are dead. [No evil characters]

Setup: the bag holds no Minion or Demon tokens (``removes_evil``; the Atheist's bracket turns
their slots into Townsfolk) and every Traveller is good. With the Atheist on the script,
any living player may nominate the Storyteller (``Game.nominate_storyteller``); with the
votes an execution needs, the Storyteller is executed: good wins while an Atheist ability
works (alive or dead), otherwise evil wins. With no evil characters there is no Demon to
kill, so the game ends only then or when two players are left alive (good loses).

The rules the Storyteller breaks, as far as the engine lets them: every piece of
information may be anything (``adjust_info_mode``: drunkenness simulated), and each night
but the first the Storyteller may kill one living player (``atheist.kill``: a Demon
simulated). See docs/rulings.md, Atheist.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...characters import GOOD, Team
from ...game.decisions import Decision
from ...game.info import ARBITRARY, TRUE
from ...game.state import STORYTELLER, STORYTELLER_KILL
from ..base import Ability, Delta, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("atheist.kill", "The Storyteller, breaking the rules, kills {answer} tonight.",
                 by=BY_STORYTELLER, answers="none or player", owner="atheist")

if TYPE_CHECKING:
    from ...game.engine import Game

@dataclass
class AtheistKills:
    """Shared by every Atheist ability in the game (``Game.shared``)."""

    night: int | None = None
    """The night the Storyteller last decided a simulated kill."""


class Atheist(Ability):
    """No evil characters; the Storyteller may be executed (good wins) and may break rules."""

    id = "atheist"
    works_when_dead = True
    removes_evil = True
    storyteller_nominable = True

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        """[No evil characters]: every Minion and Demon slot becomes a Townsfolk."""
        _, _, minions, demons = counts
        return [(minions + demons, 0, -minions, -demons)]

    def prepare(self, game: "Game") -> None:
        """Mark the game as having no evil characters (a setup written by hand that holds
        evil players keeps the usual rules)."""
        holder = self.holder
        if self.fake or holder is None or holder.character.id != self.id:
            return
        if any(s.is_evil or s.team in (Team.MINION, Team.DEMON) for s in game.seats):
            return
        game.rules.no_evil = True
        self.fired(game, "no evil characters")

    def wakes(self, game: "Game", first: bool) -> bool:
        return False

    def storyteller_executed(self, game: "Game") -> tuple[str, str] | None:
        self.fired(game, "the Storyteller was executed")
        return GOOD, "the Storyteller was executed (Atheist)"

    def adjust_info_mode(self, game: "Game", ability: Ability, mode: str) -> str:
        """The Storyteller may give anyone false information, as if they were drunk."""
        if mode == TRUE and game.rules.no_evil and not self.fake:
            return ARBITRARY
        return mode

    def before_dawn(self, game: "Game") -> None:
        """Each night but the first the Storyteller may kill a living player, as a Demon
        would (once a night, however many Atheist abilities are in play)."""
        kills = game.shared(AtheistKills)
        if self.fake or not game.rules.no_evil or game.night_no < 2 or kills.night == game.night_no:
            return
        kills.night = game.night_no
        living = [s.index for s in game.seats if s.alive and not s.is_traveller]
        if not living:
            return
        options: list[Any] = [None, *living]
        victim = game.ask(Decision(f"{self.id}.kill", STORYTELLER, options,
                                   prompt="Break the rules: kill a living player tonight, as a Demon would?"))
        if victim is not None:
            self.fired(game, "simulated a Demon kill", target=victim)
            game.kill(game.seats[victim], STORYTELLER_KILL, self)


register(Atheist)
