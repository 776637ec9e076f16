"""A balance sweep: many seeded games at several player counts, kept in a results file so
an interrupted sweep resumes where it stopped.

Game ``i`` at ``n`` players gets seed ``game_seed(seed * 100 + n, i)`` whatever the order
the games finish in, the number of processes, or whether they ran locally or on Ray, so a
sweep's results depend only on its script, counts, games, seed and bots.
"""

from __future__ import annotations

import hashlib
import json
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from ..errors import ClocktowerError, SetupError
from ..script import Script, player_counts
from .runner import GameResult, game_seed, play_one

RESULTS_FILE = "games.jsonl"

Job = tuple[int, int, int]
"""One game to play: (players, index, game seed)."""


def fingerprint(script: Script) -> str:
    """A short hash of the script's content: results of another script are never reused."""
    text = json.dumps(script.to_json(), sort_keys=True, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


@dataclass(frozen=True)
class Sweep:
    """What a sweep plays: ``games`` games at each player count in ``counts``."""

    script: Script
    counts: tuple[int, ...]
    games: int
    seed: int = 0
    bots: str = "random"

    def jobs(self) -> list[Job]:
        """Every game of the sweep, in order."""
        return [(n, i, game_seed(self.seed * 100 + n, i)) for n in self.counts for i in range(self.games)]

    def key(self) -> dict[str, Any]:
        """What a results line must match to count for this sweep (besides its game)."""
        return {"script": fingerprint(self.script), "bots": self.bots}


def play_chunk(script: Script, bots: str, jobs: list[Job]) -> list[dict[str, Any]]:
    """Play some games of a sweep; each as ``GameResult.to_json()`` (plain data for any executor)."""
    return [play_one(script, n, seed, index, bots=bots).to_json() for n, index, seed in jobs]


def chunks(jobs: list[Job], workers: int) -> list[list[Job]]:
    """The games cut into pieces small enough to keep every worker busy and report progress."""
    size = max(1, min(20, len(jobs) // max(1, workers * 4)))
    return [jobs[a:a + size] for a in range(0, len(jobs), size)]


def read_results(path: Path, sweep: Sweep) -> dict[tuple[int, int], GameResult]:
    """The games already in ``path`` that belong to ``sweep``, by (players, seed). A line cut
    short by an interruption is ignored (that game is played again)."""
    done: dict[tuple[int, int], GameResult] = {}
    if not path.exists():
        return done
    key = sweep.key()
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            try:
                data = json.loads(line)
                if any(data.get(k) != v for k, v in key.items()):
                    continue
                result = GameResult.from_json(data)
            except (ValueError, KeyError, TypeError, AttributeError):
                continue
            done[(result.players, result.seed)] = result
    return done


Executor = Callable[[Script, str, list[list[Job]]], Iterator[list[dict[str, Any]]]]
"""Runs ``play_chunk`` on every chunk, yielding each chunk's results as it finishes."""


def local_executor(jobs: int) -> Executor:
    """Chunks played in this process (``jobs`` 1) or in ``jobs`` local processes."""

    def run(script: Script, bots: str, pieces: list[list[Job]]) -> Iterator[list[dict[str, Any]]]:
        if jobs <= 1:
            for piece in pieces:
                yield play_chunk(script, bots, piece)
            return
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            pending = {pool.submit(play_chunk, script, bots, piece) for piece in pieces}
            try:
                while pending:
                    finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                    for future in finished:
                        yield future.result()
            finally:
                for future in pending:
                    future.cancel()

    return run


def run_sweep(sweep: Sweep, out: Path, *, jobs: int = 1, executor: Executor | None = None,
              progress: Callable[[int], None] | None = None) -> list[GameResult]:
    """Play the games of ``sweep`` not already in ``out``'s results file, appending each as
    it finishes; every game of the sweep, sorted by player count and index."""
    out.mkdir(parents=True, exist_ok=True)
    path = out / RESULTS_FILE
    done = read_results(path, sweep)
    planned = sweep.jobs()
    todo = [job for job in planned if (job[0], job[2]) not in done]
    if progress is not None and len(planned) > len(todo):
        progress(len(planned) - len(todo))
    run = executor or local_executor(jobs)
    key = sweep.key()
    with path.open("a", encoding="utf-8") as fh:
        for batch in run(sweep.script, sweep.bots, chunks(todo, jobs)):
            for data in batch:
                fh.write(json.dumps({**key, **data}, sort_keys=True) + "\n")
                result = GameResult.from_json(data)
                done[(result.players, result.seed)] = result
            fh.flush()
            if progress is not None:
                progress(len(batch))
    missing = [job for job in planned if (job[0], job[2]) not in done]
    if missing:
        raise ClocktowerError(f"{len(missing)} games of the sweep were not played")
    return [done[(n, seed)] for n, _, seed in planned]


def _playable(players: int) -> bool:
    """Whether the player-count table has ``players``."""
    try:
        player_counts(players)
    except SetupError:
        return False
    return True


def parse_counts(text: str) -> tuple[int, ...]:
    """Player counts from "5-15", "7" or "5,7,9" (each checked by the caller; a range's ends
    are checked here, before the range is made, so an absurd one is refused at once)."""
    counts: list[int] = []
    for part in text.split(","):
        part = part.strip()
        try:
            ends = [int(x) for x in part.split("-", 1)] if "-" in part[1:] else [int(part)]
        except ValueError:
            raise ClocktowerError(f"--players {text!r}: give a count (7), a range (5-15) or a list (5,7,9)") from None
        if len(ends) == 1:
            counts.append(ends[0])
            continue
        lo, hi = ends
        if lo > hi:
            raise ClocktowerError(f"--players {text}: {lo} is more than {hi}")
        if not (_playable(lo) and _playable(hi)):
            raise ClocktowerError(f"--players {text}: a game needs 5 to 15 players (not counting Travellers)")
        counts += range(lo, hi + 1)
    return tuple(sorted(set(counts)))


def results_json(results: Iterable[GameResult]) -> list[dict[str, Any]]:
    """Games as JSON objects (what the results file holds, without the sweep's key)."""
    return [r.to_json() for r in results]
