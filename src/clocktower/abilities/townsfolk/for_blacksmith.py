"""Blacksmith (Fall of Rome): The 1st time the Demon kills you, you live & gain a not-in-play
Townsfolk ability."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Character, Team
from ...game.decisions import Decision
from ...game.state import DEMON, STORYTELLER, Seat
from .. import implemented
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("for_blacksmith.ability", "The Storyteller gives the Blacksmith {about} the ability of {answer}.",
                 by=BY_STORYTELLER, answers="character", owner="for_blacksmith")

if TYPE_CHECKING:
    from ...game.engine import Game

GAINED = "gained"
USED = "used"


def not_in_play_townsfolk(game: "Game") -> list[Character]:
    """Townsfolk on the script that no player is (true character), that the engine can
    play, and never the Legionary while a true Legionary is in play."""
    in_play = {s.character.id for s in game.seats}
    found = [c for c in game.script.characters
             if c.team is Team.TOWNSFOLK and c.id not in in_play and implemented(c.id)]
    try:
        from .for_legionary import LEGIONARY, legionary_allowed
    except ImportError:  # pragma: no cover - the Legionary is part of the script
        return found
    if not legionary_allowed(game):
        found = [c for c in found if c.id != LEGIONARY]
    return found


class Blacksmith(Ability):
    """The first Demon kill (cause ``demon``) the Blacksmith would die of, while this ability
    functions, it survives instead: the Storyteller picks a not-in-play Townsfolk
    (``for_blacksmith.ability``) and the holder gains that ability (``Game.grant``) while
    staying the Blacksmith (it still registers as the Blacksmith). At the Blacksmith's place
    that night it is woken and shown the ability. Other kills never trigger it; drunk or
    poisoned, a Bad Omen or a Hannibal, it simply dies."""

    id = "for_blacksmith"

    def prevents_death(self, game: "Game", target: Seat, cause: str, source: Ability | None) -> bool:
        if cause != DEMON or target is not self.holder or USED in self.state:
            return False
        self.state[USED] = True  # the 1st Demon kill has happened
        options = [c.id for c in not_in_play_townsfolk(game)]
        game.log("reminder", STORYTELLER, seat=target.index, reminder="Is the Blacksmith", ability=self.id)
        if not options:
            game.log("ability-failed", STORYTELLER, seat=target.index, ability=self.id,
                     reason="no not-in-play Townsfolk")
            return True
        choice = game.ask(Decision("for_blacksmith.ability", STORYTELLER, options, about=target.index,
                                   prompt=f"{target.name} the Blacksmith survives: which not-in-play "
                                          "Townsfolk ability do they gain?"))
        game.grant(target, game.script.by_id[choice], granted_by=self)
        self.state[GAINED] = (game.night_no if game.phase.startswith("night") else None, choice)
        if not game.phase.startswith("night"):
            self._show(game)
        return True

    def wakes(self, game: "Game", first: bool) -> bool:
        gained = self.state.get(GAINED)
        holder = self.holder
        return (gained is not None and gained[0] == game.night_no and holder is not None and holder.alive)

    def night(self, game: "Game") -> None:
        self._show(game)

    def _show(self, game: "Game") -> None:
        _, choice = self.state[GAINED]
        self.state[GAINED] = (-1, choice)
        if self.holder is not None:
            game.tell(self.holder, "gained-ability", character=choice, ability=self.id)


register(Blacksmith)
