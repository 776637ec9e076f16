"""Courtier: Once per game, at night, choose a character: they are drunk for 3 nights & 3
days."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.state import DRUNK, STORYTELLER, Effect
from ..base import Ability, register
from ..shared.teams import PLAYERS_TEAMS, script_ids

if TYPE_CHECKING:
    from ...game.engine import Game


class Courtier(Ability):
    """Once per game, on any night, a character of the script (a Traveller included) or
    nobody (decision ``courtier``). Choosing uses the ability, drunk or not. When it functions, every player
    who is that character then (their true character) is drunk from now until the dusk
    ending the third day (chosen on night N: nights N to N+2, days N to N+2), whatever
    happens to the Courtier later. A character not in play: nothing happens."""

    id = "courtier"

    def night(self, game: "Game") -> None:
        options: list[Any] = [None, *script_ids(game.script, PLAYERS_TEAMS)]
        choice = self.choose(game, options, "Choose a character: they are drunk for 3 nights & 3 days (or nobody).")
        if choice is None:
            return
        works = game.functioning(self)
        self.spent = True
        game.log("ability-used", STORYTELLER, seat=self.seat_index, ability=self.id, chose=choice, works=works)
        if not works:
            return
        for seat in game.in_play(choice):
            game.add_effect(Effect(DRUNK, seat.index, self, until=("dusk", game.night_no + 2)))


register(Courtier)
