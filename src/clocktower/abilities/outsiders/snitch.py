"""Snitch: Each Minion gets 3 bluffs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import STORYTELLER
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("snitch.bluff", "The Storyteller shows a Minion the bluff {answer} (Snitch).",
                 by=BY_STORYTELLER, answers="character", owner="snitch")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("snitch-bluffs", "{audience} is shown 3 characters not in play: {bluffs}.", ["bluffs"])


class Snitch(Ability):
    """First night, at the Snitch's place: if it functions, every Minion is shown three good
    characters of the script that nobody is or believes they are (``snitch.bluff``, one at
    a time; the Demon's bluffs may be among them)."""

    id = "snitch"
    storyteller_step = True

    def night(self, game: "Game") -> None:
        if game.night_no != 1 or not game.functioning(self):
            return
        taken = {s.character.id for s in game.seats} | {s.believes.id for s in game.seats}
        pool = [c.id for c in game.script.characters if c.team.is_good and c.id not in taken]
        for minion in game.seats:
            if minion.team is not Team.MINION:
                continue
            bluffs: list[str] = []
            for _ in range(3):
                left = [c for c in pool if c not in bluffs]
                if not left:
                    break
                bluffs.append(game.ask(Decision("snitch.bluff", STORYTELLER, left, about=minion.index,
                                                prompt=f"A bluff for {minion.name}?")))
            game.tell(minion, "snitch-bluffs", bluffs=bluffs)
            minion.knows["bluffs"] = list(bluffs)
        self.fired(game, "Minions get bluffs")


register(Snitch)
