"""What the simulator reads of a finished game's record besides the invariants: which
abilities did something, in the whole game and in the phase it was decided. Compiled with
the engine (setup.py), since ``clocktower simulate`` reads it after every game."""

from __future__ import annotations

from collections import Counter
from typing import Final

from ..game.engine import Game

_FIRED_BY: Final = {"wake": "ability", "info": "ability", "ability-fired": "ability", "protected": "by",
                    "redirected": "by", "death": "by", "effect": "source", "revived": "by"}
"""Event kinds that show an ability doing something, and the field naming that ability."""


def fired(game: Game, phase: str | None = None) -> Counter[str]:
    """How often each character's ability did something in a game (in ``phase`` only, if
    given): woke, gave information, protected, redirected or caused a death, put an effect
    on someone, or logged an ``ability-fired`` event (what passive abilities log when they
    change the game)."""
    counts: Counter[str] = Counter()
    for e in game.events:
        if phase is not None and e.phase != phase:
            continue
        key = _FIRED_BY.get(e.kind)
        if key is not None:
            who = e.data.get(key)
            if isinstance(who, str):
                counts[who] += 1
    return counts


def fired_and_decisive(game: Game) -> tuple[Counter[str], Counter[str]]:
    """``fired`` for the whole game and for the phase it ended in (``deciding``), read in
    one pass over the record."""
    end = deciding(game)
    counts: Counter[str] = Counter()
    decisive: Counter[str] = Counter()
    for e in game.events:
        key = _FIRED_BY.get(e.kind)
        if key is not None:
            who = e.data.get(key)
            if isinstance(who, str):
                counts[who] += 1
                if e.phase == end:
                    decisive[who] += 1
    return counts, decisive


def deciding(game: Game) -> str | None:
    """The phase the game ended in ("night 3", "day 4"), or None if it did not end."""
    for e in reversed(game.events):
        if e.kind == "game-over":
            return e.phase
    return None
