"""Kazali: Each night*, choose a player: they die. [You choose which players are which
Minions. -? to +? Outsiders]"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL, Team
from ...game.state import STORYTELLER
from ...script import player_counts
from ..base import Ability, Delta, register
from ..shared.demonkill import demon_kill
from ..shared.bag import remove_token
from ..minions.marionette import enter_play, enters_after, neighbour_options

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag

OUTSIDER_SHIFT = (-1, 0, 1, 2)
"""How far the Storyteller moves the Outsider count here ("-? to +? Outsiders")."""
NEVER_CHOSEN = ("marionette",)
"""Minions the Kazali does not hand out (they must be set up otherwise)."""


class Kazali(Ability):
    """[No Minion tokens]: the Minions' seats go to Townsfolk, and the Outsider count moves by
    -1 to +2. The first night (before the Minion info) the Kazali chooses, once per Minion
    the player count calls for, another player (decision ``kazali``) and a not-in-play Minion
    on the script (``kazali.minion``): that player becomes that Minion, evil, and is told so.
    Every other night it chooses a player: they die.

    Jinx (Marionette): the Kazali may make a good neighbour of its own the Marionette (only
    offered once such a player is chosen); they are not woken and keep believing their
    character (``minions.marionette.enter_play``)."""

    id = "kazali"
    removes_minions = True  # the Kazali makes its Minions from players on the first night

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        t, o, m, _ = counts
        return [(m - k, k, -m, 0) for k in OUTSIDER_SHIFT if o + k >= 0 and t + m - k >= 1]

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        for i in reversed(range(len(bag.tokens))):
            if bag.tokens[i].team is Team.MINION:
                remove_token(bag, i)

    def night(self, game: "Game") -> None:
        if game.night_no == 1:
            self._make_minions(game)
            return
        demon_kill(self, game)

    def _make_minions(self, game: "Game") -> None:
        holder = self.holder
        wanted = player_counts(max(5, min(15, game.player_count))).minion
        taken: set[str] = {s.character.id for s in game.seats}
        for _ in range(wanted):
            players = [s.index for s in game.seats if s is not holder and not s.is_evil and not s.is_traveller]
            minions = [c.id for c in game.script.team(Team.MINION)
                       if c.id not in taken and c.id not in NEVER_CHOSEN and game.script.by_id.get(c.id)
                       and _implemented(c.id)]
            if not players or not minions:
                return
            target = self.choose(game, players, "Choose a player to be a Minion.")
            minions = [c for c in minions if game.may_become(game.seats[target], c)]  # a Heretic's pair
            if not minions:
                return
            if holder is not None and "marionette" not in taken and enters_after(game, self.id) \
                    and target in neighbour_options(game, holder):
                minions.append("marionette")  # the jinx: a neighbour may be the Marionette
            minion = self.choose(game, minions, "Choose their Minion.", kind="kazali.minion")
            taken.add(minion)
            seat = game.seats[target]
            self.fired(game, "makes a Minion", target=target, minion=minion)
            if minion == "marionette" and holder is not None:
                enter_play(game, seat, holder)  # not woken: they still believe they are good
                continue
            game.log("wake", STORYTELLER, seat=target, ability=self.id, position=-1, night=game.night_no,
                     reason="becomes a Minion")
            game.set_alignment(seat, EVIL)
            game.change_character(seat, game.script.by_id[minion], by=self)


register(Kazali)


def _implemented(cid: str) -> bool:
    from .. import implemented

    return implemented(cid)
