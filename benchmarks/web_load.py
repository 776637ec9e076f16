"""Benchmark: the web grimoire under load, on this machine's loopback only.

    python benchmarks/web_load.py [--games 10,50,100] [--think 1.0] [--answers 3000] [--seconds 60] [--rounds 50]

Starts ``clocktower serve`` (uvicorn) on 127.0.0.1 with a fresh database in a temporary
folder. For each number of concurrent games, that many games are created and one client
per game answers whatever its game has pending (as the token whose decision it is), waiting
about ``--think`` seconds between answers as a table does (0: answer as fast as the server
allows, a closed loop whose latency is mostly queueing); a game that ends is replaced by a
new one, up to ``--rounds`` games per client. Each level stops at
``--answers`` answers, after ``--seconds``, or when every client has played its games,
whichever comes first: the benchmark always stops by itself. Prints the latency of answers
(p50, p95, p99, max) and answers/s per level. The target: p95 under 50 ms with 100 games.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

SCRIPTS = ["untitled-almanac", "fall-of-rome", "the-contagion-insurrection", "trouble-brewing"]
STEPS_PER_GAME = 5000
"""A game that has not ended after this many answers is left (a bound, never reached in practice)."""


async def _start(port: int, db: Path) -> subprocess.Popen[bytes]:
    """``clocktower serve`` on 127.0.0.1:``port``, answering (or an error after 30 s)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    proc = subprocess.Popen([sys.executable, "-c", "from clocktower.cli import main; main()", "serve",
                             "--port", str(port), "--db", str(db), "--max-creates-per-minute", "1000000",
                             "--max-games", "1000000"], stdout=subprocess.DEVNULL, env=env)
    async with httpx.AsyncClient() as client:
        for _ in range(300):
            try:
                await client.get(f"http://127.0.0.1:{port}/api/scripts")
                return proc
            except httpx.TransportError:
                if proc.poll() is not None:
                    break
                await asyncio.sleep(0.1)
    proc.kill()
    raise RuntimeError("the server did not start")


async def run(levels: list[int], answers: int, seconds: float, rounds: int, port: int,
              think: float = 0.0) -> list[dict[str, Any]]:
    """Start a server and measure each level of concurrent games in turn."""
    with tempfile.TemporaryDirectory() as tmp:
        proc = await _start(port, Path(tmp) / "load.sqlite")
        try:
            return [await _level(n, _Budget(answers, seconds, think), rounds, f"http://127.0.0.1:{port}")
                    for n in levels]
        finally:
            proc.terminate()
            proc.wait(10)


class _Budget:
    """What a level may still spend: answers and time (and how long a client thinks)."""

    def __init__(self, answers: int, seconds: float, think: float) -> None:
        self.answers = answers
        self.think = think
        self.deadline = time.monotonic() + seconds
        self.latencies: list[float] = []

    def left(self) -> bool:
        """Whether clients may go on answering."""
        return len(self.latencies) < self.answers and time.monotonic() < self.deadline


async def _new_game(client: httpx.AsyncClient, i: int) -> dict[str, Any]:
    """A new game for client ``i``."""
    body = {"script": SCRIPTS[i % len(SCRIPTS)], "players": 5 + i % 11, "seed": i}
    response = await client.post("/api/games", json=body)
    if response.status_code != 201:
        raise RuntimeError(f"game refused: {response.status_code} {response.text}")
    return dict(response.json())


async def _play(client: httpx.AsyncClient, game: dict[str, Any], budget: _Budget, rng: random.Random) -> None:
    """Answer ``game``'s decisions until it ends or the budget is spent (at most STEPS_PER_GAME)."""
    st = game["storyteller"]["token"]
    for _ in range(STEPS_PER_GAME):
        if not budget.left():
            return
        view = (await client.get(f"/api/games/{game['id']}/view", headers={"Authorization": f"Bearer {st}"})).json()
        pending = view["pending"]
        if view["over"] or pending is None:
            return
        decider = pending["decider"]
        token = st if decider == -1 else game["seats"][decider]["token"]
        option = rng.choice(pending["options"])
        began = time.perf_counter()
        response = await client.post(f"/api/games/{game['id']}/answer", headers={"Authorization": f"Bearer {token}"},
                                     json={"decision": pending["id"], "answer": option["value"]})
        budget.latencies.append(time.perf_counter() - began)
        if response.status_code != 200:
            raise RuntimeError(f"answer refused: {response.status_code} {response.text}")
        if budget.think:
            await asyncio.sleep(budget.think * rng.uniform(0.5, 1.5))


