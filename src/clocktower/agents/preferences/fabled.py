"""Bot preferences for the Fabled's and the Loric's decisions (see
``clocktower.agents.preferences``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import Weights, in_play, prefers

if TYPE_CHECKING:
    from ...game.decisions import Decision
    from ...game.engine import Game

STOP_WEIGHT = {"buddhist.veterans": 0.5, "angel.protect": 2.0, "zenomancer.goal": 1.0}
"""How much the random Storyteller leans to picking nobody more, against all the players
left together, when it picks players one at a time (``fabled.common.pick_players``)."""


@prefers(*STOP_WEIGHT)
def pick_players(game: "Game", d: "Decision") -> Weights:
    """Stop, or any player left alike."""
    if d.options[0] is not None:
        return None
    left = len(d.options) - 1
    return [STOP_WEIGHT[d.kind]] + [1.0 / left] * left


@prefers("angel.bad", "hellslibrarian.bad")
def something_bad(game: "Game", d: "Decision") -> Weights:
    """Nothing after all now and then; else each bad thing alike."""
    return [0.4, 0.2, 0.2, 0.2]


@prefers("deusexfiasco.admit")
def deusexfiasco_admit(game: "Game", d: "Decision") -> Weights:
    """Admit a mistake now and then, less once one was admitted."""
    ability = in_play(game, "deusexfiasco")
    return [0.8, 0.2] if ability is not None and ability.state.get("admitted") else [0.6, 0.4]


@prefers("doomsayer")
def doomsayer(game: "Game", d: "Decision") -> Weights:
    """Call on the Doomsayer rarely."""
    return [0.97, 0.03]


@prefers("doomsayer.victim")
def doomsayer_victim(game: "Game", d: "Decision") -> Weights:
    """A random Storyteller spares the Demon."""
    return [0.1 if game.seats[i].team.value == "demon" else 1.0 for i in d.options]


@prefers("duchess")
def duchess(game: "Game", d: "Decision") -> Weights:
    """Visit the Duchess now and then."""
    return [0.7, 0.3]


@prefers("fibbin")
def fibbin(game: "Game", d: "Decision") -> Weights:
    """Rarely use the Fibbin."""
    return [0.9, 0.1]


FIDDLER_START = 0.03
"""How often a random Storyteller starts the Fiddler's contest on a given day."""


@prefers("fiddler.start")
def fiddler_start(game: "Game", d: "Decision") -> Weights:
    """The Storyteller rarely starts the Fiddler's contest."""
    return [1 - FIDDLER_START, FIDDLER_START]


@prefers("toymaker")
def toymaker(game: "Game", d: "Decision") -> Weights:
    """A Demon rests now and then."""
    return [0.85, 0.15]


@prefers("bigwig.kill")
def bigwig_kill(game: "Game", d: "Decision") -> Weights:
    """Now and then."""
    return [0.7, 0.3]


@prefers("knaves.switch")
def knaves_switch(game: "Game", d: "Decision") -> Weights:
    """Rarely."""
    return [0.85, 0.15]


@prefers("ventriloquist")
def ventriloquist(game: "Game", d: "Decision") -> Weights:
    """Mostly not mad as a fresh character."""
    n = len(d.options) - 1
    return [0.8] + [0.2 / max(1, n)] * n


@prefers("zenomancer.achieved")
def zenomancer_achieved(game: "Game", d: "Decision") -> Weights:
    """Mostly not."""
    return [0.8, 0.2]
