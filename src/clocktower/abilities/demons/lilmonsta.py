"""Lil' Monsta: Each night, Minions choose who babysits Lil' Monsta & "is the Demon". Each
night*, a player might die. [+1 Minion]"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...characters import EVIL, Team
from ...errors import SetupError
from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.registration import Persona
from ...game.state import DEMON, STORYTELLER, Seat
from ..base import Ability, Delta, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("lilmonsta.start", "{answer} holds Lil' Monsta first.",
                 by=BY_STORYTELLER, answers="player", owner="lilmonsta")
declare_decision("lilmonsta.kill", "Lil' Monsta kills {answer} tonight.",
                 by=BY_STORYTELLER, answers="none or player", owner="lilmonsta")

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag

declare("lilmonsta-babysit", "You babysit Lil' Monsta: you are the Demon.", ["night"])

BABYSITTER = "babysitter"


@register
class LilMonsta(Ability):
    """[+1 Minion]: no player is dealt Lil' Monsta; its token becomes a not-in-play Minion
    and the Storyteller holds the Lil' Monsta ability (``Setup.extra["storyteller_holds"]``).
    While preparing the Grimoire the Storyteller gives the token to a Minion
    (``lilmonsta.start``); each night the living Minions choose who babysits it (the first
    living Minion answers for them, decision ``lilmonsta``), and that Minion is told. The
    babysitter *is the Demon* (``Ability.is_demon``: good wins when no babysitter lives) and
    registers as Lil' Monsta. Each night* the Storyteller may kill a player
    (``lilmonsta.kill``, nobody first); it is the Demon's kill."""

    id = "lilmonsta"

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        return [(0, 0, 1, -1)]

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        spare = bag.unused(Team.MINION)
        if not spare:
            raise SetupError("Lil' Monsta needs a spare Minion for its [+1 Minion]")
        for i, c in enumerate(bag.tokens):
            if c.id == cls.id:
                bag.tokens[i] = bag.rng.choice(spare)
        bag.extra.setdefault("brackets", []).append(cls.id)
        bag.extra.setdefault("storyteller_holds", []).append(cls.id)

    def prepare(self, game: "Game") -> None:
        minions = [s.index for s in game.seats if s.team is Team.MINION]
        if minions:
            self.state[BABYSITTER] = game.ask(Decision("lilmonsta.start", STORYTELLER, minions,
                                                       prompt="Which Minion holds Lil' Monsta first?"))

    def babysitter(self, game: "Game") -> Seat | None:
        """The Minion holding Lil' Monsta now, if any."""
        index = self.state.get(BABYSITTER)
        return None if index is None else game.seats[index]

    def night(self, game: "Game") -> None:
        minions = [s.index for s in game.seats if s.alive and s.team is Team.MINION]
        sitter = self.babysitter(game)
        if minions and (sitter is None or sitter.alive):
            chosen = game.ask(Decision(self.id, minions[0], minions,
                                       prompt="Minions: who babysits Lil' Monsta tonight?"))
            self.state[BABYSITTER] = chosen
            game.log("reminder", STORYTELLER, seat=chosen, reminder="Is The Demon", ability=self.id)
            game.tell(game.seats[chosen], "lilmonsta-babysit", night=game.night_no)
        if game.night_no == 1 or not game.functioning(self):
            return
        sitter = self.babysitter(game)
        if sitter is None or not sitter.alive:
            return
        options: list[Any] = [None] + [s.index for s in game.seats if s.alive]
        target = game.ask(Decision("lilmonsta.kill", STORYTELLER, options,
                                   prompt="Lil' Monsta: does a player die tonight?"))
        if target is not None:
            game.kill(game.seats[target], DEMON, self)

    def is_demon(self, game: "Game", seat: Seat) -> bool:
        return self.state.get(BABYSITTER) == seat.index

    def adjust_personas(self, game: "Game", seat: Seat, found: list[Persona]) -> list[Persona]:
        if self.state.get(BABYSITTER) != seat.index:
            return found
        return [Persona(self.character, EVIL), *found[1:]]
