"""Imp: Each night*, choose a player: they die. If you kill yourself this way, a Minion
becomes the Imp."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import DEMON, STORYTELLER, Seat
from ..base import Ability, register
from ..minions.scarletwoman import ScarletWoman
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("imp.starpass", "The Imp passes to {answer}.",
                 by=BY_STORYTELLER, answers="player", owner="imp")

if TYPE_CHECKING:
    from ...game.engine import Game

PASSING: Final = "passing"  # the Imp chose itself tonight and is dying of it


class Imp(Ability):
    """Kills one player each night* (decision ``imp``: any player, itself included). If the
    Imp, functioning, chooses itself and dies of it, a living Minion becomes the Imp at once,
    before the game checks for a living Demon: the Scarlet Woman by her own ability if it
    applies (5 or more players alive), otherwise a living Minion the Storyteller picks
    (decision ``imp.starpass``). The new Imp is woken and told at once; it does not kill
    tonight. With no living Minion, the Imp simply dies."""

    id = "imp"

    def night(self, game: "Game") -> None:
        holder = self.holder
        options = [s.index for s in game.seats]
        target = self.choose(game, options, "Choose a player: they die.")
        if not game.functioning(self):
            return
        if holder is not None and target == holder.index:
            self.state[PASSING] = True
            try:
                game.kill(holder, DEMON, self)
            finally:
                self.state.pop(PASSING, None)
        else:
            game.kill(game.seats[target], DEMON, self)

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is not self.holder or source is not self or not self.state.get(PASSING):
            return
        # The Scarlet Woman's own ability, if it applies, makes her the Imp: let it act first.
        for ability in game.abilities_for(ScarletWoman.id):
            ability.on_death(game, seat, cause, source)
        if any(s.alive and s.team is Team.DEMON for s in game.seats):
            return
        minions = [s.index for s in game.seats if s.alive and s.team is Team.MINION]
        if not minions:
            game.log("ability-failed", STORYTELLER, seat=seat.index, ability=self.id, reason="no living Minion")
            return
        chosen = game.ask(Decision(f"{self.id}.starpass", STORYTELLER, minions, about=seat.index,
                                   prompt="The Imp killed itself: which living Minion becomes the Imp?"))
        heir = game.seats[chosen]
        self.fired(game, "starpass", target=heir.index)
        game.change_character(heir, self.character, tell=False)
        game.log("wake", STORYTELLER, seat=heir.index, ability=self.id, position=-1,
                 night=game.night_no, reason="a Minion becomes the Imp")
        game.tell(heir, "character", character=self.id, alignment=heir.alignment)


register(Imp)
