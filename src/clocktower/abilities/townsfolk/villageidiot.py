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


TOKENS = 3
"""The Village Idiot tokens a Storyteller has (the one and up to two extras): the Boffin's
and the Pit-Hag's jinxes give or make one more only while one is spare."""


def tokens_in_play(game: "Game") -> int:
    """How many Village Idiot tokens are in use: players who are or believe they are one,
    and Village Idiot abilities given to a player of another character (the Boffin's)."""
    seats = sum(1 for s in game.seats if VillageIdiot.id in (s.character.id, s.believes.id))
    given = sum(1 for a in game.abilities_for(VillageIdiot.id)
                if a.granted_by is not None and a.holder is not None and a.holder.character.id != VillageIdiot.id)
    return seats + given


def choose_drunk(game: "Game", source: Ability) -> None:
    """With two or more Village Idiots in play, the Storyteller chooses which one is drunk
    (``villageidiot.drunk``; the one already drunk is the first, quiet, answer) and the drunk
    reminder moves there."""
    idiots = [s.index for s in game.seats if s.character.id == VillageIdiot.id]
    if len(idiots) < 2:
        return
    game.shared(VillageIdiots).drunk_chosen = True
    marked = [e for s in game.seats for e in s.effects if e.kind == DRUNK and e.until is None
              and e.source is not None and e.source.character.id == VillageIdiot.id]
    was = [e.target for e in marked if e.target in idiots]
    idiots.sort(key=lambda i: i not in was)
    drunk = game.ask(Decision("villageidiot.drunk", STORYTELLER, idiots,
                              prompt="Which Village Idiot is the drunk one?"))
    if was and was[0] == drunk:
        return
    for effect in marked:
        if effect.source is not None:
            game.remove_effects(effect.source, DRUNK)
    game.add_effect(Effect(DRUNK, drunk, source))
    game.log("reminder", STORYTELLER, seat=drunk, reminder="Drunk", ability=VillageIdiot.id)


class VillageIdiot(Ability):
    """Setup: up to two other plain Townsfolk tokens become Village Idiots. Before the
    first night, with two or more Village Idiots in play, the Storyteller marks one of them
    DRUNK for the whole game (``villageidiot.drunk``). Each night the Village Idiot chooses
    any player (``villageidiot``) and learns an alignment they register as
    (``info.villageidiot``)."""

    id = "villageidiot"

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        idiot = next(c for c in bag.tokens if c.id == cls.id)
        extra = bag.rng.choices(range(len(EXTRA_WEIGHTS)), weights=EXTRA_WEIGHTS)[0]
        if bag.extra.get("boffin") == cls.id:  # the Boffin's jinx already took a spare token
            extra = min(extra, TOKENS - 2)
        # Plain Townsfolk tokens: nobody's hidden token, not turned, no stand-in (a Summoner's
        # waiting Marionette dealt as a Townsfolk keeps its token).
        swappable = bag.plain(Team.TOWNSFOLK)
        for i in bag.rng.sample(swappable, min(extra, len(swappable))):
            bag.tokens[i] = idiot

    def prepare(self, game: "Game") -> None:
        if not game.shared(VillageIdiots).drunk_chosen:
            choose_drunk(game, self)

    def night(self, game: "Game") -> None:
        target = self.choose(game, [s.index for s in game.seats], "Choose a player: you learn their alignment.")

        def truth(world: World) -> Iterable[str]:
            return ("evil" if world.is_evil(target) else "good",)

        plain = "evil" if game.seats[target].is_evil else "good"
        inform(game, self, self.id, truth, [plain, "good" if plain == "evil" else "evil"], target=target)


register(VillageIdiot)
