"""Amnesiac: You do not know what your ability is. Each day, privately guess what it is: you
learn how accurate you are."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from ...characters import Team
from ...game.decisions import Decision
from ...game.info import inform
from ...game.registration import World
from ...game.state import STORYTELLER
from .. import ability_class, implemented
from ..base import NO_CHANGE, Ability, overrides, register
from ..shared.teams import NOT_TRAVELLERS, script_ids

if TYPE_CHECKING:
    from ...game.engine import Game

ACCURACY = ("correct", "close", "far")


def _usable(cid: str) -> bool:
    """A Townsfolk ability the Storyteller may give the Amnesiac: implemented, with no setup
    rules of its own (it arrives after the bag is made)."""
    cls = ability_class(cid)
    return (cls is not None and implemented(cid) and cls.bag_modifiers((7, 2, 2, 1)) == [NO_CHANGE]
            and not overrides(cls, "adjust_bag")
            and not cls.believes_townsfolk)


class Amnesiac(Ability):
    """The Storyteller's invented ability is modelled as a Townsfolk ability of the script
    nobody is (``amnesiac.ability``), gained secretly before the first night: it wakes and
    works as that character's, and what it tells the Amnesiac is labelled "amnesiac"
    (``hides_grants``). Each day a living Amnesiac may privately guess a character
    (``amnesiac``); the Storyteller answers "correct" only for the true one, otherwise
    "close" or "far" as they judge (``info.amnesiac``; drunk or poisoned, anything)."""

    id = "amnesiac"
    hides_grants = True

    def prepare(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or any(a.granted_by is self for a in holder.abilities):
            return
        taken = {s.character.id for s in game.seats} | {s.believes.id for s in game.seats}
        pool = [c.id for c in game.script.team(Team.TOWNSFOLK)
                if c.id not in taken and c.id != self.id and _usable(c.id)]
        if not pool:
            return
        chosen = game.ask(Decision(f"{self.id}.ability", STORYTELLER, pool, about=holder.index,
                                   prompt=f"Which ability does the Amnesiac {holder.name} have?"))
        self.state["ability"] = chosen
        granted = game.grant(holder, game.script.by_id[chosen], granted_by=self)
        granted.prepare(game)
        game.log("reminder", STORYTELLER, seat=holder.index, reminder="?", ability=self.id, character=chosen)

    def day_action(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or not holder.alive:
            return
        options: list[Any] = [None, *script_ids(game.script, NOT_TRAVELLERS)]
        guess = game.ask(Decision(self.id, holder.index, options,
                                  prompt="Privately guess what your ability is?"))
        if guess is None:
            return
        actual = self.state.get("ability")

        def truth(world: World) -> Iterable[str]:
            return ("correct",) if guess == actual else ("close", "far")

        plain = "correct" if guess == actual else "far"
        inform(game, self, self.id, truth, [plain, *(a for a in ACCURACY if a != plain)], guess=guess)
        game.log("reminder", STORYTELLER, seat=holder.index, reminder="?", ability=self.id, guess=guess)


register(Amnesiac)
