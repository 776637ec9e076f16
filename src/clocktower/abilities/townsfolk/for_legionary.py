"""Legionary (Fall of Rome): Each night, you learn how many living evil players are sat
clockwise between yourself and the next living Legionary. [+0 to +2 Legionary]

Other characters that create Townsfolk (the Blacksmith's gained ability, the Scholar's
converted Outsider) must call ``legionary_allowed(game)`` before offering the Legionary:
it is not allowed while a true Legionary is in play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...characters import Team
from ...errors import SetupError
from ...game import draws
from ...game.info import inform
from ...game.registration import World
from ...game.state import Seat
from ...game.setup import own_rule
from ..base import NO_CHANGE, Ability, ability_class, register

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag

LEGIONARY = "for_legionary"
EXTRA_WEIGHTS = (0.5, 0.3, 0.2)
"""How often the Storyteller adds 0, 1 or 2 extra Legionary tokens."""


def is_true_legionary(seat: Seat) -> bool:
    """A true Legionary: the Legionary character, or a seat that gained the real Legionary
    ability from a non-Traveller (a Blacksmith). Bad Omens and Hannibals who believe they are
    the Legionary hold a fake ability; a Mercenary's Legionary ability is a Traveller's."""
    if seat.character.id == LEGIONARY:
        return True
    for ability in seat.abilities:
        giver = ability.granted_by
        if giver is None or ability.fake or ability.character.id != LEGIONARY:
            continue
        if giver.character.team is not Team.TRAVELLER:
            return True
    return False


def legionary_allowed(game: "Game") -> bool:
    """Whether a Blacksmith or Scholar may make someone a Legionary (or the Storyteller
    give the Legionary as a bluff): only while no true Legionary is in play, dead or alive."""
    return not any(is_true_legionary(s) for s in game.seats)


def _plain_townsfolk(bag: "Bag", index: int) -> bool:
    """A Townsfolk token that is safe to swap for a Legionary: a true Townsfolk token (not
    a hidden character's), and not one whose own setup rules change the bag."""
    c = bag.tokens[index]
    if c.team is not Team.TOWNSFOLK or c.id == LEGIONARY or index in bag.believes:
        return False
    cls = ability_class(c.id)
    if cls is None:
        return False
    plain_modifiers = not own_rule(cls, "bag_modifiers") or cls.bag_modifiers((7, 2, 2, 1)) == [NO_CHANGE]
    return plain_modifiers and not own_rule(cls, "adjust_bag")


class Legionary(Ability):
    """Counts the living players registering as evil strictly between itself and the next
    living true Legionary clockwise (all the way round to itself if it is the only one).
    True Legionaries are never counted, even when evil. A Bad Omen or Hannibal 'Legionary'
    counts from its own seat the same way; a Mercenary holding the ability wakes only while
    a true Legionary lives."""

    id = LEGIONARY
    bluffed_only_out_of_play = True  # (not beside a true Legionary, even under the Pope)

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        """[+0 to +2 Legionary]: up to two other Townsfolk tokens become Legionary tokens."""
        swappable = bag.swappable(i for i in range(len(bag.tokens)) if _plain_townsfolk(bag, i))
        extra = bag.rng.choices(range(len(EXTRA_WEIGHTS)), weights=EXTRA_WEIGHTS)[0]
        legionary = next(c for c in bag.tokens if c.id == LEGIONARY)
        for i in draws.sample(bag.rng, swappable, min(extra, len(swappable))):
            bag.tokens[i] = legionary

    def prepare(self, game: "Game") -> None:
        if any(b.id == LEGIONARY for b in game.bluffs) and any(is_true_legionary(s) for s in game.seats):
            raise SetupError("the Legionary may be a Demon bluff only when no true Legionary is in play")

    def wakes(self, game: "Game", first: bool) -> bool:
        if not super().wakes(game, first):
            return False
        giver = self.granted_by
        if giver is not None and giver.character.team is Team.TRAVELLER:
            return any(s.alive and is_true_legionary(s) for s in game.seats)
        return True

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return
        between = self.counted_seats(game, holder)

        def truth(world: World) -> Iterable[int]:
            return (sum(1 for i in between if world.is_evil(i)),)

        space = range(len(game.seats))
        inform(game, self, self.id, truth, space, plain_first=True, counted=between, of="number")

    @staticmethod
    def counted_seats(game: "Game", holder: Seat) -> list[int]:
        """Living non-Legionary seats clockwise after ``holder`` up to the next living true
        Legionary (or all the way round to ``holder``)."""
        n = len(game.seats)
        found: list[int] = []
        for k in range(1, n):
            seat = game.seats[game.clockwise(holder.index, k)]
            if not seat.alive:
                continue
            if is_true_legionary(seat):
                break
            found.append(seat.index)
        return found


register(Legionary)
