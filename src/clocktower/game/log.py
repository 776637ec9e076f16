"""Saving, loading and replaying a game's record.

A log holds the script, the seed, the setup and every recorded choice, plus the events
they caused, the result and a digest of it all. Replaying feeds the recorded choices back
into a fresh game: every event, every choice (none left over), the decisions and the result
must come out the same, and the digest must match, or ``replay`` says what differs.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from ..errors import ReplayDivergence
from ..jsonio import read_json_file
from ..script import Script, parse_script
from .decisions import Decider, Decision
from .engine import Game, GameOver
from .events import jsonable
from .setup.integrity import FORMAT, check_record, digest
from .setup import Setup

__all__ = ["FORMAT", "ReplayReport", "game_from_record", "load_log", "replay", "resume", "save_log", "undo"]


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
    """Read a saved record, checking it is a well-formed one (``integrity.check_record``)."""
    p = Path(path)
    record = read_json_file(p, "log", syntax="not JSON (line {line}, column {column}: {msg})")
    check_record(record, str(p))
    return cast(dict[str, Any], record)


class _Exhausted(Exception):
    """The recorded choices ran out: the game goes on past the log."""


class _NoMoreChoices:
    """A decider for replays: any decision not in the log means the log has ended."""

    is_bot = True
    trusted = False

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
    """Replay a record and compare the whole rebuilt record with it: every event, every
    choice (each one asked for, none left over), the decisions, the result, and the digest."""
    check_record(record, "log")
    stop = _NoMoreChoices()
    game = game_from_record(record, storyteller=stop, deciders=stop)
    try:
        game.run()
    except (_Exhausted, GameOver):
        pass
    except ReplayDivergence as exc:
        return ReplayReport(False, len(game.events), f"at event {len(game.events) + 1}: {exc}")
    except Exception as exc:  # the recorded game may have crashed the same way
        crashed = f"{type(exc).__name__}: {exc}"
        if record.get("error") == crashed:
            return _compare(record, game, note=f" (and stopped with the recorded error: {crashed})")
        return ReplayReport(False, len(game.events), f"the replay raised {crashed} at event {len(game.events)}")
    return _compare(record, game)


_COMPARED = ("choices", "decisions", "winner", "reason", "result", "script_id", "setup")
"""Fields besides the events that the rebuilt record must match (those the log has)."""


def _compare(record: dict[str, Any], game: Game, note: str = "") -> ReplayReport:
    """Compare a replayed game's whole record with the recorded one."""
    recorded = record["events"]
    produced = [jsonable(e.to_json()) for e in game.events]
    for i, (want, got) in enumerate(zip(recorded, produced)):
        if want != got:
            return ReplayReport(False, i, f"event {i + 1} ({want.get('phase')}) differs: "
                                          f"recorded {want}, replayed {got}")
    if len(produced) != len(recorded):
        return ReplayReport(False, min(len(produced), len(recorded)),
                            f"recorded {len(recorded)} events, replay produced {len(produced)}")
    n = len(produced)
    if game.forced_left:
        return ReplayReport(False, n, f"{game.forced_left} recorded choice(s) after the last one the "
                                      "game asked for (added after the game ended?)")
    rebuilt = game.record()
    for key in _COMPARED:
        if key in record and jsonable(record[key]) != rebuilt[key]:
            return ReplayReport(False, n, f"{key} differs: recorded {_short(record[key])}, "
                                          f"replayed {_short(rebuilt[key])}")
    if "digest" not in record:
        note += " (the log has no digest to check)"
    elif record["digest"] != digest(record):
        return ReplayReport(False, n, "the log was changed after it was written: its digest does not "
                                      "match its contents (an edited seed, script or result?)")
    return ReplayReport(True, n, f"replayed {n} events: identical{note}")


def _short(value: Any, limit: int = 120) -> str:
    text = json.dumps(value, default=str)
    return text if len(text) <= limit else f"{text[:limit]}..."


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
