"""Scholar (Fall of Rome): The 1st time you nominate a living Outsider, they immediately become
a not-in-play Townsfolk. [+1 Outsider]"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import STORYTELLER, Seat
from ..base import Ability, Delta, register
from .for_blacksmith import not_in_play_townsfolk
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("for_scholar.character", "The lectured {about} becomes {answer}.",
                 by=BY_STORYTELLER, answers="character", owner="for_scholar")

if TYPE_CHECKING:
    from ...game.engine import Game

LECTURED = "lectured"
USED = "used"


class Scholar(Ability):
    """[+1 Outsider] applies when a true Scholar token is in the bag: a Bad Omen who believes
    it is the Scholar is dealt a Townsfolk not in the bag, so no Outsider is added for it.

    The first time the Scholar nominates a living player who registers as an Outsider (the
    Storyteller decides for one who may or may not), the ability is used; if it functions,
    that player at once becomes a not-in-play Townsfolk of the Storyteller's choice
    (``for_scholar.character``), keeping their alignment, and is told at the Scholar's place
    that night (first in the order), even if the Scholar has died since. A Bad Omen's or
    Hannibal's believed Scholar does nothing."""

    id = "for_scholar"

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        return [(-1, 1, 0, 0)] if counts[0] > 0 else [(0, 0, 0, 0)]

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        if nominator is not self.holder or self.fake or USED in self.state or not nominee.alive:
            return
        if not game.registers_as(nominee, lambda p: p.team is Team.OUTSIDER, "an Outsider"):
            return
        self.state[USED] = True
        game.log("reminder", STORYTELLER, seat=self.seat_index, reminder="No ability", ability=self.id)
        if not game.functioning(self):
            game.log("ability-failed", STORYTELLER, seat=self.seat_index, ability=self.id,
                     nominee=nominee.index)
            return
        options = [c.id for c in not_in_play_townsfolk(game)]
        if not options:
            game.log("ability-failed", STORYTELLER, seat=self.seat_index, ability=self.id,
                     reason="no not-in-play Townsfolk")
            return
        choice = game.ask(Decision("for_scholar.character", STORYTELLER, options, about=nominee.index,
                                   prompt=f"{nominee.name} is lectured: which not-in-play Townsfolk "
                                          "do they become?"))
        game.log("reminder", STORYTELLER, seat=nominee.index, reminder="Lectured", ability=self.id)
        game.change_character(nominee, game.script.by_id[choice], tell=False)
        self.state[LECTURED] = (game.day_no, nominee.index)

    def wakes(self, game: "Game", first: bool) -> bool:
        lectured = self.state.get(LECTURED)
        return not first and lectured is not None and lectured[0] == game.night_no - 1

    def night(self, game: "Game") -> None:
        _, index = self.state.pop(LECTURED)
        seat = game.seats[index]
        game.log("wake", STORYTELLER, seat=index, ability=self.id, position=-1, night=game.night_no,
                 reason="lectured")
        seat.knows["alignment"] = seat.alignment
        game.tell(seat, "character", character=seat.believes.id, alignment=seat.alignment)


register(Scholar)
