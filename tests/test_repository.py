"""What the repository tracks: no saved game log (a log is the whole grimoire of a game)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _looks_like_a_game_log(data: object) -> bool:
    """``game/log.py`` writes ``format`` ``clocktower-log/...``, a ``secret`` warning and the
    game's ``events`` (older logs have no ``secret``, but have ``seed``, ``choices`` and ``events``)."""
    if not isinstance(data, dict):
        return False
    if str(data.get("format", "")).startswith("clocktower-log") or "secret" in data:
        return True
    return "events" in data and ("choices" in data or "seed" in data)


@pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(),
                    reason="needs a git checkout")
def test_no_saved_game_log_is_tracked() -> None:
    listed = subprocess.run(["git", "ls-files", "-z", "--", "*.json"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout
    logs = []
    for name in filter(None, listed.split("\0")):
        path = ROOT / name
        if not path.is_file():
            continue
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (ValueError, UnicodeDecodeError):
            continue
        if _looks_like_a_game_log(data):
            logs.append(name)
    assert logs == [], f"saved game logs are tracked by git (git rm them): {logs}"


def test_the_default_log_is_ignored() -> None:
    from clocktower import cli

    default_log = getattr(cli, "DEFAULT_LOG", "clocktower-game.json")  # where `play` saves by default
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    assert f"/{default_log}" in ignored or default_log in ignored
