"""A helper for information abilities: list the plain truth first.

By convention ``options[0]`` of a Storyteller decision is the quiet answer: the truth with
nobody misregistering. ``inform`` keeps the order of the answer space it is given, so the
information Townsfolk order their answer space with the plain truth first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

from ...game.registration import Persona, World, plain_truth

if TYPE_CHECKING:
    from ...game.engine import Game


def plain_world(game: "Game") -> World:
    """The world where every seat registers as its true character and alignment."""
    return World([Persona(s.character, s.alignment) for s in game.seats])


def plain_first(game: "Game", truth: Callable[[World], Iterable[Any]], everything: Sequence[Any]) -> list[Any]:
    """``everything`` reordered so the answers true with no misregistration come first."""
    plain = plain_truth(game, truth)
    return [a for a in everything if a in plain] + [a for a in everything if a not in plain]
