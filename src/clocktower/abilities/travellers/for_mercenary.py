"""Mercenary (Fall of Rome Traveller): Each night*, gain the ability of a player who publicly
claimed Spartacus today. If a Mercenary is exiled, you are exiled too. [+1 Mercenary of
opposing alignment]"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterable

from ...characters import EVIL, GOOD, Character, Team
from ...game.decisions import Decision
from ...game.info import inform
from ...game.registration import World
from ...game.state import STORYTELLER, Seat
from .. import ability_class
from ..base import Ability, register
from ..fabled.for_iamspartacus import claims_today
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("for_mercenary.ability", "The Storyteller gives the Mercenary {about} the ability of {answer}'s character.",
                 by=BY_STORYTELLER, answers="player", owner="for_mercenary")

if TYPE_CHECKING:
    import random

    from ...game.engine import Game


@dataclass
class MercenaryExiles:
    """Shared by every Mercenary ability in the game (``Game.shared``)."""

    exiled: set[int] = field(default_factory=set)
    """Mercenary seats exiled (each exile happens once)."""


class Mercenary(Ability):
    """Comes as a good and an evil pair. Each night* (woken with the Travellers, as the
    script's night order prints it) the Storyteller marks one of today's Spartacus claimants
    for each Mercenary (GOOD ABILITY, EVIL ABILITY); the Mercenary is shown that player's
    character token (the believed one for a Bad Omen or Hannibal) and holds its ability until
    its next wake. Nobody claimed: no ability. A drunk or poisoned Mercenary holds a fake copy.
    Exiling one Mercenary exiles the other; a death at night does not."""

    id = "for_mercenary"

    @classmethod
    def traveller_seats(cls, rng: "random.Random") -> list[str]:
        return [GOOD, EVIL]

    # -- nights ---------------------------------------------------------------------
    def wakes(self, game: "Game", first: bool) -> bool:
        if first or not super().wakes(game, first):
            return False
        if not claims_today(game):
            self._drop(game)  # the token goes nowhere tonight: the old ability is gone
            return False
        return True

    def night(self, game: "Game") -> None:
        holder = self.holder
        self._drop(game)
        claimants = [i for i in claims_today(game) if ability_class(game.seats[i].believes.id)]
        if holder is None or not claimants:
            return
        token = "GOOD ABILITY" if holder.alignment == GOOD else "EVIL ABILITY"
        pick = game.ask(Decision(f"{self.id}.ability", STORYTELLER, claimants, about=holder.index,
                                 prompt=f"Which Spartacus claimant's ability does {holder.name} "
                                        f"({token}) gain?"))
        marked = game.seats[pick].believes
        game.log("reminder", STORYTELLER, seat=pick, reminder=token, ability=self.id)
        works = game.functioning(self)

        def truth(world: World) -> Iterable[str]:
            return (marked.id,)

        shown = inform(game, self, self.id, truth, [marked.id, *self._others(game, marked)],
                       target=pick, token=token)
        character = game.script.by_id.get(shown, marked)
        game.grant(holder, character, fake=not works, granted_by=self)
        game.log("ability-fired", STORYTELLER, seat=holder.index, ability=self.id,
                 gained=character.id, works=works)

    def _others(self, game: "Game", marked: Character) -> list[str]:
        """Other characters a malfunctioning Mercenary may be shown."""
        return [c.id for c in game.script.characters
                if c.team not in (Team.TRAVELLER, Team.FABLED) and c.id != marked.id and ability_class(c.id)]

    def _drop(self, game: "Game") -> None:
        """Lose the ability gained before; what it earned while held (a guess, a challenge,
        a statement, nominations) still resolves at its place tonight."""
        holder = self.holder
        if holder is None:
            return
        for ability in [a for a in holder.abilities if a.granted_by is self and not a.retiring]:
            game.retire_ability(ability)

    # -- exile ------------------------------------------------------------------------
    def on_exile(self, game: "Game", traveller: Seat) -> None:
        holder = self.holder
        if holder is None or self.fake or traveller.character.id != self.id:
            return
        exiled = game.shared(MercenaryExiles).exiled
        exiled.add(traveller.index)
        if traveller is holder or holder.index in exiled or holder.character.id != self.id:
            return
        exiled.add(holder.index)
        game.log("ability-fired", STORYTELLER, seat=holder.index, ability=self.id, exiled_with=traveller.index)
        game.exile(holder)


register(Mercenary)
