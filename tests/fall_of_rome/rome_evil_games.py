"""Seeded random Fall of Rome games with a chosen Demon (Cleopatra, Crassus, Caesar) and
often the Haruspex, drawn through the real bag (so the Haruspex brings Spartacus), from the
implemented characters only."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

from clocktower.abilities import implemented
from clocktower.characters import Team
from clocktower.errors import SetupError
from clocktower.game.engine import Game, Stalemate
from clocktower.game.setup import Setup, random_setup
from clocktower.script import Script, load_script

FOR = load_script("fall-of-rome")


def narrowed(demon: str, haruspex: bool) -> Script:
    """The script's implemented characters, ``demon`` the only Demon, and (if ``haruspex``)
    the Haruspex listed first among the Minions."""
    pool = [c for c in FOR.characters if implemented(c.id)
            and (c.team is not Team.DEMON or c.id == demon)]
    if haruspex:
        pool.sort(key=lambda c: c.id != "for_haruspex")
    return dataclasses.replace(FOR, characters=tuple(pool))


def rome_setup(demon: str, seed: int, *, haruspex: bool = True) -> Setup | None:
    """A random setup with ``demon``; with ``haruspex``, redrawn until the Haruspex is in."""
    script = narrowed(demon, haruspex)
    rng = random.Random(f"{demon}-{seed}")
    players = rng.choice(range(5, 16))
    for _ in range(40):
        try:
            setup = random_setup(script, players, rng)
        except SetupError:
            return None
        if not haruspex or any(s.character == "for_haruspex" for s in setup.seats):
            return setup
    return None


def play_many(demon: str, games: int = 100, *, haruspex: bool = True) -> Counter[str]:
    """Play seeded random games; nothing may raise. Returns a tally of what happened."""
    seen: Counter[str] = Counter()
    for seed in range(games):
        setup = rome_setup(demon, seed, haruspex=haruspex)
        if setup is None:
            continue
        game = Game(FOR, setup, seed=seed)
        try:
            winner = game.run()
        except Stalemate:
            assert not any(s.alive and not s.is_evil for s in game.seats), f"{demon} seed {seed} stalled"
            seen["stalemate"] += 1
            continue
        assert winner in ("good", "evil")
        seen["games"] += 1
        seen[f"winner:{winner}"] += 1
        seen[f"reason:{game.win_reason}"] += 1
        if any(s.character.id == "for_spartacus" for s in game.seats):
            seen["spartacus"] += 1
        for e in game.events:
            seen[e.kind] += 1
            if e.kind == "death":
                seen[f"death:{e.data.get('by')}:{e.data.get('cause')}"] += 1
            if e.kind == "reminder":
                seen[f"reminder:{e.data.get('reminder')}"] += 1
    return seen
