"""Saving, loading and replaying a game's record.

A log holds the script, the seed, the setup and every recorded choice, plus the events
they caused. Replaying feeds the recorded choices back into a fresh game: the events must
come out the same, or ``replay`` says where they first differ.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import ClocktowerError, ReplayDivergence
from ..script import Script, parse_script
from .decisions import Decider, Decision
from .engine import Game, GameOver
from .events import jsonable
from .setup import Setup

FORMAT = "clocktower-log/1"


GRIMOIRE_WARNING = ("This log holds the whole grimoire: every character and every secret. "
                    "Share one seat's view instead: clocktower export LOG --seat K.")


def save_log(game: Game, path: str | Path, *, error: str | None = None, **extra: Any) -> None:
    """Write ``game``'s record as JSON (atomically: a crash never leaves half a file).
    ``error`` notes the exception that stopped a crashed game, so a replay can match it;
    ``extra`` adds fields (who played it: ``played_by``). The record is the whole
    grimoire, and says so in its ``secret`` field."""
    p = Path(path)
    tmp = p.with_suffix(p.suffix + ".tmp")
    record = {"format": FORMAT, "secret": GRIMOIRE_WARNING, **game.record(), **extra}
    if error is not None:
        record["error"] = error
    tmp.write_text(json.dumps(record, indent=1), encoding="utf-8")
    tmp.replace(p)


def load_log(path: str | Path) -> dict[str, Any]:
    """Read a saved record, checking it is one."""
    p = Path(path)
    if not p.is_file():
        raise ClocktowerError(f"{p}: no such log file")
    try:
        record = json.loads(p.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ClocktowerError(f"{p}: not JSON (line {exc.lineno}, column {exc.colno})") from None
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise ClocktowerError(f"{p}: not a clocktower game log (format {FORMAT})")
    for key in ("script", "seed", "setup", "choices", "events"):
        if key not in record:
            raise ClocktowerError(f"{p}: the log has no {key!r}")
    return record


class _Exhausted(Exception):
    """The recorded choices ran out: the game goes on past the log."""


class _NoMoreChoices:
    """A decider for replays: any decision not in the log means the log has ended."""

    is_bot = True

    def decide(self, game: Game, decision: Decision) -> Any:
        raise _Exhausted


def game_from_record(record: dict[str, Any], *, storyteller: Decider | None = None,
                     deciders: Any = None) -> Game:
    """A fresh game set up as the record says, with its choices queued to be replayed."""
    script: Script = parse_script(record["script"], "log")
    people = record.get("people")
    return Game(script, Setup.from_json(record["setup"]), seed=int(record["seed"]),
                storyteller=storyteller, deciders=deciders, forced=record["choices"],
                people=[int(p) for p in people] if isinstance(people, list) else None)


@dataclass
class ReplayReport:
    """What a replay found."""

    same: bool
    events: int
    message: str


def replay(record: dict[str, Any]) -> ReplayReport:
    """Replay a record and compare every event with the one recorded."""
    stop = _NoMoreChoices()
    game = game_from_record(record, storyteller=stop, deciders=stop)  # type: ignore[arg-type]
    try:
        game.run()
    except (_Exhausted, GameOver):
        pass
    except ReplayDivergence as exc:
        return ReplayReport(False, len(game.events), str(exc))
    except Exception as exc:  # the recorded game may have crashed the same way
        crashed = f"{type(exc).__name__}: {exc}"
        if record.get("error") == crashed:
            return _compare(record, game, note=f" (and stopped with the recorded error: {crashed})")
        return ReplayReport(False, len(game.events), f"the replay raised {crashed} at event {len(game.events)}")
    return _compare(record, game)


def _compare(record: dict[str, Any], game: Game, note: str = "") -> ReplayReport:
    """Compare a replayed game's events with the recorded ones."""
    recorded = record["events"]
    produced = [jsonable(e.to_json()) for e in game.events]
    for i, (want, got) in enumerate(zip(recorded, produced)):
        if want != got:
            return ReplayReport(False, i, f"event {i + 1} ({want.get('phase')}) differs: "
                                          f"recorded {want}, replayed {got}")
    if len(produced) != len(recorded):
        return ReplayReport(False, min(len(produced), len(recorded)),
                            f"recorded {len(recorded)} events, replay produced {len(produced)}")
    if game.winner != record.get("winner"):
        return ReplayReport(False, len(produced), f"winner differs: {record.get('winner')} vs {game.winner}")
    return ReplayReport(True, len(produced), f"replayed {len(produced)} events: identical{note}")


def resume(record: dict[str, Any], *, storyteller: Decider | None = None, deciders: Any = None) -> Game:
    """A game rebuilt from a (possibly unfinished) record, ready to ``run`` on from there."""
    return game_from_record(record, storyteller=storyteller, deciders=deciders)


def undo(record: dict[str, Any], steps: int = 1) -> dict[str, Any]:
    """The record with its last ``steps`` choices taken back (events are rebuilt on replay)."""
    out = dict(record)
    out["choices"] = list(record["choices"])[: max(0, len(record["choices"]) - steps)]
    out["events"] = []
    out["winner"] = None
    return out
