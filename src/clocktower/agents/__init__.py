"""Deciders: random bots, scripted answers for tests, and a person at the terminal.

``make_decider(kind, seat, seed)`` is the one way the simulator, the balance report and
the agent environment get a bot for a seat: ``kind`` is a name from ``BOT_KINDS``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..errors import ClocktowerError

if TYPE_CHECKING:
    from ..game.decisions import Decider


def _random(seat: int, seed: int) -> "Decider":
    from .random import RandomPlayer

    # Each seat its own stream, so one seat's choices never shift another's.
    return RandomPlayer(seed * 101 + seat)


BOT_KINDS: dict[str, Callable[[int, int], "Decider"]] = {"random": _random}
"""Every kind of bot by name: a function of (seat, seed) returning that seat's decider."""


def make_decider(kind: str, seat: int, seed: int) -> "Decider":
    """A bot of ``kind`` for ``seat`` in a game seeded ``seed`` (same arguments, same bot)."""
    maker = BOT_KINDS.get(kind)
    if maker is None:
        raise ClocktowerError(f"unknown kind of bot {kind!r}: choose from {', '.join(sorted(BOT_KINDS))}")
    return maker(seat, seed)


__all__ = ["BOT_KINDS", "make_decider"]
