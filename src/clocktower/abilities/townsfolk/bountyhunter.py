"""Bounty Hunter: You start knowing 1 evil player. If the player you know dies, you learn
another evil player tonight. [1 Townsfolk is evil]"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Iterable

from ...characters import EVIL, Team
from ...game.decisions import Decision
from ...game.info import ARBITRARY, info_mode, inform
from ...game.registration import World, true_answers
from ...game.state import STORYTELLER
from ..base import Ability, jinxed, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("bountyhunter.evil", "The Storyteller turns {answer} evil (Bounty Hunter).",
                 by=BY_STORYTELLER, answers="none or player", owner="bountyhunter")

if TYPE_CHECKING:
    from ...game.setup import Bag
    from ...game.engine import Game

KNOW: Final = "know"  # the seat marked KNOW
SHOWN: Final = "shown"  # every seat shown so far
LATER = "bountyhunter: evil townsfolk after the kazali"
"""``Setup.extra`` key: the Kazali jinx put off making the evil Townsfolk until the Kazali has
made its Minions ("If the Kazali turns the Bounty Hunter into a Minion, an evil Townsfolk is
not created")."""
KAZALI = "kazali"


class BountyHunter(Ability):
    """Setup: another Townsfolk token is dealt evil. Learns (``info.bountyhunter``) one other
    player registering as evil, never one shown before, on the first night, and on any
    later night when the player marked KNOW is dead (the new KNOW player is a living one).
    A drunk or poisoned Bounty Hunter may be shown anyone (it becomes the KNOW player);
    a sober one with no evil player left to show learns nothing.

    Jinx (Kazali): with a Kazali in the bag no token is turned at setup; on the first night,
    after the Kazali made its Minions, a Bounty Hunter still in play has the Storyteller turn
    a good Townsfolk evil (``bountyhunter.evil``), who is told, before it learns its player.
    A Bounty Hunter the Kazali made a Minion makes nobody evil."""

    id = "bountyhunter"

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        """[1 Townsfolk is evil]: one other Townsfolk token is turned upside down (the Kazali
        jinx: later, see ``_evil_townsfolk``)."""
        if bag.in_bag(KAZALI) and any({j.a, j.b} == {cls.id, KAZALI} for j in bag.script.jinxes):
            bag.extra[LATER] = True
            return
        townsfolk = [i for i in bag.indices(Team.TOWNSFOLK)
                     if bag.tokens[i].id != cls.id and i not in bag.believes]
        if townsfolk:
            bag.alignments[bag.rng.choice(townsfolk)] = EVIL

    def on_gained(self, game: "Game") -> None:
        """Jinx (Philosopher): a Philosopher gaining this ability may turn a Townsfolk evil
        (``bountyhunter.evil``: the Storyteller picks a good Townsfolk, or nobody; the
        player learns it). A fake copy (a drunk Philosopher's) turns nobody."""
        granted_by = self.granted_by
        if self.fake or granted_by is None or granted_by.character.id != "philosopher" \
                or not jinxed(game, self.id, "philosopher"):
            return
        townsfolk = [s.index for s in game.seats if s.team is Team.TOWNSFOLK and not s.is_evil
                     and s is not self.holder]
        if not townsfolk:
            return
        options: list[int | None] = [None, *townsfolk]
        turned = game.ask(Decision("bountyhunter.evil", STORYTELLER, options,
                                   about=self.seat_index,
                                   prompt="The Philosopher gained the Bounty Hunter ability: turn a Townsfolk evil?"))
        if turned is not None:
            self.fired(game, "a Townsfolk turned evil", target=turned)
            game.set_alignment(game.seats[turned], EVIL)

    def wakes(self, game: "Game", first: bool) -> bool:
        know = self.state.get(KNOW)
        return (know is None or not game.seats[know].alive) and super().wakes(game, first)

    def _evil_townsfolk(self, game: "Game") -> None:
        """The Kazali jinx: the setup's evil Townsfolk, made once the Kazali made its Minions
        (the Storyteller's choice of a good Townsfolk other than the Bounty Hunter)."""
        if self.fake or game.night_no != 1 or not game.setup.extra.get(LATER) or self.state.get(LATER):
            return
        self.state[LATER] = True
        townsfolk = [s.index for s in game.seats if s.team is Team.TOWNSFOLK and not s.is_evil
                     and s is not self.holder]
        if not townsfolk:
            return
        game.log("jinx", STORYTELLER, jinx=f"{self.id}/{KAZALI}")
        turned = game.ask(Decision("bountyhunter.evil", STORYTELLER, townsfolk, about=self.seat_index,
                                   prompt="[1 Townsfolk is evil]: which Townsfolk is evil?"))
        game.set_alignment(game.seats[turned], EVIL)

    def night(self, game: "Game") -> None:
        self._evil_townsfolk(game)
        shown_before = set(self.state.get(SHOWN, ()))
        candidates = [i for i in self.others(game)
                      if i not in shown_before and (game.night_no == 1 or game.seats[i].alive)]
        if not candidates:
            return

        def truth(world: World) -> Iterable[int]:
            return (i for i in candidates if world.is_evil(i))

        if info_mode(game, self) != ARBITRARY and not true_answers(game, truth):
            game.log("ability-failed", STORYTELLER, seat=self.seat_index, ability=self.id,
                     reason="no evil player left to show")
            return
        shown = inform(game, self, self.id, truth, candidates, plain_first=True)
        self.state[KNOW] = shown
        self.state[SHOWN] = sorted(shown_before | {shown})
        game.log("reminder", STORYTELLER, seat=shown, reminder="Know", ability=self.id)


register(BountyHunter)
