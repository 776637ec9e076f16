"""Deciders: random bots, smart bots, scripted answers for tests, and a person at the
terminal. ``make_decider`` builds a bot of a named kind for one seat; ``seat_deciders``
gives every seat of a setup a bot by its starting alignment."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import ClocktowerError

if TYPE_CHECKING:
    from ..game.decisions import Decider
    from ..game.setup import Setup
    from ..script import Script

BOT_KINDS = ("random", "smart")
"""The kinds of bot ``make_decider`` builds."""


def make_decider(kind: str, seat: int, seed: int = 0) -> "Decider":
    """A bot of ``kind`` ("random" or "smart") playing seat ``seat`` (0-based), seeded."""
    if kind == "random":
        from .random import RandomPlayer

        return RandomPlayer(seed * 1009 + seat)
    if kind == "smart":
        from .smart import SmartPlayer

        return SmartPlayer(seat, seed)
    raise ClocktowerError(f"unknown bot {kind!r}: choose one of {', '.join(BOT_KINDS)}")


def seat_deciders(setup: "Setup", script: "Script", good: str = "random", evil: str = "random",
                  seed: int = 0) -> "dict[int, Decider] | None":
    """A bot for every seat of ``setup``: ``good`` kind for seats that start good, ``evil``
    kind for those that start evil. None when both are random: the game's own random
    players, exactly as before."""
    for kind in (good, evil):
        if kind not in BOT_KINDS:
            raise ClocktowerError(f"unknown bot {kind!r}: choose one of {', '.join(BOT_KINDS)}")
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
