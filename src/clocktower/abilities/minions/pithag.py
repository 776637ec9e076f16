"""Pit-Hag: Each night*, choose a player & a character they become (if not in play). If a
Demon is made, deaths tonight are arbitrary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import STORYTELLER, STORYTELLER_KILL
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("pithag.demonkills", "A Demon was made: the Demons' kills still work tonight: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="pithag")
declare_decision("pithag.kill", "Deaths tonight are arbitrary: {answer} also dies.",
                 by=BY_STORYTELLER, answers="none or player", owner="pithag")

if TYPE_CHECKING:
    from ...game.engine import Game

TYPES = (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON)


@register
class PitHag(Ability):
    """Each night but the first, the Pit-Hag chooses a non-Traveller player and a character
    of the script (decision ``pithag``). If no player is that character and the Pit-Hag
    functions, the player becomes it (keeping their alignment) and is told. If the new
    character is a Demon, deaths tonight are arbitrary: the Storyteller may stop every
    Demon kill tonight (``pithag.demonkills``) and may kill any players now
    (``pithag.kill``, one at a time, until nobody)."""

    id = "pithag"

    def wakes(self, game: Game, first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: Game) -> None:
        seats = [s.index for s in game.seats if not s.is_traveller]
        characters = [c.id for c in game.script.characters if c.team in TYPES]
        options = [(s, c) for s in seats for c in characters]
        if not options:
            return
        target, cid = self.choose(game, options, "Choose a player and a character they become.")
        seat = game.seats[target]
        if any(s.character.id == cid for s in game.seats):
            return  # in play: nothing happens
        if not game.functioning(self):
            game.log("ability-failed", STORYTELLER, seat=self.seat_index, ability=self.id, reason="impaired")
            return
        new = game.script.by_id[cid]
        self.fired(game, "changed", target=target, character=cid)
        game.change_character(seat, new)
        if new.team is Team.DEMON:
            self._arbitrary_deaths(game)

    def _arbitrary_deaths(self, game: Game) -> None:
        """A Demon was made: the Storyteller decides who dies tonight."""
        keep = game.ask(Decision(f"{self.id}.demonkills", STORYTELLER, (True, False),
                                 prompt="A Demon was made: do the Demons' kills tonight still work?"))
        if not keep:
            game.cancel_demon_kills(self)
        for _ in range(len(game.seats)):
            living = [s.index for s in game.seats if s.alive]
            if not living:
                return
            victim = game.ask(Decision(f"{self.id}.kill", STORYTELLER, [None, *living],
                                       prompt="Deaths tonight are arbitrary: who else dies (or nobody)?"))
            if victim is None:
                return
            game.kill(game.seats[victim], STORYTELLER_KILL, self)
