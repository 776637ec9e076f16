"""Play a balance sweep's games on a Ray cluster (the optional ``clocktower[cluster]`` extra).

Each chunk of games is one Ray task; results come back as they finish and are written
to the results file like local ones. A game's seed fixes it, so a sweep on Ray gives the
results it gives locally.
"""

from __future__ import annotations

from typing import Any, Iterator

from ..errors import ClocktowerError
from ..script import Script
from .balance import Executor, Job, play_chunk


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise ClocktowerError("--ray needs Ray: pip install 'clocktower[cluster]'") from None
    return ray


def connect(address: str) -> None:
    """Join the Ray cluster at ``address`` ("auto": the one this machine belongs to), unless
    this process is already connected to one."""
    ray = _ray()
    if ray.is_initialized():
        return
    try:
        ray.init(address=address, log_to_driver=False)
    except (ConnectionError, RuntimeError, ValueError) as exc:
        raise ClocktowerError(f"--ray {address}: cannot reach a Ray cluster ({exc})") from None


def ray_executor(address: str) -> Executor:
    """An executor that sends every chunk of games to the Ray cluster at ``address``."""

    def run(script: Script, bots: str, pieces: list[list[Job]]) -> Iterator[list[dict[str, Any]]]:
        ray = _ray()
        connect(address)
        task = ray.remote(play_chunk)
        script_ref = ray.put(script)
        waiting = [task.remote(script_ref, bots, piece) for piece in pieces]
        try:
            while waiting:
                finished, waiting = ray.wait(waiting, num_returns=1)
                for ref in finished:
                    yield ray.get(ref)
        finally:
            for ref in waiting:
                ray.cancel(ref)

    return run
