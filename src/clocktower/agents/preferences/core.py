"""Bot preferences for core decisions (see ``clocktower.agents.preferences``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

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
    """A random player mostly keeps quiet, sometimes tells its own information, rarely
    makes something up."""
    from ...game.sharing import own_information

    mine = own_information(game, d.decider)
    made_up = sum(1 for o in d.options if o is not None and o not in mine)
    return [3.0 if o is None else 1.0 if o in mine else 1.0 / made_up for o in d.options]
