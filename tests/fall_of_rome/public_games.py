"""Seeded random Fall of Rome games with chosen characters forced into the setup, tallying
the public mechanics that fired (for the Standard Bearer, Centurion, Gladiator, Actor,
Blacksmith, Scholar, The Twins and Winemaker tests)."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Iterable

from clocktower.abilities import implemented
from clocktower.characters import Team
from clocktower.errors import SetupError
from clocktower.game.engine import Game, Stalemate
from clocktower.game.setup import Setup, random_setup
from clocktower.script import load_script, player_counts

FOR = load_script("fall-of-rome")


def forced_setup(forced: Iterable[str], players: int, rng: random.Random) -> Setup | None:
    """A random bag of implemented Fall of Rome characters, then each ``forced`` character
    swapped in for a seat of its character type (a Townsfolk seat when there is none)."""
    pool = tuple(c for c in FOR.characters if implemented(c.id))
    narrowed = dataclasses.replace(FOR, characters=pool)
    if sum(1 for c in pool if c.team is Team.MINION) < player_counts(players).minion:
        return None
    try:
        setup = random_setup(narrowed, players, rng)
    except SetupError:
        return None
    taken: set[int] = set()
    for cid in forced:
        present = [i for i, s in enumerate(setup.seats) if s.character == cid]
        if present:
            taken.add(present[0])
            continue
        team = FOR.by_id[cid].team
        same = [i for i, s in enumerate(setup.seats) if i not in taken and FOR.by_id[s.character].team is team]
        spare = same or [i for i, s in enumerate(setup.seats)
                         if i not in taken and FOR.by_id[s.character].team is Team.TOWNSFOLK]
        if not spare:
            return None
        i = rng.choice(spare)
        setup.seats[i] = dataclasses.replace(setup.seats[i], character=cid, believes=None)
        taken.add(i)
    return setup


def play_many(forced: Iterable[str], games: int = 150) -> tuple[int, Counter[str]]:
    """Play seeded games with ``forced`` in play; return how many ran and a tally of event
    kinds (``info:<ability>`` for information, ``win:<reason>`` for the ending)."""
    forced = list(forced)
    seen: Counter[str] = Counter()
    ran = 0
    for seed in range(games):
        rng = random.Random(seed)
        setup = forced_setup(forced, rng.choice(range(5, 16)), rng)
        if setup is None:
            continue
        game = Game(FOR, setup, seed=seed)
        try:
            game.run()
        except Stalemate:
            seen["stalemate"] += 1
        else:
            assert game.winner in ("good", "evil")
        ran += 1
        for e in game.events:
            seen[e.kind] += 1
            if e.kind == "info":
                seen[f"info:{e.data.get('ability')}"] += 1
            if e.kind == "game-over":
                seen[f"win:{e.data.get('reason')}"] += 1
            if e.kind == "death":
                seen[f"death:{e.data.get('by')}:{e.data.get('cause')}"] += 1
            if e.kind == "ability-gained":
                seen[f"gained-from:{e.data.get('ability')}"] += 1
            if e.kind == "reminder":
                seen[f"reminder:{e.data.get('ability')}:{e.data.get('reminder')}"] += 1
    return ran, seen
