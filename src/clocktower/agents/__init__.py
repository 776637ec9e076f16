"""Deciders: random bots, smart bots, scripted answers for tests, and a person at the
terminal.

``make_decider(kind, seat, seed)`` is the one way the simulator, the balance report and
the agent environment get a bot for a seat: ``kind`` is a name from ``BOT_KINDS``;
``seat_deciders`` gives every seat of a setup a bot by its starting alignment.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..errors import ClocktowerError

if TYPE_CHECKING:
    from ..game.decisions import Decider
    from ..game.setup import Setup
    from ..script import Script


def _random(seat: int, seed: int) -> "Decider":
    from .random import RandomPlayer

    # Each seat its own stream, so one seat's choices never shift another's.
    return RandomPlayer(seed * 101 + seat)


def _smart(seat: int, seed: int) -> "Decider":
    from .smart import SmartPlayer

    return SmartPlayer(seat, seed)


BOT_KINDS: dict[str, Callable[[int, int], "Decider"]] = {"random": _random, "smart": _smart}
"""Every kind of bot by name: a function of (seat, seed) returning that seat's decider."""


def make_decider(kind: str, seat: int, seed: int = 0) -> "Decider":
    """A bot of ``kind`` for ``seat`` (0-based) in a game seeded ``seed`` (same arguments,
    same bot)."""
    maker = BOT_KINDS.get(kind)
    if maker is None:
        raise ClocktowerError(f"unknown kind of bot {kind!r}: choose from {', '.join(sorted(BOT_KINDS))}")
    return maker(seat, seed)


def seat_deciders(setup: "Setup", script: "Script", good: str = "random", evil: str = "random",
                  seed: int = 0) -> "dict[int, Decider] | None":
    """A bot for every seat of ``setup``: ``good`` kind for seats that start good, ``evil``
    kind for those that start evil. None when both are random: the game's own random
    players, exactly as before."""
    for kind in (good, evil):
        if kind not in BOT_KINDS:
            raise ClocktowerError(f"unknown kind of bot {kind!r}: choose from {', '.join(sorted(BOT_KINDS))}")
    if good == "random" and evil == "random":
        return None
    from ..characters import EVIL
    from ..script import all_characters

    known = all_characters()
    out: dict[int, Decider] = {}
    for i, spec in enumerate(setup.seats):
        alignment = spec.alignment
        if alignment is None:
            c = script.by_id.get(spec.character) or known.get(spec.character)
            alignment = c.default_alignment if c is not None else "good"
        out[i] = make_decider(evil if alignment == EVIL else good, i, seed)
    return out


__all__ = ["BOT_KINDS", "make_decider", "seat_deciders"]
