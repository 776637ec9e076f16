"""Village Idiot: Each night, choose a player: you learn their alignment. [+0 to +2 Village
Idiots. 1 of the extras is drunk]"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

from ...characters import Team
from ...game.decisions import Decision
from ...game.info import inform
from ...game.registration import World
from ...game.state import DRUNK, STORYTELLER, Effect
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("villageidiot.drunk", "The Storyteller makes {answer} the drunk Village Idiot.",
                 by=BY_STORYTELLER, answers="player", owner="villageidiot")

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag

EXTRA_WEIGHTS = (0.5, 0.3, 0.2)
"""How often the Storyteller adds 0, 1 or 2 extra Village Idiots."""


@dataclass
class VillageIdiots:
    """Shared by every Village Idiot ability in the game (``Game.shared``)."""

    drunk_chosen: bool = False
    """The drunk Village Idiot has been chosen."""


@register
class VillageIdiot(Ability):
    """Setup: up to two other plain Townsfolk tokens become Village Idiots. Before the
    first night, with two or more Village Idiots in play, the Storyteller marks one of them
    DRUNK for the whole game (``villageidiot.drunk``). Each night the Village Idiot chooses
    any player (``villageidiot``) and learns an alignment they register as
    (``info.villageidiot``)."""

    id = "villageidiot"

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        from .. import ability_class

        def plain(i: int) -> bool:
            c = bag.tokens[i]
            if c.team is not Team.TOWNSFOLK or c.id == cls.id or i in bag.believes:
                return False
            other = ability_class(c.id)
            return other is not None and other.bag_modifiers((7, 2, 2, 1)) == [(0, 0, 0, 0)] \
                and other.adjust_bag.__func__ is Ability.adjust_bag.__func__  # type: ignore[attr-defined]

        idiot = next(c for c in bag.tokens if c.id == cls.id)
        extra = bag.rng.choices(range(len(EXTRA_WEIGHTS)), weights=EXTRA_WEIGHTS)[0]
        swappable = [i for i in range(len(bag.tokens)) if plain(i)]
        for i in bag.rng.sample(swappable, min(extra, len(swappable))):
            bag.tokens[i] = idiot

    def prepare(self, game: "Game") -> None:
        idiots = [s.index for s in game.seats if s.character.id == self.id]
        shared = game.shared(VillageIdiots)
        if len(idiots) < 2 or shared.drunk_chosen:
            return
        shared.drunk_chosen = True
        drunk = game.ask(Decision("villageidiot.drunk", STORYTELLER, idiots,
                                  prompt="Which Village Idiot is the drunk one?"))
        game.add_effect(Effect(DRUNK, drunk, self))
        game.log("reminder", STORYTELLER, seat=drunk, reminder="Drunk", ability=self.id)

    def night(self, game: "Game") -> None:
        target = self.choose(game, [s.index for s in game.seats], "Choose a player: you learn their alignment.")

        def truth(world: World) -> Iterable[str]:
            return ("evil" if world.is_evil(target) else "good",)

        plain = "evil" if game.seats[target].is_evil else "good"
        inform(game, self, self.id, truth, [plain, "good" if plain == "evil" else "evil"], target=target)
