"""Random games with one Demon forced into the setup (drawn from implemented characters)."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

from clocktower.abilities import implemented
from clocktower.agents.scripted import Scripted
from clocktower.characters import Team
from clocktower.errors import SetupError
from clocktower.game.engine import Game, Stalemate
from clocktower.game.decisions import Decision
from clocktower.game.setup import SeatSpec, Setup, random_setup
from clocktower.script import Script, load_script, player_counts


def forced_setup(script: Script, demon: str, players: int, rng: random.Random) -> Setup | None:
    """A random bag of implemented characters with ``demon`` as the Demon, or None when the
    implemented characters cannot fill that player count yet."""
    pool = tuple(c for c in script.characters
                 if implemented(c.id) and (c.team is not Team.DEMON or c.id == demon))
    narrowed = dataclasses.replace(script, characters=pool)
    if sum(1 for c in pool if c.team is Team.MINION) < player_counts(players).minion:
        return None
    try:
        return random_setup(narrowed, players, rng)
    except SetupError:
        return None


def play_many(demon: str, games: int = 300) -> tuple[int, Counter[str]]:
    """Play ``games`` seeded random games with ``demon``; return how many ran and a tally of
    event kinds seen (so callers can check the Demon really acted)."""
    script = load_script("untitled-almanac")
    minions = sum(1 for c in script.team(Team.MINION) if implemented(c.id))
    sizes = [n for n in range(5, 16) if player_counts(n).minion <= minions]
    ran = 0
    seen: Counter[str] = Counter()
    for seed in range(games):
        rng = random.Random(seed)
        setup = forced_setup(script, demon, rng.choice(sizes), rng)
        if setup is None:
            continue
        game = Game(script, setup, seed=seed)
        try:
            game.run()
        except Stalemate:
            # Only tolerated when nobody good is left alive: the random bots never nominate
            # their own teammates, so an all-evil table whose Demon cannot kill (a Widow
            # poisoned it) never ends. That is the bots' limit, not a rule of these Demons.
            assert not any(s.alive and not s.is_evil for s in game.seats), f"seed {seed} stalled"
            seen["stalemate"] += 1
            continue
        ran += 1
        assert game.winner in ("good", "evil")
        for e in game.events:
            seen[e.kind] += 1
            if e.kind == "death":
                seen[f"death:{e.data.get('by')}"] += 1
            if e.kind == "effect":
                seen[f"effect:{e.data.get('source')}:{e.data.get('effect')}"] += 1
    return ran, seen


class Recording(Scripted):
    """Scripted answers that also keep every decision asked, for checking options."""

    def __init__(self) -> None:
        super().__init__()
        self.decisions: list[tuple[str, Decision]] = []

    def decide(self, game: Game, decision: Decision) -> object:
        self.decisions.append((game.phase, decision))
        return super().decide(game, decision)

    def of(self, kind: str, phase: str | None = None) -> list[Decision]:
        """The decisions of ``kind`` asked (in ``phase``, e.g. "night 3", if given)."""
        return [d for p, d in self.decisions if d.kind == kind and (phase is None or p == phase)]


def seat_game(seats: list[tuple[str, ...]], answers: Scripted, script: Script | None = None) -> Game:
    """A game on the untitled almanac (or ``script``) with (name, character[, believes]) seats."""
    specs = [SeatSpec(s[0], s[1], s[2] if len(s) > 2 else None) for s in seats]
    return Game(script or load_script("untitled-almanac"), Setup(specs), storyteller=answers, deciders=answers)


def to_night(game: Game, night: int) -> None:
    """Play from the start up to (not including) night ``night``: every earlier night and day."""
    if game.night_no == 0:
        game.prepare()
    while game.night_no < night - 1:
        game.night()
        game.dawn()
        game.day()
        game.dusk()
