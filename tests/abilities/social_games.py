"""Helpers for the Gossip, Philosopher, Cannibal, Mayor (and Monk, Soldier) tests: a scripted
game on the untitled almanac, phase stepping, and seeded random games with characters forced
into the setup."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Iterable

from clocktower.abilities import implemented
from clocktower.agents.scripted import Scripted
from clocktower.characters import Team
from clocktower.game.engine import Game, GameOver, Stalemate
from clocktower.game.setup import DEFAULT_NAMES, SeatSpec, Setup
from clocktower.script import load_script, player_counts

SCRIPT = load_script("untitled-almanac")


def scripted_game(seats: list[tuple[str, ...]], answers: Scripted | None = None, **kw: Any) -> tuple[Game, Scripted]:
    """A game with (name, character[, believes]) seats; every decider is ``answers``."""
    answers = answers or Scripted()
    specs = [SeatSpec(s[0], s[1], s[2] if len(s) > 2 else None) for s in seats]
    return Game(SCRIPT, Setup(specs, []), storyteller=answers, deciders=answers, **kw), answers


def step(game: Game, until: str) -> None:
    """Play phases (night, dawn, day, dusk) until the one named ``until`` has ended."""
    if game.phase == "setup":
        game.prepare()
    try:
        while True:
            game.night()
            game.dawn()
            if until == f"night {game.night_no}":
                return
            game.day()
            game.dusk()
            if until == f"day {game.day_no}":
                return
    except GameOver:
        return


def asked(answers: Scripted, kind: str) -> list[tuple[str, str, int]]:
    """The decisions of ``kind`` the scripted decider was asked."""
    return [a for a in answers.asked if a[1] == kind]


def forced_random_games(forced: Iterable[str], games: int = 300) -> Counter[str]:
    """Seeded random games on the untitled almanac with every ``forced`` character in play
    (other seats from the implemented characters). Raises whatever a game raises, except a
    stalemate with only evil players alive. Returns a tally of the event kinds seen."""
    forced = list(forced)
    pools = {t: [c.id for c in SCRIPT.team(t) if implemented(c.id)]
             for t in (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON)}
    seen: Counter[str] = Counter()
    for seed in range(games):
        rng = random.Random(seed)
        players = rng.randint(5, 15)
        counts = player_counts(players)
        need = {Team.TOWNSFOLK: counts.townsfolk, Team.OUTSIDER: counts.outsider,
                Team.MINION: counts.minion, Team.DEMON: counts.demon}
        chosen: list[str] = []
        for cid in forced:
            team = SCRIPT.by_id[cid].team
            if need[team] > 0:
                chosen.append(cid)
                need[team] -= 1
        for team, n in need.items():
            spare = [c for c in pools[team] if c not in chosen]
            chosen += rng.sample(spare, min(n, len(spare)))
        rng.shuffle(chosen)
        unused = [c for c in pools[Team.TOWNSFOLK] if c not in chosen]
        seats = []
        for i, cid in enumerate(chosen):
            believes = unused.pop(rng.randrange(len(unused))) if cid == "drunk" and unused else None
            seats.append(SeatSpec(DEFAULT_NAMES[i], cid, believes))
        game = Game(SCRIPT, Setup(seats, unused[:3]), seed=seed)
        try:
            game.run()
        except Stalemate:
            assert all(s.is_evil for s in game.seats if s.alive), f"seed {seed} stalled with good alive"
            seen["stalemate"] += 1
        for e in game.events:
            seen[e.kind] += 1
            if e.kind == "death":
                seen[f"death:{e.data.get('by')}"] += 1
            if e.kind == "ability-gained":
                seen[f"gained:{e.data.get('ability')}"] += 1
            if e.kind == "game-over":
                seen[f"won:{e.data.get('reason')}"] += 1
    return seen
