"""Ventriloquist (Loric): If a player is mad as a fresh character during their
nomination, they might not die if executed today.

When nominated, the nominee may publicly be mad as a fresh character: one nobody has
claimed yet this game (docs/rulings.md, Ventriloquist). If they are executed today, the Storyteller
decides whether they survive it (``ventriloquist.survives``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import EXECUTION, PUBLIC, STORYTELLER, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("ventriloquist.survives", "{about}, mad as a fresh character, survives: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="ventriloquist")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("ventriloquist-mad", "{seat} is mad as the {character} during their nomination.", ["seat", "character"])


def claimed(game: "Game") -> set[str]:
    """Every character publicly claimed so far this game."""
    found = {e.data.get("character") for e in game.events if e.kind in ("claim", "ventriloquist-mad")}
    return {c for c in found if isinstance(c, str)}


class Ventriloquist(Ability):
    """Mad as a fresh character when nominated: might survive execution today."""

    id = "ventriloquist"

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        used = claimed(game)
        options: list[Any] = [None] + [c.id for c in game.script.characters
                                       if not c.team.is_storyteller_rule and c.id not in used]
        pick = game.ask(Decision("ventriloquist", nominee.index, options,
                                 prompt="Be mad as a fresh character during your nomination?"))
        if pick is None:
            return
        game.log("ventriloquist-mad", PUBLIC, seat=nominee.index, character=pick)
        self.state.setdefault("mad", {})[nominee.index] = game.day_no

    def prevents_death(self, game: "Game", target: Seat, cause: str, source: "Ability | None") -> bool:
        if cause != EXECUTION or self.state.get("mad", {}).get(target.index) != game.day_no:
            return False
        survives = bool(game.ask(Decision("ventriloquist.survives", STORYTELLER, (False, True), about=target.index,
                                          prompt=f"{target.name} was mad as a fresh character: do they survive?")))
        if survives:
            self.fired(game, "survived", player=target.index)
        return survives


register(Ventriloquist)
