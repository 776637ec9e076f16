"""Many seeded random games, and a tally of what happened in them."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from clocktower.game.engine import STALEMATE, Game
from clocktower.game.setup import Setup
from clocktower.script import Script

from .setups import drawn_setup

ALL_EVIL = "all-evil"
"""Tolerate a stall only with nobody good left alive: the random bots never nominate their own
teammates, so an all-evil table whose Demon cannot kill never ends (the bots' limit)."""
ANY = "any"
"""Tolerate any stall (an engine matter, not the ability under test)."""


def play_many(script: Script, forced: Sequence[str], games: int, *,
              setup: Callable[..., Setup | None] = drawn_setup, seed_tag: str | None = None,
              stalls: str = ALL_EVIL, skip_stalled: bool = False, **options: Any) -> Counter[str]:
    """Play ``games`` seeded games of ``script`` with the ``forced`` characters in each;
    nothing may raise but a tolerated stall (see ``ALL_EVIL`` and ``ANY``).

    Game ``seed`` draws its player count (5 to 15), then its ``setup(script, forced, players,
    rng, **options)``, from ``random.Random(seed)`` (or ``f"{seed_tag}-{seed}"``); a None
    setup skips the seed. A finished game must have a winner. A stalled game counts as
    ``stalemate``; with ``skip_stalled`` nothing else of it is counted.

    Returns the ``tally`` of the games counted, with ``ran`` (how many) and ``stalemate``."""
    seen: Counter[str] = Counter()
    for seed in range(games):
        rng = random.Random(seed if seed_tag is None else f"{seed_tag}-{seed}")
        drawn = setup(script, forced, rng.choice(range(5, 16)), rng, **options)
        if drawn is None:
            continue
        game = Game(script, drawn, seed=seed)
        winner = game.run()
        assert winner in ("good", "evil") or game.result == STALEMATE, (seed, winner, game.result)
        if game.result == STALEMATE:
            if stalls == ALL_EVIL:
                assert not any(s.alive and not s.is_evil for s in game.seats), f"seed {seed} stalled"
            else:
                assert stalls == ANY, stalls
            seen["stalemate"] += 1
            if skip_stalled:
                continue
        seen["ran"] += 1
        seen.update(tally(game))
    return seen


def tally(game: Game) -> Counter[str]:
    """Each event kind, and details: ``death:<by>`` and ``death:<by>:<cause>``,
    ``gained:<seat>:<ability>``, ``alignment:<alignment>``, ``effect:<source>:<effect>``,
    ``info:<ability>`` and ``lied:<ability>`` (a sober ability told a falsehood),
    ``win:<reason>``, ``reminder:<reminder>`` and ``reminder:<ability>:<reminder>``."""
    seen: Counter[str] = Counter()
    for e in game.events:
        seen[e.kind] += 1
        data = e.data
        if e.kind == "death":
            seen[f"death:{data.get('by')}"] += 1
            seen[f"death:{data.get('by')}:{data.get('cause')}"] += 1
        elif e.kind == "ability-gained":
            seen[f"gained:{data.get('seat')}:{data.get('ability')}"] += 1
        elif e.kind == "alignment":
            seen[f"alignment:{data.get('alignment')}"] += 1
        elif e.kind == "effect":
            seen[f"effect:{data.get('source')}:{data.get('effect')}"] += 1
        elif e.kind == "info":
            seen[f"info:{data.get('ability')}"] += 1
            if data["mode"] == "true" and not data["true"]:
                seen[f"lied:{data.get('ability')}"] += 1
        elif e.kind == "game-over":
            seen[f"win:{data.get('reason')}"] += 1
        elif e.kind == "reminder":
            seen[f"reminder:{data.get('reminder')}"] += 1
            seen[f"reminder:{data.get('ability')}:{data.get('reminder')}"] += 1
    return seen
