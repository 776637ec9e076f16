"""Snake Charmer: Each night, choose an alive player: a chosen Demon swaps characters &
alignments with you & is then poisoned."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.state import POISONED, STORYTELLER, Effect
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class SnakeCharmer(Ability):
    """Each night, one living player (themself allowed; decision ``snakecharmer``). If it is
    a Demon (its true character: misregistration cannot hand over a Demon) and the Snake
    Charmer functions, the two players swap characters (the holder's own character: a
    Philosopher who gained this ability gives the Demon the Philosopher) and alignments
    (whatever they were), each is told their new character and alignment, and the old
    Demon is poisoned for the rest of the game."""

    id = "snakecharmer"

    def night(self, game: "Game") -> None:
        holder = self.holder
        living = [s.index for s in game.seats if s.alive]
        if holder is None or not living:
            return
        target = self.choose(game, living, "Choose an alive player: if they are the Demon, you swap.")
        demon = game.seats[target]
        if demon is holder or demon.team is not Team.DEMON:
            return
        if not game.functioning(self):
            game.log("ability-failed", STORYTELLER, seat=holder.index, ability=self.id, reason="impaired")
            return
        mine, theirs = holder.character, demon.character
        my_alignment, their_alignment = holder.alignment, demon.alignment
        game.set_alignment(holder, their_alignment)
        game.set_alignment(demon, my_alignment)
        game.change_character(holder, theirs)
        game.change_character(demon, mine)
        game.add_effect(Effect(POISONED, demon.index, self))
        game.log("reminder", STORYTELLER, seat=demon.index, reminder="Poisoned", ability=self.id)
        self.fired(game, "swap", demon=demon.index, character=theirs.id)


register(SnakeCharmer)
