"""Bot preferences for core decisions (see ``clocktower.agents.preferences``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.talk.sharing import could_share
from . import Weights, prefers

if TYPE_CHECKING:
    from ...game.decisions import Decision
    from ...game.engine import Game


@prefers("traveller.alignment")
def traveller_alignment(game: "Game", d: "Decision") -> Weights:
    """Travellers mostly travel in good."""
    return [0.7, 0.3]


@prefers("madness.execute")
def madness_execute(game: "Game", d: "Decision") -> Weights:
    """Whether to execute a player who broke madness: a coin toss."""
    return [0.5, 0.5]


@prefers("share")
def share(game: "Game", d: "Decision") -> Weights:
    """A random player mostly keeps quiet: it speaks about as often as it has things to
    say (each piece of its own information, and one made-up answer), against three."""
    own, made_up = could_share(game, d.decider)
    return [3.0, float(own + made_up)]


@prefers("share.what")
def share_what(game: "Game", d: "Decision") -> Weights:
    """Each piece of its own information alike, and making up an answer as one piece more
    (``share.answer`` then picks among the made-up answers alike); never nothing after all."""
    return [0.0 if o is None else 1.0 for o in d.options]
