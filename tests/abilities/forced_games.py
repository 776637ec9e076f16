"""Random games with chosen characters forced into the setup (other seats drawn from the
implemented characters of the script)."""

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
from clocktower.script import Script, load_script, player_counts


def forced_setup(script: Script, forced: Iterable[str], players: int, rng: random.Random) -> Setup | None:
    """A random bag of implemented characters, then each ``forced`` character swapped in for
    a seat of the same character type (or a Townsfolk when that type has no seat)."""
    pool = tuple(c for c in script.characters if implemented(c.id))
    narrowed = dataclasses.replace(script, characters=pool)
    if sum(1 for c in pool if c.team is Team.MINION) < player_counts(players).minion:
        return None
    try:
        setup = random_setup(narrowed, players, rng)
    except SetupError:
        return None
    taken: set[int] = set()
    for cid in forced:
        team = script.by_id[cid].team
        present = [i for i, s in enumerate(setup.seats) if s.character == cid]
        if present:
            taken.add(present[0])
            continue
        same = [i for i, s in enumerate(setup.seats)
                if i not in taken and script.by_id[s.character].team is team]
        spare = same or [i for i, s in enumerate(setup.seats)
                         if i not in taken and script.by_id[s.character].team is Team.TOWNSFOLK]
        if not spare:
            return None
        i = rng.choice(spare)
        setup.seats[i] = dataclasses.replace(setup.seats[i], character=cid, believes=None)
        taken.add(i)
    return setup


def play_many(forced: Iterable[str], games: int = 300) -> tuple[int, Counter[str]]:
    """Play ``games`` seeded random games with ``forced`` in play; return how many ran and a
    tally of event kinds (and of ``ability-gained`` / ``death`` details)."""
    forced = list(forced)
    script = load_script("untitled-almanac")
    ran = 0
    seen: Counter[str] = Counter()
    for seed in range(games):
        rng = random.Random(seed)
        setup = forced_setup(script, forced, rng.choice(range(5, 16)), rng)
        if setup is None:
            continue
        game = Game(script, setup, seed=seed)
        try:
            game.run()
        except Stalemate:
            # Only an all-evil endgame may stall (the Demon bot declines to kill its own team).
            assert all(s.is_evil for s in game.seats if s.alive), f"seed {seed} stalled"
            seen["stalemate"] += 1
        else:
            assert game.winner in ("good", "evil")
        ran += 1
        for e in game.events:
            seen[e.kind] += 1
            if e.kind == "death":
                seen[f"death:{e.data.get('by')}:{e.data.get('cause')}"] += 1
            if e.kind == "ability-gained":
                seen[f"gained:{e.data.get('seat')}:{e.data.get('ability')}"] += 1
            if e.kind == "alignment":
                seen[f"alignment:{e.data.get('alignment')}"] += 1
    return ran, seen
