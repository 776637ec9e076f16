"""Ojo: Each night*, choose a character: they die. If they are not in play, the Storyteller
chooses who dies."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import DEMON, STORYTELLER
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


@register
class Ojo(Ability):
    """Kills a character, not a player; if nobody is that character, the Storyteller picks."""

    id = "ojo"

    def night(self, game: "Game") -> None:
        options = [c.id for c in game.script.characters if c.team is not Team.TRAVELLER]
        choice = self.choose(game, options, "Choose a character: they die.")
        if not game.functioning(self):
            return
        character = game.script.by_id[choice]
        holders = [s for s in game.seats
                   if game.registers_as(s, lambda p: p.character.id == choice, character.name)]
        if holders:
            victims = [game.ask(Decision("ojo.which", STORYTELLER, [s.index for s in holders],
                                         prompt=f"Which {character.name} dies?"))]
        else:
            seats = [s.index for s in game.seats]
            likely = [5.0 if s.alive and not s.is_evil else 0.2 for s in game.seats]
            victims = [game.ask(Decision("ojo.victim", STORYTELLER, seats, weights=likely,
                                         prompt=f"{character.name} is not in play: who dies?"))]
            if game.in_play("shabaloth") or "shabaloth" in game.script:
                extra = game.ask(Decision("ojo.second", STORYTELLER, [None] + [s.index for s in game.seats],
                                          weights=[0.8] + [0.2 / len(game.seats)] * len(game.seats),
                                          prompt="Kill a second player, as a Shabaloth would?"))
                if extra is not None and extra not in victims:
                    victims.append(extra)
        for v in victims:
            game.kill(game.seats[v], DEMON, self)
