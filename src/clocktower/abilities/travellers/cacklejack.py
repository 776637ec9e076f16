"""Cacklejack: Each day, choose a player: a different player changes character tonight."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.state import STORYTELLER
from ..base import Ability, register
from .. import ability_class
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("cacklejack.target", "The Cacklejack makes {answer} change character tonight.",
                 by=BY_STORYTELLER, answers="player", owner="cacklejack")
declare_decision("cacklejack.character", "{about} becomes {answer}.",
                 by=BY_STORYTELLER, answers="character", owner="cacklejack")

if TYPE_CHECKING:
    from ...game.engine import Game

NOT_ME = "not me"


class Cacklejack(Ability):
    """Each day the living Cacklejack privately chooses a player (decision ``cacklejack``),
    marked NOT ME. That night, at its place, if it functions, the Storyteller chooses another
    player who is not a Traveller (``cacklejack.target``) and a not-in-play character of the
    same character type on the script (``cacklejack.character``): that player becomes it,
    keeping their alignment, and is told their new character."""

    id = "cacklejack"
    storyteller_step = True

    def day_action(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or not holder.alive:
            return
        chosen = self.choose(game, [s.index for s in game.seats], "Choose a player (NOT ME).")
        self.state[NOT_ME] = (game.day_no, chosen)
        game.log("reminder", STORYTELLER, seat=chosen, reminder="Not Me", ability=self.id)

    def wakes(self, game: "Game", first: bool) -> bool:
        day, _ = self.state.get(NOT_ME, (None, None))
        return day == game.night_no - 1 and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        _, spared = self.state[NOT_ME]
        if not game.functioning(self):
            return
        in_play = {s.character.id for s in game.seats}
        options: list[Any] = []
        for seat in game.seats:
            if seat.index == spared or seat.is_traveller:
                continue
            if any(game.may_become(seat, c) for c in self._characters(game, seat.character.team, in_play)):
                options.append(seat.index)
        if not options:
            return
        target = game.seats[game.ask(Decision("cacklejack.target", STORYTELLER, options,
                                              prompt="Cacklejack: who changes character tonight?"))]
        characters = [c for c in self._characters(game, target.character.team, in_play)
                      if game.may_become(target, c)]  # never both of a Heretic's pair
        new = game.ask(Decision("cacklejack.character", STORYTELLER, characters, about=target.index,
                                prompt=f"{target.name} becomes which character?"))
        self.fired(game, "changes a character", target=target.index, character=new)
        game.log("wake", STORYTELLER, seat=target.index, ability=self.id, position=-1, night=game.night_no,
                 reason="changes character")
        game.change_character(target, game.script.by_id[new])

    @staticmethod
    def _characters(game: "Game", team: Any, in_play: set[str]) -> list[str]:
        """Not-in-play implemented characters of ``team`` on the script (not hidden ones)."""
        found = []
        for c in game.script.team(team):
            cls = ability_class(c.id)
            if c.id not in in_play and cls is not None and not cls.believes_townsfolk:
                found.append(c.id)
        return found


register(Cacklejack)
