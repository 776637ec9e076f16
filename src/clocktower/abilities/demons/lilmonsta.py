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
from ..base import Ability, Delta, jinxed, register
from ..townsfolk.poppygrower import poppy_grower_alive
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("lilmonsta.start", "{answer} holds Lil' Monsta first.",
                 by=BY_STORYTELLER, answers="player", owner="lilmonsta")
declare_decision("lilmonsta.magician", "The Magician lives: the Storyteller has {answer} babysit Lil' Monsta.",
                 by=BY_STORYTELLER, answers="player", owner="lilmonsta")
declare_decision("lilmonsta.kill", "Lil' Monsta kills {answer} tonight.",
                 by=BY_STORYTELLER, answers="none or player", owner="lilmonsta")
declare_decision("lilmonsta.take", "{decider} (a Minion, woken alone) takes the Lil' Monsta token: {answer}.",
                 answers="yes/no", owner="lilmonsta")

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag

declare("lilmonsta-babysit", "You babysit Lil' Monsta: you are the Demon.", ["night"])

BABYSITTER = "babysitter"
KEPT = "kept"  # the babysitter keeps the token for the rest of the game (Scarlet Woman jinx)


def babysitter_of(game: "Game") -> Seat | None:
    """The seat babysitting Lil' Monsta now, if the Storyteller holds it."""
    for ability in game.storyteller_abilities:
        if isinstance(ability, LilMonsta):
            return ability.babysitter(game)
    return None


def lil_monsta(game: "Game") -> "LilMonsta | None":
    """The Lil' Monsta ability the Storyteller holds, if any."""
    for ability in game.storyteller_abilities:
        if isinstance(ability, LilMonsta):
            return ability
    return None


class LilMonsta(Ability):
    """[+1 Minion]: no player is dealt Lil' Monsta; its token becomes a not-in-play Minion
    and the Storyteller holds the Lil' Monsta ability (``Setup.extra["storyteller_holds"]``).
    While preparing the Grimoire the Storyteller gives the token to a Minion
    (``lilmonsta.start``); each night the living Minions choose who babysits it (the first
    living Minion answers for them, decision ``lilmonsta``), and that Minion is told. The
    babysitter *is the Demon* (``Ability.is_demon``: good wins when no babysitter lives) and
    registers as Lil' Monsta. Each night* the Storyteller may kill a player
    (``lilmonsta.kill``, nobody first); it is the Demon's kill. The ability works through the
    babysitter (``works_through``): while the babysitter is drunk or poisoned, it does not.
    Jinxes: a Scarlet Woman may take the token for the rest of the game (``keep``); with a
    Marionette in play, the first babysitter is a Minion neighbouring it; while a Poppy Grower
    lives, the Minions are asked one by one whether they take the token (``lilmonsta.take``);
    while a Magician lives, the Storyteller chooses the babysitter (``lilmonsta.magician``);
    a Demon choosing Lil' Monsta at a tea party becomes a Minion and holds the token
    (``enter_play``, the Hatter jinx)."""

    id = "lilmonsta"

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        return [(0, 0, 1, -1)]

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        for i, c in enumerate(bag.tokens):
            if c.id == cls.id:
                spare = bag.spare(Team.MINION)
                if not spare:
                    raise SetupError("Lil' Monsta needs a spare Minion for its [+1 Minion]")
                bag.put(i, bag.rng.choice(spare))  # that Minion's own bracket applies
        bag.extra.setdefault("brackets", []).append(cls.id)
        bag.extra.setdefault("storyteller_holds", []).append(cls.id)

    def prepare(self, game: "Game") -> None:
        minions = [s.index for s in game.seats if s.team is Team.MINION]
        beside = _beside_marionette(game, minions)
        if beside:
            minions = beside  # the Marionette jinx: it starts as the Demon's neighbour
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
        if minions and (sitter is None or sitter.alive) and not self.state.get(KEPT):
            if _magician_alive(game):
                game.log("jinx", STORYTELLER, jinx="lilmonsta/magician")
                chosen = game.ask(Decision("lilmonsta.magician", STORYTELLER, minions,
                                           prompt="The Magician lives: which Minion babysits Lil' Monsta tonight?"))
            elif _poppy_grower_alive(game):
                chosen = self._one_by_one(game, minions)
            else:
                chosen = game.ask(Decision(self.id, minions[0], minions,
                                           prompt="Minions: who babysits Lil' Monsta tonight?"))
            self.state[BABYSITTER] = chosen
            game.log("reminder", STORYTELLER, seat=chosen, reminder="Is The Demon", ability=self.id)
            game.tell(game.seats[chosen], "lilmonsta-babysit", night=game.night_no)
        if game.night_no == 1:
            return
        sitter = self.babysitter(game)
        if sitter is None or not sitter.alive:
            return
        options: list[Any] = [None] + [s.index for s in game.seats if s.alive]
        target = game.ask(Decision("lilmonsta.kill", STORYTELLER, options,
                                   prompt="Lil' Monsta: does a player die tonight?"))
        if target is None:
            return
        if game.functioning(self):
            game.kill(game.seats[target], DEMON, self)
        else:
            game.log("ability-failed", STORYTELLER, seat=sitter.index, ability=self.id,
                     reason="drunk or poisoned")

    def _one_by_one(self, game: "Game", minions: list[int]) -> int:
        """The Poppy Grower jinx: the living Minions wake alone, in seat order, until one takes
        the token; the last one asked takes it when every other declined."""
        game.log("jinx", STORYTELLER, jinx="lilmonsta/poppygrower")
        for index in minions[:-1]:
            if game.ask(Decision(f"{self.id}.take", index, (True, False),
                                 prompt="Do you take the Lil' Monsta token (and become the Demon)?")):
                return index
        return minions[-1]

    def keep(self, game: "Game", seat: Seat) -> None:
        """``seat`` babysits Lil' Monsta for the rest of the game (the Minions choose no more)."""
        self.state[BABYSITTER] = seat.index
        self.state[KEPT] = True
        game.log("reminder", STORYTELLER, seat=seat.index, reminder="Is The Demon", ability=self.id)

    def works_through(self, game: "Game") -> Seat | None:
        return self.babysitter(game)

    def is_demon(self, game: "Game", seat: Seat) -> bool:
        return self.state.get(BABYSITTER) == seat.index

    def adjust_personas(self, game: "Game", seat: Seat, found: list[Persona]) -> list[Persona]:
        if self.state.get(BABYSITTER) != seat.index:
            return found
        return [Persona(self.character, EVIL), *found[1:]]


