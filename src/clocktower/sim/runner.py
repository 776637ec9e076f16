"""Run many games (in parallel if asked) and summarise them. Same seed, same results,
whatever the number of jobs: game ``i`` always gets seed ``game_seed(seed, i)``.
"""

from __future__ import annotations

import os
import random
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

from ..agents import seat_deciders
from ..characters import Team
from ..game.setup import random_setup
from ..game.engine import Game
from ..game.log import save_log
from ..script import Script, all_characters
from .invariants import check_game
from .records import fired_and_decisive


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` in a run seeded ``seed``."""
    return seed * 1_000_003 + index


@dataclass
class GameResult:
    """One simulated game."""

    index: int
    seed: int
    winner: str | None
    days: int
    demon: str
    reason: str = ""
    error: str | None = None
    fired: Counter[str] = field(default_factory=Counter)
    error_short: str | None = None
    players: int = 0
    in_play: list[str] = field(default_factory=list)
    """The characters of the setup (every seat's true character), sorted."""
    decisive: Counter[str] = field(default_factory=Counter)
    """Abilities that fired in the phase (night or day) the game ended in: ``deciding``."""
    broken: list[str] = field(default_factory=list)
    """Invariants the game broke (``sim.invariants``)."""

    def to_json(self) -> dict[str, Any]:
        """One game as a JSON object (a line of a balance sweep's results file)."""
        return {"index": self.index, "seed": self.seed, "players": self.players, "winner": self.winner,
                "days": self.days, "demon": self.demon, "reason": self.reason, "error": self.error,
                "in_play": list(self.in_play), "fired": dict(sorted(self.fired.items())),
                "decisive": dict(sorted(self.decisive.items()))}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "GameResult":
        """A game read back from ``to_json``."""
        return cls(int(data["index"]), int(data["seed"]), data.get("winner"), int(data.get("days", 0)),
                   str(data.get("demon", "?")), str(data.get("reason", "")), data.get("error"),
                   Counter(data.get("fired") or {}), None, int(data.get("players", 0)),
                   [str(c) for c in data.get("in_play") or []], Counter(data.get("decisive") or {}))


@dataclass
class SimSummary:
    """What many games add up to."""

    script: str
    players: int
    script_id: str = ""
    travellers: int = 0
    arrivals: int = 0
    games: int = 0
    wins: Counter[str] = field(default_factory=Counter)
    by_demon: dict[str, Counter[str]] = field(default_factory=dict)
    total_days: int = 0
    errors: list[dict[str, Any]] = field(default_factory=list)
    fired: Counter[str] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)
    stalemates: int = 0
    broken: list[dict[str, Any]] = field(default_factory=list)

    def add(self, r: GameResult) -> None:
        """Count one game in."""
        self.games += 1
        self.fired.update(r.fired)
        self.broken += [{"game": r.index, "seed": r.seed, "invariant": p} for p in r.broken]
        if r.error is not None:
            self.errors.append({"game": r.index, "seed": r.seed, "error": r.error})
            return
        if r.winner is None:  # a stalemate: no winner after the day limit
            self.stalemates += 1
            return
        self.wins[r.winner] += 1
        self.by_demon.setdefault(r.demon, Counter())[r.winner] += 1
        self.total_days += r.days
        self.reasons[r.reason] += 1

    @property
    def mean_days(self) -> float:
        """Mean days per game a team won."""
        finished = self.games - len(self.errors) - self.stalemates
        return self.total_days / finished if finished else 0.0

    def to_json(self) -> dict[str, Any]:
        """The summary as one JSON object (``arrivals`` only when Travellers travel in)."""
        extra = {"arrivals": self.arrivals} if self.arrivals else {}
        return {
            "script": self.script,
            "script_id": self.script_id,
            "players": self.players,
            "travellers": self.travellers,
            **extra,
            "games": self.games,
            "wins": {"good": self.wins.get("good", 0), "evil": self.wins.get("evil", 0)},
            "stalemates": self.stalemates,
            "errors": self.errors,
            "invariants": self.broken,
            "by_demon": {d: {"good": c.get("good", 0), "evil": c.get("evil", 0)}
                         for d, c in sorted(self.by_demon.items())},
            "mean_days": round(self.mean_days, 3),
            "reasons": dict(self.reasons.most_common()),
            "abilities_fired": dict(sorted(self.fired.items())),
        }


def play_one(script: Script, players: int, seed: int, index: int = 0,
             log_dir: str | None = None, travellers: int = 0, arrivals: int = 0,
             bots: str = "random", good: str | None = None, evil: str | None = None) -> GameResult:
    """Play one game (``travellers`` extra Traveller players, ``arrivals`` who travel in
    during it) with ``good`` bots in the seats that start good and ``evil`` bots in the
    others (both ``bots`` unless given; ``agents.BOT_KINDS``); an exception is caught and
    reported."""
    game: Game | None = None
    try:
        game = new_game(script, players, seed, travellers, arrivals, good or bots, evil or bots)
        game.run()
        result = GameResult(index, seed, game.winner, game.day_no, _demon(game), game.win_reason,
                            broken=check_game(game))
    except Exception as exc:  # a crash is a finding, not the end of the run
        tb = traceback.format_exc(limit=-3).strip().splitlines()
        result = GameResult(index, seed, None, 0, _demon(game) if game else "?",
                            error=f"{type(exc).__name__}: {exc} [{tb[-3].strip() if len(tb) > 2 else ''}]",
                            error_short=f"{type(exc).__name__}: {exc}")
    result.players = players
    if game is not None:
        result.in_play = sorted({spec.character for spec in game.setup.seats})
        result.fired, result.decisive = fired_and_decisive(game)
        if log_dir is not None:
            save_log(game, Path(log_dir) / f"game-{index:05d}.json", error=result.error_short)
    return result


def new_game(script: Script, players: int, seed: int, travellers: int = 0, arrivals: int = 0,
             good: str = "random", evil: str = "random") -> Game:
    """A game seeded ``seed`` with bots by starting alignment: the same setup the seed
    always draws, so only the deciders differ between bot kinds. Random bots are the
    engine's own default (one shared stream), so ``simulate`` and ``balance`` play the same
    game from the same seed."""
    if good == "random" and evil == "random":
        return Game(script, players=players, seed=seed, travellers=travellers, arrivals=arrivals)
    setup = random_setup(script, players, random.Random(seed), travellers=travellers, arrivals=arrivals)
    return Game(script, setup, seed=seed, deciders=seat_deciders(setup, script, good, evil, seed))


def _demon(game: Game) -> str:
    """The starting Demon's character id (from the setup, whatever happened since)."""
    known = all_characters()
    for spec in game.setup.seats:
        c = game.script.by_id.get(spec.character) or known.get(spec.character)
        if c is not None and c.team is Team.DEMON:
            return c.id
    return "none"


def _chunk(args: tuple[Script, int, int, int, int, str | None, int, int, str, str]) -> list[GameResult]:
    script, players, seed, start, stop, log_dir, travellers, arrivals, good, evil = args
    return [play_one(script, players, game_seed(seed, i), i, log_dir, travellers, arrivals, good=good, evil=evil)
            for i in range(start, stop)]


def simulate(script: Script, players: int, games: int, *, seed: int = 0, jobs: int = 1,
             log_dir: str | None = None,
             progress: Callable[[int], None] | None = None,
             travellers: int = 0, arrivals: int = 0, good: str = "random", evil: str = "random") -> SimSummary:
    """Play ``games`` games and summarise them (identical for any ``jobs``); each game
    seats ``travellers`` Traveller players beyond the ``players``, ``arrivals`` more travel
    in (and some leave) during it, ``good`` bots play the seats that start good and
    ``evil`` bots the others."""
    summary = SimSummary(script.name, players, script.id, travellers, arrivals)
    if log_dir is not None:
        Path(log_dir).mkdir(parents=True, exist_ok=True)
    size = max(1, min(50, games // max(1, jobs * 4)))
    chunks = [(script, players, seed, a, min(games, a + size), log_dir, travellers, arrivals, good, evil)
              for a in range(0, games, size)]
    results: Iterable[list[GameResult]]
    if jobs <= 1:
        results = map(_chunk, chunks)
        for batch in results:
            for r in batch:
                summary.add(r)
            if progress:
                progress(len(batch))
        return summary
    # Never more processes than CPUs or chunks of work: more only cost memory and forks.
    workers = max(1, min(jobs, os.cpu_count() or 1, len(chunks)))
    from concurrent.futures import ProcessPoolExecutor  # only here: a one-process run need not import it

    with ProcessPoolExecutor(max_workers=workers) as pool:
        for batch in pool.map(_chunk, chunks):
            for r in batch:
                summary.add(r)
            if progress:
                progress(len(batch))
    return summary
