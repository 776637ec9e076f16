"""Sailor: Each night, choose an alive player: either you or they are drunk until dusk. You
can't die."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import DRUNK, STORYTELLER, Effect, Seat
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("sailor.drunk", "The Storyteller makes {answer} drunk (Sailor).",
                 by=BY_STORYTELLER, answers="player", owner="sailor")

if TYPE_CHECKING:
    from ...game.engine import Game

RIOT_NIGHT = 3
"""The author's rule: in a Riot game, the Sailor must drunk themselves on this night."""


class Sailor(Ability):
    """Chooses a living player each night (itself included). When sober and healthy at the
    choice, one of the two is drunk until the dusk ending the next day: the Sailor itself
    if it chose itself, otherwise the Storyteller's pick (decision ``sailor.drunk``, the
    usual player first). While the Sailor's ability functions, the Sailor cannot die, by
    any cause that protection stops (an execution included; the Assassin and exile still
    kill). In a game with a Riot in play, the Storyteller's pick on night 3 must be the
    Sailor (The Contagion Insurrection's author's rule)."""

    id = "sailor"

    def night(self, game: Game) -> None:
        me = self.holder
        living = [s.index for s in game.seats if s.alive]
        if me is None or not living:
            return
        target = self.choose(game, living, "Choose an alive player: you or they get drunk until dusk.")
        if not game.functioning(self):
            return
        chosen = game.seats[target]
        drunk = me if chosen is me else self._storyteller_pick(game, me, chosen)
        game.add_effect(Effect(DRUNK, drunk.index, self, until=("dusk", game.night_no)))

    def _storyteller_pick(self, game: Game, me: Seat, chosen: Seat) -> Seat:
        """Which of the two is drunk: the Storyteller decides."""
        if self._riot_night(game):
            options = [me.index]
        elif game.registers_as(chosen, lambda p: p.team is Team.TOWNSFOLK, "a Townsfolk"):
            options = [chosen.index, me.index]
        else:
            options = [me.index, chosen.index]
        pick = game.ask(Decision("sailor.drunk", STORYTELLER, options,
                                 about=me.index,
                                 prompt=f"The Sailor ({me.name}) chose {chosen.name}: who is drunk until dusk?"))
        return cast(Seat, game.seats[pick])

    @staticmethod
    def _riot_night(game: Game) -> bool:
        """A Riot game, on the night the Sailor must drunk themselves."""
        return game.night_no == RIOT_NIGHT and any(s.character.id == "riot" for s in game.seats)

    def prevents_death(self, game: Game, target: Seat, cause: str, source: Ability | None) -> bool:
        return target is self.holder


register(Sailor)