async def _client(client: httpx.AsyncClient, first: dict[str, Any], i: int, budget: _Budget, rounds: int) -> int:
    """One client: plays its game, then new ones, up to ``rounds`` games; how many it played."""
    rng = random.Random(i)
    game = first
    for played in range(1, rounds + 1):
        await _play(client, game, budget, rng)
        if played == rounds or not budget.left():
            return played
        game = await _new_game(client, i + 1000 * played)
    return rounds


async def _level(games: int, budget: _Budget, rounds: int, base: str) -> dict[str, Any]:
    """``games`` concurrent games, one client each: the latency of their answers."""
    limits = httpx.Limits(max_connections=games + 4, max_keepalive_connections=games + 4)
    began_creating = time.monotonic()
    async with httpx.AsyncClient(base_url=base, limits=limits, timeout=30) as client:
        created = [await _new_game(client, i) for i in range(games)]
        budget.deadline += time.monotonic() - began_creating
        began = time.perf_counter()
        played = await asyncio.gather(*(_client(client, g, i, budget, rounds) for i, g in enumerate(created)))
        elapsed = time.perf_counter() - began
    ordered = sorted(budget.latencies) or [0.0]

    def pct(p: float) -> float:
        return 1000 * ordered[min(len(ordered) - 1, int(p * len(ordered)))]

    return {"games": games, "think_s": budget.think, "answers": len(budget.latencies), "games_played": sum(played),
            "seconds": round(elapsed, 1), "answers_per_second": round(len(budget.latencies) / elapsed, 1),
            "p50_ms": round(pct(0.50), 1), "p95_ms": round(pct(0.95), 1), "p99_ms": round(pct(0.99), 1),
            "max_ms": round(1000 * ordered[-1], 1)}


def _levels(text: str) -> list[int]:
    """``10,50,100`` as a list of numbers of games."""
    try:
        levels = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError("--games: numbers separated by commas, e.g. 10,50,100") from None
    if not levels or not all(1 <= n <= 1000 for n in levels):
        raise argparse.ArgumentTypeError("--games: each from 1 to 1000")
    return levels


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=_levels, default=[10, 50, 100], help="concurrent games, e.g. 10,50,100")
    parser.add_argument("--think", type=float, default=1.0, help="seconds a client waits between answers (about)")
    parser.add_argument("--answers", type=int, default=3000, help="answers measured per level at most")
    parser.add_argument("--seconds", type=float, default=60.0, help="seconds per level at most")
    parser.add_argument("--rounds", type=int, default=50, help="games each client plays at most")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not (1 <= args.answers <= 1_000_000 and 0 < args.seconds <= 3600 and 1 <= args.rounds <= 1000
            and 0 <= args.think <= 60):
        parser.error("--answers 1-1000000, --seconds up to 3600, --rounds 1-1000, --think 0-60")
    results = asyncio.run(run(args.games, args.answers, args.seconds, args.rounds, args.port, args.think))
    if args.json:
        print(json.dumps(results, indent=1))
        return
    for r in results:
        print(f"{r['games']:>4} games, think {r['think_s']} s: {r['answers']} answers in {r['seconds']} s ({r['answers_per_second']} /s, "
              f"{r['games_played']} games played); latency p50 {r['p50_ms']} ms, p95 {r['p95_ms']} ms, "
              f"p99 {r['p99_ms']} ms, max {r['max_ms']} ms")


if __name__ == "__main__":
    main()
