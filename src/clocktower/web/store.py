"""The web grimoire's store: SQLite, one file, nothing else to run.

A game is its creation (script, seed, setup, who plays which seat, the tokens) plus the
list of recorded choices; everything else is rebuilt from those, exactly as a log replays.
Each accepted answer is committed (with the bots' choices it set off) before the server
acknowledges it, so a crash loses nothing that was acknowledged.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    created TEXT NOT NULL DEFAULT (datetime('now')),
    script TEXT NOT NULL,          -- the script as official script JSON
    seed INTEGER NOT NULL,
    setup TEXT NOT NULL,           -- the seating (game.setup.Setup JSON)
    bots TEXT NOT NULL,            -- seats played by bots (JSON list)
    storyteller_token TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS seats (
    game_id TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    token TEXT NOT NULL UNIQUE,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS choices (
    game_id TEXT NOT NULL REFERENCES games(id),
    n INTEGER NOT NULL,            -- 0, 1, 2 ... in the order they were made
    value TEXT NOT NULL,           -- the answer, as JSON
    person INTEGER NOT NULL,       -- 1: a person answered it; 0: a bot (undo takes back a person's)
    PRIMARY KEY (game_id, n)
);
"""


@dataclass
class StoredGame:
    """A game as stored: enough to rebuild it exactly."""

    id: str
    script: Any
    seed: int
    setup: dict[str, Any]
    bots: list[int]
    storyteller_token: str
    seat_tokens: list[str]
    choices: list[Any]
    persons: list[bool]
    """For each choice, whether a person made it."""


class Store:
    """Games and their choices in one SQLite file (WAL, so readers never block the writer)."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")  # durable across a process crash
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.executescript(SCHEMA)

    def close(self) -> None:
        """Close the database."""
        with self._lock:
            self._db.close()

    def create(self, game: StoredGame) -> None:
        """Store a new game with its tokens (and any choices it starts with)."""
        with self._lock, self._tx():
            self._db.execute(
                "INSERT INTO games (id, script, seed, setup, bots, storyteller_token) VALUES (?, ?, ?, ?, ?, ?)",
                (game.id, json.dumps(game.script), game.seed, json.dumps(game.setup), json.dumps(game.bots),
                 game.storyteller_token))
            self._db.executemany("INSERT INTO seats (game_id, seat, token) VALUES (?, ?, ?)",
                                 [(game.id, i, t) for i, t in enumerate(game.seat_tokens)])
            self._append(game.id, 0, game.choices, game.persons)

    def replace_tail(self, game_id: str, keep: int, choices: list[Any], persons: list[bool]) -> None:
        """Keep the first ``keep`` choices and put ``choices`` after them, in one transaction:
        an answer (with the bots' choices it set off) or an undo."""
        with self._lock, self._tx():
            self._db.execute("DELETE FROM choices WHERE game_id = ? AND n >= ?", (game_id, keep))
            self._append(game_id, keep, choices, persons)

    def load(self, game_id: str) -> StoredGame | None:
        """A stored game, or None."""
        with self._lock:
            row = self._db.execute(
                "SELECT id, script, seed, setup, bots, storyteller_token FROM games WHERE id = ?",
                (game_id,)).fetchone()
            if row is None:
                return None
            tokens = [t for (t,) in self._db.execute(
                "SELECT token FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))]
            rows = self._db.execute(
                "SELECT value, person FROM choices WHERE game_id = ? ORDER BY n", (game_id,)).fetchall()
        return StoredGame(row[0], json.loads(row[1]), int(row[2]), json.loads(row[3]), json.loads(row[4]),
                          row[5], tokens, [json.loads(v) for v, _ in rows], [bool(p) for _, p in rows])

    def tokens(self, game_id: str) -> tuple[str, list[str]] | None:
        """A stored game's Storyteller token and seat tokens (None: no such game), read
        without rebuilding the game."""
        with self._lock:
            row = self._db.execute("SELECT storyteller_token FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                return None
            seats = [t for (t,) in self._db.execute(
                "SELECT token FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))]
        return str(row[0]), seats

    def count(self) -> int:
        """How many games are stored."""
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    def purge(self, keep_days: float) -> list[str]:
        """Remove the games created more than ``keep_days`` days ago; their ids."""
        with self._lock, self._tx():
            gone = [i for (i,) in self._db.execute(
                "SELECT id FROM games WHERE created < datetime('now', ?)", (f"-{float(keep_days)} days",))]
            for table, key in (("choices", "game_id"), ("seats", "game_id"), ("games", "id")):
                self._db.executemany(f"DELETE FROM {table} WHERE {key} = ?", [(i,) for i in gone])
        return gone

    def ids(self) -> list[str]:
        """Every stored game's id, oldest first."""
        with self._lock:
            return [i for (i,) in self._db.execute("SELECT id FROM games ORDER BY created, id")]

    # -- inside -----------------------------------------------------------------------
    def _append(self, game_id: str, start: int, choices: list[Any], persons: list[bool]) -> None:
        self._db.executemany("INSERT INTO choices (game_id, n, value, person) VALUES (?, ?, ?, ?)",
                             [(game_id, start + i, json.dumps(c), int(p))
                              for i, (c, p) in enumerate(zip(choices, persons))])

    def _tx(self) -> "_Transaction":
        return _Transaction(self._db)


class _Transaction:
    """BEGIN ... COMMIT (or ROLLBACK on an error)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, exc: object, tb: object) -> None:
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")


__all__ = ["Store", "StoredGame"]
