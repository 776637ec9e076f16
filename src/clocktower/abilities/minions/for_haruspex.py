"""Haruspex (Fall of Rome): Each night, choose a player: you learn their character. The 1st
player you choose twice in this way, dies. [+ Spartacus]

Setup: the Spartacus token goes in the bag, replacing an Outsider or a Townsfolk (the two
bag changes the Storyteller may pick). Each night the Haruspex chooses any player and learns
the character they register as (a Spartacus who claimed Spartacus, or on night 1, is shown
as a Townsfolk, the one they are bluffing by default). Every chosen player is FORETOLD, even
by a drunk Haruspex. The first time a FORETOLD player is chosen again the kill is used (CAN'T
KILL): they die (an ability kill, so being safe from the Demon does not save them) if the
Haruspex is sober and healthy, and nothing happens otherwise. It still wakes every night.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...characters import Team
from ...errors import SetupError
from ...game.info import inform
from ...game.perscript import PerScript
from ...game.registration import World
from ...game.state import ABILITY, STORYTELLER, Seat
from ..base import Ability, Delta, register
from ..outsiders.for_spartacus import advised_character

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag
    from ...script import Script

SPARTACUS = "for_spartacus"
FORETOLD = "foretold"
CANT_KILL = "cant_kill"


class Haruspex(Ability):
    """Learns a player's character each night; the first player chosen a second time dies."""

    id = "for_haruspex"

    # -- setup ------------------------------------------------------------------
    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        # Spartacus replaces an Outsider (no change) or a Townsfolk (one Outsider more).
        if counts[0] > 0:
            return [(0, 0, 0, 0), (-1, 1, 0, 0)]
        return [(0, 0, 0, 0)]

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        if bag.in_bag(SPARTACUS) or not any(c.id == cls.id for c in bag.tokens):
            return
        spartacus = bag.script.by_id.get(SPARTACUS)
        if spartacus is None:
            return
        # The Outsider slot the bag change chose (an extra one when a Townsfolk was
        # replaced); only without any Outsider token does a Townsfolk token go.
        outsiders = bag.indices(Team.OUTSIDER)
        plain = [i for i in outsiders if i not in bag.believes]
        if plain and not bag.swappable(plain):
            # Every Outsider is one the Storyteller put in on purpose: no slot is left for
            # Spartacus, so this bag is drawn again.
            raise SetupError("no Outsider token may become Spartacus")
        townsfolk = [i for i in bag.indices(Team.TOWNSFOLK) if i not in bag.believes]
        pool = bag.swappable(plain) or outsiders or bag.swappable(townsfolk) or townsfolk
        if not pool:
            return
        slot = bag.rng.choice(pool)
        bag.tokens[slot] = spartacus
        bag.believes.pop(slot, None)

    # -- nights -------------------------------------------------------------------
    def night(self, game: "Game") -> None:
        options = [s.index for s in game.seats]
        foretold: list[int] = self.state.setdefault(FORETOLD, [])
        target = int(self.choose(game, options, "Choose a player: you learn their character."))
        seat = game.seats[target]
        self._learn(game, seat)
        if target not in foretold:
            foretold.append(target)
            game.log("reminder", STORYTELLER, seat=target, reminder="Foretold", ability=self.id)
            return
        if self.state.get(CANT_KILL):
            return
        self.state[CANT_KILL] = True
        game.log("reminder", STORYTELLER, seat=self.seat_index, reminder="Can't Kill", ability=self.id)
        if game.functioning(self):
            game.kill(seat, ABILITY, self)
        else:
            game.log("ability-failed", STORYTELLER, seat=self.seat_index, ability=self.id, target=target)

    def _learn(self, game: "Game", seat: Seat) -> None:
        """Show the chosen player's character (as registered)."""
        index = seat.index

        def truth(world: World) -> tuple[str, ...]:
            return (world.character(index).id,)

        # How to Run: a Spartacus who claimed is shown as the Townsfolk bluffed.
        inform(game, self, self.id, truth, _shown_first(game, advised_character(game, seat)), target=index)


register(Haruspex)


class _Tokens:
    """The script's character tokens (not Fabled) and the answer spaces made from them, by
    the token shown first."""

    def __init__(self, script: "Script") -> None:
        self.tokens = tuple(c.id for c in script.characters if c.team is not Team.FABLED)
        self.on_script = frozenset(self.tokens)
        self.spaces: dict[str, tuple[str, ...]] = {}


_BY_SCRIPT: Final[PerScript[_Tokens]] = PerScript(_Tokens)


def _script_tokens(game: "Game") -> _Tokens:
    """The game's script's ``_Tokens``."""
    return _BY_SCRIPT.of(game.script)


def _character_tokens(game: "Game") -> tuple[str, ...]:
    """Every character the Storyteller may show: the script's (not Fabled) and any in play."""
    kept = _script_tokens(game)
    extra = [s.character.id for s in game.seats if s.character.id not in kept.on_script]
    return kept.tokens + tuple(dict.fromkeys(extra)) if extra else kept.tokens


def _shown_first(game: "Game", preferred: str) -> tuple[str, ...]:
    """``_character_tokens`` with ``preferred`` first (kept while they are the script's)."""
    kept = _script_tokens(game)
    tokens = _character_tokens(game)
    found = kept.spaces.get(preferred) if tokens is kept.tokens else None
    if found is None:
        found = (preferred, *(c for c in tokens if c != preferred))
        if tokens is kept.tokens:
            kept.spaces[preferred] = found
    return found
