"""Hannibal (Fall of Rome): You think you are a good character, but you are not. Minions
learn 3 bluffs. Each night*, a player might die. The 1st Hannibal to die, becomes good.
[+1 Hannibal]

Setup: two Hannibals (one Townsfolk fewer, one Demon more). Each believes a good character
and holds a fake copy of it (arbitrary information, no effect). The Demon token is swapped
for a good token not in the bag (a Townsfolk, or an Outsider: an extra Outsider token);
the second Hannibal takes a Townsfolk slot. Minion info shows both Hannibals and three
bluffs; the Hannibals get no Demon info; an evil Traveller learns both are Hannibal. Each
night* the Storyteller (never the player) decides whether a player dies for each living
Hannibal. The first Hannibal to die turns good and is told so that night; the other is
never told. If only evil players are alive, evil wins.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...characters import EVIL, GOOD, Character, Team
from ...game.decisions import Decision
from ...game.state import DEMON, STORYTELLER, Seat
from ..base import Ability, Delta, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("for_hannibal.kill", "The Storyteller has Hannibal kill {answer}.",
                 by=BY_STORYTELLER, answers="none or player", owner="for_hannibal")

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag

TELL_GOOD = "tell_good"
NOT_BELIEVED = ("for_spartacus",)  # its token comes from the Haruspex; a real one is needed


@dataclass
class HannibalMarks:
    """Shared by every Hannibal ability in the game (``Game.shared``)."""

    kills: dict[int, int] = field(default_factory=dict)
    """Night number -> Hannibal kills the Storyteller chose that night."""
    turned: int | None = None
    """The seat of the first Hannibal to die (now good)."""


class Hannibal(Ability):
    """A hidden Demon (one of two) whose kills are the Storyteller's choice."""

    id = "for_hannibal"

    @property
    def decider(self) -> int:
        """Hannibal's choices are the Storyteller's: its player does not know."""
        return STORYTELLER

    # -- setup ------------------------------------------------------------------
    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        return [(-1, 0, 0, +1)]

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        slots = [i for i, c in enumerate(bag.tokens) if c.id == cls.id and i not in bag.believes]
        if not slots:
            return
        hannibal = bag.tokens[slots[0]]
        # The Demon token becomes a good token not in the bag: a Townsfolk, or an Outsider
        # (an extra Outsider token); rarer with a Scholar in play, as How to Run advises.
        townsfolk = bag.believable(Team.TOWNSFOLK, NOT_BELIEVED)
        outsiders = bag.believable(Team.OUTSIDER, NOT_BELIEVED)
        outsider_weight = 0.3 if bag.in_bag("for_scholar") else 1.0
        pool = townsfolk + outsiders
        weights = [_weight(c) * 3.0 for c in townsfolk] + [outsider_weight] * len(outsiders)
        if pool:
            bag.believes[slots[0]] = bag.rng.choices(pool, weights)[0]
        if len(slots) == 1:
            # The second Hannibal fills the Townsfolk slot [+1 Hannibal] took.
            second = bag.believable(Team.TOWNSFOLK, NOT_BELIEVED) or list(bag.script.team(Team.TOWNSFOLK))
            bag.tokens.append(hannibal)
            bag.believes[len(bag.tokens) - 1] = bag.rng.choices(second, [_weight(c) for c in second])[0]

    # -- first night: what the evil team learns -----------------------------------
    def adjust_evil_info(self, game: "Game", kind: str, seat: Seat,
                         shown: dict[str, Any]) -> dict[str, Any] | None:
        if self.fake:
            return shown
        if kind == "demon-info" and seat.character.id == self.id:
            return None  # a Hannibal does not know it is the Demon
        if kind == "minion-info":
            return {**shown, "demon_character": self.id, "bluffs": [c.id for c in game.bluffs]}
        if kind == "traveller-info":  # both Demons, and that they are Hannibal; not the Minions
            return {**shown, "demon_character": self.id}
        return shown

    # -- nights ---------------------------------------------------------------------
    def wakes(self, game: "Game", first: bool) -> bool:
        if self.state.get(TELL_GOOD):
            return True  # the first Hannibal to die is woken and told, even dead
        return not first and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        if self.state.pop(TELL_GOOD, False):
            self._tell_good(game)
        holder = self.holder
        if holder is None or not holder.alive or game.night_no == 1 or not game.functioning(self):
            return
        options: list[Any] = [None] + [s.index for s in game.seats if s.alive]
        victim = game.ask(Decision(f"{self.id}.kill", STORYTELLER, options, about=holder.index,
                                   prompt=f"Hannibal ({holder.name}): does a player die tonight?"))
        if victim is None:
            return
        kills = game.shared(HannibalMarks).kills
        kills[game.night_no] = kills.get(game.night_no, 0) + 1
        game.kill(game.seats[victim], DEMON, self)

    # -- the first Hannibal to die turns good ------------------------------------------
    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        marks = game.shared(HannibalMarks)
        if seat is not self.holder or self.fake or marks.turned is not None:
            return
        marks.turned = seat.index
        game.set_alignment(seat, GOOD, tell=False)
        if game.phase.startswith("night"):
            self._tell_good(game)  # woken at once
        else:
            self.state[TELL_GOOD] = True  # woken tonight

    def _tell_good(self, game: "Game") -> None:
        """The player learns they are Hannibal, and good; the believed ability goes."""
        seat = self.holder
        if seat is None:
            return
        for fake in [a for a in seat.abilities if a.fake and a.granted_by is None]:
            game.remove_ability(fake)
        seat.believes = seat.character
        seat.knows["alignment"] = seat.alignment
        game.tell(seat, "character", character=self.id, alignment=seat.alignment)

    def declares_win(self, game: "Game") -> tuple[str, str] | None:
        if self.fake:
            return None
        living = [s for s in game.seats if s.alive and not s.is_traveller]
        if living and all(s.is_evil for s in living):
            return (EVIL, "only evil players are alive")
        return None


register(Hannibal)


def _weight(c: Character) -> float:
    """A Hannibal Gladiator is soon found out (How to Run): rarely chosen."""
    return 0.3 if c.id == "for_gladiator" else 1.0
