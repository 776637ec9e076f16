"""Dreamer: Each night, choose a player (not yourself or Travellers): you learn 1 good & 1
evil character, 1 of which is correct."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final, Iterable

from ...characters import Character, Team
from ...game.info import inform
from ...game.registration import World
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

GOOD_TYPES: Final = (Team.TOWNSFOLK, Team.OUTSIDER)
EVIL_TYPES: Final = (Team.MINION, Team.DEMON)
SHOWN_TYPES: Final = GOOD_TYPES + EVIL_TYPES


def shown_characters(game: "Game") -> list[Character]:
    """The tokens the Storyteller may show: the script's, plus any character in play off it."""
    found: dict[str, Character] = {c.id: c for c in game.script.characters}
    for seat in game.seats:
        found.setdefault(seat.character.id, seat.character)
    return [c for c in found.values() if c.team in SHOWN_TYPES]


@dataclass
class DreamerTokens:
    """The good and evil ids a Dreamer may be shown and their pairs, worked out once for
    the characters in play (``Game.shared``): they change only when a character does."""

    in_play: tuple[Character, ...] = ()
    good: list[str] = field(default_factory=list)
    evil: list[str] = field(default_factory=list)
    pairs: tuple[tuple[str, str], ...] = ()
    """Every (good, evil) pair, good by good."""
    naming: dict[str, tuple[int, ...]] = field(default_factory=dict)
    """The positions in ``pairs`` of each id's pairs (information judged by position)."""


def _tokens(game: "Game") -> DreamerTokens:
    """``shown_characters``'s good and evil ids and their pairs."""
    known = game.shared(DreamerTokens)
    in_play = tuple(s.character for s in game.seats)
    if in_play != known.in_play:
        tokens = shown_characters(game)
        known.in_play = in_play
        known.good = [c.id for c in tokens if c.team in GOOD_TYPES]
        known.evil = [c.id for c in tokens if c.team in EVIL_TYPES]
        known.pairs, known.naming = _pairs(tuple(known.good), tuple(known.evil))
    return known


_PAIRS: dict[tuple[tuple[str, ...], tuple[str, ...]],
             tuple[tuple[tuple[str, str], ...], dict[str, tuple[int, ...]]]] = {}
"""``_pairs`` by its arguments: the same in every game with those tokens, so built once."""


def _pairs(good: tuple[str, ...], evil: tuple[str, ...]) -> tuple[tuple[tuple[str, str], ...],
                                                                  dict[str, tuple[int, ...]]]:
    """Every (good, evil) pair, good by good, and the positions of each id's pairs."""
    found = _PAIRS.get((good, evil))
    if found is None:
        pairs = tuple((g, e) for g in good for e in evil)
        naming: dict[str, list[int]] = {cid: [] for cid in (*good, *evil)}
        for k, pair in enumerate(pairs):
            naming[pair[0]].append(k)
            naming[pair[1]].append(k)
        if len(_PAIRS) > 64:
            _PAIRS.clear()
        found = _PAIRS[good, evil] = (pairs, {cid: tuple(named) for cid, named in naming.items()})
    return found


class Dreamer(Ability):
    """Learns a (good, evil) pair of character ids for a chosen player; the one of the
    player's (registered) type is their character, the other is not."""

    id = "dreamer"

    def night(self, game: "Game") -> None:
        options = [s.index for s in game.seats if s.index != self.seat_index and not s.is_traveller]
        if not options:
            return
        target = self.choose(game, options, "Choose a player (not yourself or a Traveller).")
        tokens = _tokens(game)
        naming = tokens.naming

        def truth(world: World) -> Iterable[int]:
            # The positions of the pairs naming its character (its team's part of each is
            # it); a character off the tokens names no pair that can be shown.
            return naming.get(world.character(target).id, ())

        inform(game, self, "dreamer", truth, tokens.pairs, plain_first=True, positions=True, target=target)


register(Dreamer)
