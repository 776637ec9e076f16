"""A helper for information abilities: list the plain truth first.

By convention ``options[0]`` of a Storyteller decision is the quiet answer: the truth with
nobody misregistering. ``inform(..., plain_first=True)`` orders its answer space so; this
helper does the same for an ability that builds its answer space from it (the Merchant).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

from ...game.registration import World, plain_truth

if TYPE_CHECKING:
    from ...game.engine import Game


def plain_first(game: "Game", truth: Callable[[World], Iterable[Any]], everything: Sequence[Any]) -> list[Any]:
    """``everything`` reordered so the answers true with no misregistration come first."""
    plain = plain_truth(game, truth)
    return [a for a in everything if a in plain] + [a for a in everything if a not in plain]
