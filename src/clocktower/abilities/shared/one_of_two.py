"""What the Washerwoman, Librarian and Investigator share: "you start knowing that 1 of 2
players is a particular <type>".

The answer is two other players (in seat order) and a character of that type, flattened to
``(a, b, character)``: true when one of the two registers as that character. The
Librarian alone may also be told "zero" (no other player registers as an Outsider).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING, Any, Iterable

from ...characters import Team
from ...game.info import inform
from ...game.lazyoptions import Lazy
from ...game.registration import World

if TYPE_CHECKING:
    from ...game.engine import Game
    from ..base import Ability

ZERO = "zero"
"""The answer "zero of that type are in play" (the Librarian's)."""


def team_ids(game: "Game", team: Team) -> list[str]:
    """Characters of ``team`` the Storyteller may show: the script's, then any in play off it."""
    found = [c.id for c in game.script.characters if c.team is team]
    for seat in game.seats:
        if seat.team is team and seat.character.id not in found:
            found.append(seat.character.id)
    return found


@dataclass
class _Space:
    """Every answer for some other players and tokens (``everything``: pair by pair, each
    pair's in token order), and, worked out as asked, the positions in ``everything`` of
    the answers naming a seat as a character (information judges answers by position)."""

    everything: "_Answers"
    """Made on demand (information judges answers by position)."""
    tokens: dict[str, int]
    """Each token's place among the tokens."""
    with_seat: dict[int, list[int]]
    """For each seat, the places among the pairs of the pairs holding it."""
    naming: dict[tuple[int, str], tuple[int, ...]] = field(default_factory=dict)


def _space(others: tuple[int, ...], tokens: tuple[str, ...], zero: bool) -> _Space:
    """The answer space of ``one_of_two`` for ``others`` and ``tokens``. (Built for each
    answer: in a run of a few games, keeping it for the next game with the same seats and
    tokens cost more than it saved.)"""
    pairs = list(combinations(others, 2))
    everything = _Answers(pairs, tokens, (ZERO,) if zero else ())
    with_seat: dict[int, list[int]] = {i: [] for i in others}
    for k, (a, b) in enumerate(pairs):
        with_seat[a].append(k)
        with_seat[b].append(k)
    return _Space(everything, {c: k for k, c in enumerate(tokens)}, with_seat)


class _Answers(Lazy):
    """Every answer ``(a, b, character)``, pair by pair and each pair's in token order, then
    ``tail`` (ZERO), each made when asked for by position: the Storyteller is offered a view
    of the legal ones, and only the one picked is made."""

    def __init__(self, pairs: list[tuple[int, int]], tokens: tuple[str, ...], tail: tuple[Any, ...]) -> None:
        self.pairs = pairs
        self.tokens = tokens
        self.tail = tail
        self.size = len(pairs) * len(tokens) + len(tail)

    def at(self, index: int) -> Any:
        k, place = divmod(index, len(self.tokens)) if self.tokens else (len(self.pairs), index)
        if k >= len(self.pairs):
            return self.tail[index - len(self.pairs) * len(self.tokens)]
        a, b = self.pairs[k]
        return (a, b, self.tokens[place])


def _naming(space: _Space, i: int, c: str) -> tuple[int, ...]:
    """The positions in ``space`` of the answers naming seat ``i`` as character ``c``
    (built once; none for a character off the tokens: true, but never shown)."""
    found = space.naming.get((i, c))
    if found is None:
        place = space.tokens.get(c)
        width = len(space.tokens)
        found = () if place is None else tuple(k * width + place for k in space.with_seat[i])
        space.naming[i, c] = found
    return found


def one_of_two(game: "Game", ability: "Ability", team: Team, *, zero: bool) -> Any:
    """Tell ``ability``'s holder that 1 of 2 other players is a particular ``team``
    character (decision ``info.<character id>``). With ``zero``, "zero" is the answer when
    no other player registers as that type; without it, nothing is true then, so the
    Storyteller may show any pair (docs/rulings.md, Washerwoman)."""
    others = ability.others(game)
    space = _space(tuple(others), tuple(team_ids(game, team)), zero)

    zero_at = (len(space.everything) - 1,) if zero else ()

    def truth(world: World) -> Iterable[int]:
        found: set[int] = set()
        anyone = False  # some other player registers as that type (maybe as a character off the tokens)
        for i in others:
            if world.team(i) is team:
                anyone = True
                found.update(_naming(space, i, world.character(i).id))
        return found if anyone else zero_at

    what = ability.character.id
    return inform(game, ability, what, truth, space.everything, plain_first=True, positions=True)
