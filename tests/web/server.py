"""A real ``clocktower serve`` process on a free localhost port, for tests that need one."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """``clocktower serve`` on 127.0.0.1 with its own database, started and stopped for real."""

    def __init__(self, db: Path, *args: str) -> None:
        self.db = db
        self.args = list(args)
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> "Server":
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
        self.proc = subprocess.Popen(
            [sys.executable, "-c", "from clocktower.cli import main; main()", "serve", "--port", str(self.port),
             "--db", str(self.db), *self.args], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(self.base + "/api/scripts", timeout=1).read()
                return self
            except (urllib.error.URLError, ConnectionError, OSError):
                if self.proc.poll() is not None:
                    raise RuntimeError(f"the server exited: {self.proc.stderr.read().decode() if self.proc.stderr else ''}")
                time.sleep(0.1)
        raise RuntimeError("the server did not start in 30 s")

    def kill(self) -> None:
        """Kill the server the hard way (SIGKILL): no chance to tidy up."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def call(self, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        if token:
            request.add_header("Authorization", f"Bearer {token}")
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())


def auth(token: str) -> dict[str, str]:
    """The header that carries ``token``."""
    return {"Authorization": f"Bearer {token}"}


def create(client: Any, players: int = 7, **body: Any) -> dict[str, Any]:
    """Create a game (the untitled almanac, seed 3 unless told) through ``client``."""
    body = {"script": "untitled-almanac", "players": players, "seed": 3, **body}
    response = client.post("/api/games", json=body)
    assert response.status_code == 201, response.text
    return dict(response.json())
