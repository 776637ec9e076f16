"""Ojo: Each night*, choose a character: they die. If they are not in play, the Storyteller
chooses who dies."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import DEMON, STORYTELLER
from .. import ability_class
from ..base import Ability, register
from ..shared.teams import NOT_TRAVELLERS, script_ids
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("ojo.extra", "The Storyteller has the Ojo also kill {answer}.",
                 by=BY_STORYTELLER, answers="none or player", owner="ojo")
declare_decision("ojo.victim", "The Ojo's character is not in play: the Storyteller kills {answer}.",
                 by=BY_STORYTELLER, answers="player", owner="ojo")
declare_decision("ojo.which", "The Storyteller picks which of them dies: {answer}.",
                 by=BY_STORYTELLER, answers="player", owner="ojo")

declare("ojo-no-death", "The Ojo's choice of {character} kills nobody ({reason}).")

if TYPE_CHECKING:
    from ...game.engine import Game


class Ojo(Ability):
    """Kills a character, not a player; if nobody is that character, the Storyteller picks.

    Decisions: ``ojo`` (the character), ``ojo.which`` (several living players register as
    it), ``ojo.victim`` (not in play: any player, living good ones first) and ``ojo.extra``
    (not in play, on a script with a Demon that kills more than once a night: more victims,
    None first).
    """

    id = "ojo"

    def night(self, game: "Game") -> None:
        options = script_ids(game.script, NOT_TRAVELLERS)
        choice = self.choose(game, options, "Choose a character: they die.")
        if not game.functioning(self):
            return
        character = game.script.by_id[choice]
        holders = [s for s in game.seats
                   if game.registers_as(s, lambda p: p.character.id == choice, character.name)]
        if holders:
            # In play: only that player can die (one of them, if several); a dead one is
            # already dead, and nobody else dies in their place.
            living = [s.index for s in holders if s.alive]
            if not living:
                game.log("ojo-no-death", STORYTELLER, character=choice, reason="dead")
                return
            victim = game.ask(Decision("ojo.which", STORYTELLER, living,
                                       prompt=f"Which {character.name} dies?"))
            game.kill(game.seats[victim], DEMON, self)
            return
        self._not_in_play(game, character.name)

    def _not_in_play(self, game: "Game", name: str) -> None:
        """The Storyteller chooses who dies: almost always a living good player."""
        order = sorted(game.seats, key=lambda s: (not s.alive, s.is_evil, s.index))
        seats = [s.index for s in order]
        victims = [game.ask(Decision("ojo.victim", STORYTELLER, seats,
                                     prompt=f"{name} is not in play: who dies?"))]
        for _ in range(self._kills_allowed(game) - 1):
            rest = [i for i in seats if i not in victims]
            extra = game.ask(Decision(
                "ojo.extra", STORYTELLER, [None] + rest,
                prompt="Kill another player too, as a Demon that kills several a night would?"))
            if extra is None:
                break
            victims.append(extra)
        for v in victims:
            game.kill(game.seats[v], DEMON, self)

    @staticmethod
    def _kills_allowed(game: "Game") -> int:
        """The most kills a night of any Demon on the script (or in play) makes."""
        demons = {c.id for c in game.script.team(Team.DEMON)}
        demons |= {s.character.id for s in game.seats if s.team is Team.DEMON}
        most = 1
        for cid in demons:
            cls = ability_class(cid)
            most = max(most, cls.kills_per_night if cls else 1)
        return most


register(Ojo)