register(LilMonsta)


def enter_play(game: "Game", babysitter: Seat) -> "LilMonsta":
    """Lil' Monsta enters play during the game (the Hatter jinx: a Demon chose it at a tea
    party, and became a Minion): the Storyteller holds its ability and ``babysitter``, who
    was the Demon, holds the token until the Minions next choose, and is told."""
    ability = lil_monsta(game)
    if ability is None:
        made = game.grant(None, game.script.by_id[LilMonsta.id])
        assert isinstance(made, LilMonsta)
        ability = made
    ability.state[BABYSITTER] = babysitter.index
    game.log("reminder", STORYTELLER, seat=babysitter.index, reminder="Is The Demon", ability=LilMonsta.id)
    game.tell(babysitter, "lilmonsta-babysit", night=game.night_no)
    return ability


def _beside_marionette(game: "Game", minions: list[int]) -> list[int]:
    """The Minions sitting next to a Marionette in play (with the Lil' Monsta jinx)."""
    if not jinxed(game, LilMonsta.id, "marionette"):
        return []
    puppets = [s for s in game.seats if s.character.id == "marionette"]
    return [m for m in minions if m not in {p.index for p in puppets}
            and any(game.seats[m] in game.neighbours(p, _anyone) for p in puppets)]


def _magician_alive(game: "Game") -> bool:
    """The Magician jinx: "If the Magician is alive, the Storyteller chooses which Minion
    babysits Lil' Monsta" (a living player whose character is the Magician)."""
    return jinxed(game, LilMonsta.id, "magician") and any(
        s.alive and s.character.id == "magician" for s in game.seats)


def _poppy_grower_alive(game: "Game") -> bool:
    """Whether the Poppy Grower jinx applies tonight: a Poppy Grower is alive."""
    return jinxed(game, LilMonsta.id, "poppygrower") and poppy_grower_alive(game)


def _anyone(seat: Seat) -> bool:
    return True
