"""Helpers the Fabled and Loric share: the Storyteller picking several players, and the
"something bad" that may happen to a player (the Angel's, Hell's Librarian's)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import DRUNK, POISONED, STORYTELLER, STORYTELLER_KILL, Effect, Seat

if TYPE_CHECKING:
    from ...game.engine import Game
    from ..base import Ability

declare("something-bad", "Something bad happens to {seat}: {what} ({by}).")

NOTHING = "nothing"
BAD_THINGS = (NOTHING, "dies", DRUNK, POISONED)
"""What the Storyteller may do to a player something bad happens to: nothing after all,
they die, or they are drunk or poisoned until dusk of the next day."""


def pick_players(game: "Game", ability: "Ability", kind: str, prompt: str, candidates: list[int],
                 *, most: int | None = None, least: int = 0) -> list[int]:
    """The Storyteller picks players from ``candidates`` one at a time (None: no more; not
    offered until ``least`` are picked), up to ``most``."""
    chosen: list[int] = []
    most = len(candidates) if most is None else most
    while len(chosen) < most:
        left = [c for c in candidates if c not in chosen]
        if not left:
            break
        options: list[Any] = ([None] if len(chosen) >= least else []) + left
        pick = game.ask(Decision(kind, STORYTELLER, options, prompt=prompt))
        if pick is None:
            break
        chosen.append(pick)
    return chosen


def something_bad(game: "Game", ability: "Ability", seat: Seat) -> str:
    """The Storyteller decides what bad thing happens to ``seat`` (``<id>.bad``), and it
    happens; returns what it was."""
    what = str(game.ask(Decision(f"{ability.character.id}.bad", STORYTELLER, BAD_THINGS, about=seat.index,
                                 prompt=f"What bad thing happens to {seat.name}?")))
    if what == NOTHING:
        return what
    game.log("something-bad", STORYTELLER, seat=seat.index, what=what, by=ability.character.id)
    ability.fired(game, f"something bad: {what}", target=seat.index)
    seat.reminders.append("Something Bad")
    if what == "dies":
        game.kill(seat, STORYTELLER_KILL, ability)
    else:
        until = game.night_no if game.phase.startswith("night") else game.day_no + 1
        game.add_effect(Effect(what, seat.index, ability, until=("dusk", until)))
    return what
