"""What the web grimoire's API tests share: a client on a fresh database."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from clocktower.web.app import create_app


@pytest.fixture
def client(tmp_path: Path) -> TestClient:
    """The app in-process, storing games in a fresh SQLite file."""
    return TestClient(create_app(tmp_path / "games.sqlite"))
