"""Actor (Fall of Rome): Once per game, during the day, publicly guess 3 players' character
types (not yourself, 1 guess per type). That night, you learn how many you got correct."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, permutations
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from ...characters import Team
from ...game.decisions import Decision
from ...game.info import inform
from ...game.lazyoptions import Product
from ...game.registration import World, true_answers, worlds
from ...game.state import PUBLIC, STORYTELLER
from ..base import Ability, register
from ...game.eventkinds import declare

declare("actor-guess", "{seat} publicly guesses character types: {guess}.", ["seat", "guess"])

if TYPE_CHECKING:
    from ...game.engine import Game

TYPES = tuple(t.value for t in (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON))
GUESS = "guess"


def guesses(players: list[int]) -> list[tuple[tuple[int, str], ...]]:
    """Every legal guess: three players (by seat, ascending), each given a different type."""
    return list(_options(tuple(sorted(players)))[1:])


@lru_cache(maxsize=64)
def _options(players: tuple[int, ...]) -> Sequence[Any]:
    """The Actor's options: nobody first, then ``guesses`` (made only as they are looked at;
    only nobody with fewer than three others to guess: the rest are Travellers)."""
    return Product((tuple(combinations(players, 3)), tuple(permutations(TYPES, 3))), _paired, head=(None,))


def _paired(combo: tuple[Any, ...]) -> tuple[tuple[int, str], ...]:
    """One guess: each of three players (``combo[0]``) given a type (``combo[1]``)."""
    trio, types = combo
    return tuple(zip(trio, types))


class Actor(Ability):
    """The guess (decision ``for_actor``: nobody, or three (seat, type) pairs) is public and
    uses the ability whatever the Actor's state. How many are right is fixed when the guess
    is made and counts registration (a Bad Omen is an Outsider; every way the players may
    register then gives a true count). That night, at its place, a living Actor learns the
    count (``info.for_actor``): true if it functions then, false for a Bad Omen, arbitrary
    when drunk, poisoned or Hannibal."""

    id = "for_actor"

    def day_action(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or not holder.alive or GUESS in self.state or self.spent:
            return
        others = tuple(s.index for s in game.seats if s is not holder and not s.is_traveller)
        options = _options(others)
        if len(options) == 1:
            return
        guess = game.ask(Decision("for_actor", holder.index, options,
                                  prompt="Publicly guess three players' character types (one of each)?"))
        if guess is None:
            return

        def truth(world: World) -> Iterable[int]:
            return (sum(1 for seat, kind in guess if world.team(seat).value == kind),)

        counts = sorted(true_answers(game, truth))
        self.state[GUESS] = (game.day_no, guess, counts)
        game.log("actor-guess", PUBLIC, seat=holder.index, guess=[list(g) for g in guess])
        game.log("reminder", STORYTELLER, seat=holder.index, reminder="Correct", ability=self.id, correct=counts)
        plain = next(iter(worlds(game)))  # every player as they truly register (the quiet world)
        for seat, kind in guess:
            if plain.team(seat).value == kind:
                game.log("reminder", STORYTELLER, seat=seat, reminder="Correct", ability=self.id)

    def owes(self, game: Game) -> bool:
        made = self.state.get(GUESS)
        return not self.spent and made is not None and made[0] == game.night_no - 1

    def wakes(self, game: "Game", first: bool) -> bool:
        made = self.state.get(GUESS)
        return (not first and made is not None and made[0] == game.night_no - 1
                and super().wakes(game, first))

    def night(self, game: "Game") -> None:
        _, guess, counts = self.state[GUESS]
        known = set(counts)

        def truth(world: World) -> Iterable[int]:
            return known

        everything = sorted(range(4), key=lambda a: (a not in known, a))
        inform(game, self, self.id, truth, everything, guess=[list(g) for g in guess], of="number")
        self.spent = True
        game.log("reminder", STORYTELLER, seat=self.seat_index, reminder="No ability", ability=self.id)


register(Actor)
