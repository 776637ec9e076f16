"""Benchmark: the web grimoire under load, on this machine's loopback only.

    python benchmarks/web_load.py [--games 100] [--answers 3000] [--clients 16]

Starts ``clocktower serve`` on 127.0.0.1 with a fresh database, creates ``--games``
concurrent games, then ``--clients`` concurrent clients answer whatever each game has
pending (as the token whose decision it is) until ``--answers`` answers are in or the time
limit passes. Prints answers/s and the latency of answers (median, p95, max). Bounded in
count and time; it stops by itself. The target: p95 under 50 ms with 100 games.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

SCRIPTS = ["untitled-almanac", "fall-of-rome", "the-contagion-insurrection", "trouble-brewing"]


async def _start(port: int, db: Path) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen([sys.executable, "-c", "from clocktower.cli import main; main()", "serve",
                             "--port", str(port), "--db", str(db)], stdout=subprocess.DEVNULL)
    async with httpx.AsyncClient() as client:
        for _ in range(300):
            try:
                await client.get(f"http://127.0.0.1:{port}/api/scripts")
                return proc
            except httpx.TransportError:
                await asyncio.sleep(0.1)
    proc.kill()
    raise RuntimeError("the server did not start")


async def run(games: int, answers: int, clients: int, seconds: float, port: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        proc = await _start(port, Path(tmp) / "load.sqlite")
        try:
            return await _load(games, answers, clients, seconds, f"http://127.0.0.1:{port}")
        finally:
            proc.terminate()
            proc.wait(10)


async def _load(games: int, answers: int, clients: int, seconds: float, base: str) -> dict[str, float]:
    latencies: list[float] = []
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(base_url=base, limits=limits, timeout=30) as client:
        created = []
        for i in range(games):
            body = {"script": SCRIPTS[i % len(SCRIPTS)], "players": 5 + i % 11, "seed": i}
            created.append((await client.post("/api/games", json=body)).json())
        queue: asyncio.Queue[dict] = asyncio.Queue()
        for g in created:
            queue.put_nowait(g)
        deadline = time.monotonic() + seconds
        rng = random.Random(0)

        async def worker() -> None:
            while len(latencies) < answers and time.monotonic() < deadline:
                game = await queue.get()
                st = game["storyteller"]["token"]
                view = (await client.get(f"/api/games/{game['id']}/view",
                                         headers={"Authorization": f"Bearer {st}"})).json()
                pending = view["pending"]
                if view["over"] or pending is None:
                    continue  # this game is finished: leave it out of the rotation
                decider = pending["decider"]
                token = st if decider == -1 else game["seats"][decider]["token"]
                option = rng.choice(pending["options"])
                began = time.perf_counter()
                response = await client.post(f"/api/games/{game['id']}/answer",
                                             headers={"Authorization": f"Bearer {token}"},
                                             json={"decision": pending["id"], "answer": option["value"]})
                latencies.append(time.perf_counter() - began)
                if response.status_code != 200:
                    raise RuntimeError(f"answer refused: {response.status_code} {response.text}")
                queue.put_nowait(game)

        began = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(clients)))
        elapsed = time.perf_counter() - began
    ordered = sorted(latencies)
    return {
        "games": games, "clients": clients, "answers": len(latencies),
        "answers_per_second": len(latencies) / elapsed,
        "median_ms": 1000 * statistics.median(ordered),
        "p95_ms": 1000 * ordered[int(0.95 * (len(ordered) - 1))],
        "max_ms": 1000 * ordered[-1],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--answers", type=int, default=3000)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not (1 <= args.games <= 1000 and 1 <= args.answers <= 100_000 and 1 <= args.clients <= 256):
        parser.error("--games 1-1000, --answers 1-100000, --clients 1-256")
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    result = asyncio.run(run(args.games, args.answers, args.clients, args.seconds, args.port))
    if args.json:
        print(json.dumps(result, indent=1))
        return
    print(f"{result['games']} games, {result['clients']} clients, {result['answers']} answers: "
          f"{result['answers_per_second']:.0f} answers/s; latency median {result['median_ms']:.1f} ms, "
          f"p95 {result['p95_ms']:.1f} ms, max {result['max_ms']:.1f} ms")


if __name__ == "__main__":
    main()
