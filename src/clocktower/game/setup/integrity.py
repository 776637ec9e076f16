"""Whether a game record can be trusted: well-formed (:func:`check_record`), and unchanged
since the engine wrote it (:func:`digest`).

A record read from a file is outside input: every field a replay or a resumed game reads is
checked here first, so a malformed log is one clear error, never a crash deep in the engine.
The digest covers the fields that describe the game (not notes added beside them, such as
the API's ``agents``), so ``clocktower replay`` notices an edited seed or winner even where the
edit would replay the same.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

from ...characters import Team
from ...errors import ClocktowerError, SetupError
from ...script import all_characters, parse_script, player_counts

FORMAT = "clocktower-log/1"

DIGESTED = ("format", "script", "script_id", "seed", "setup", "choices", "decisions", "events",
            "people", "winner", "reason", "result")
"""The fields the digest covers (those present: logs from before a field existed still check)."""

MAX_SEED = 2**128
"""Seeds are whole numbers below this in size (the command line's seeds, and the game seeds
``simulate`` derives from them, all are)."""

_RESULTS = (None, "good", "evil", "stalemate")


def digest(record: Mapping[str, Any]) -> str:
    """A fingerprint of the record's game fields: "sha256:" and 64 hex digits."""
    fields = {key: record[key] for key in DIGESTED if key in record}
    text = json.dumps(fields, sort_keys=True, separators=(",", ":"), ensure_ascii=True, default=str)
    return "sha256:" + hashlib.sha256(text.encode("ascii")).hexdigest()


def check_record(record: Any, where: str) -> None:
    """Raise ClocktowerError (one line naming ``where`` and the field) unless ``record`` is a
    well-formed game record: the right format, a script that loads, a whole-number seed, a
    setup of known characters, and lists of choices and events."""
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise ClocktowerError(f"{where}: not a clocktower game log (format {FORMAT})")
    for key in ("script", "seed", "setup", "choices", "events"):
        if key not in record:
            raise ClocktowerError(f"{where}: the log has no {key!r}")

    def bad(field: str, want: str) -> ClocktowerError:
        return ClocktowerError(f"{where}: malformed log: {field!r} must be {want}")

    seed = record["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int) or abs(seed) >= MAX_SEED:
        raise bad("seed", "a whole number below 2**128 in size")
    for key in ("choices", "events", "decisions"):
        if key in record and not isinstance(record[key], list):
            raise bad(key, "a list")
    if not all(isinstance(e, dict) for e in record["events"]):
        raise bad("events", "a list of objects")
    if record.get("winner") not in ("good", "evil", None):
        raise bad("winner", "'good', 'evil' or null")
    if record.get("result") not in _RESULTS:
        raise bad("result", "'good', 'evil', 'stalemate' or null")
    for key in ("reason", "error", "digest", "script_id"):
        if record.get(key) is not None and not isinstance(record[key], str):
            raise bad(key, "a string")
    script = parse_script(record["script"], f"{where}: script")
    _check_setup(record["setup"], {**all_characters(), **script.by_id}, bad)


def _check_setup(setup: Any, known: Mapping[str, Any], bad: Any) -> None:
    """The setup's seats name known characters, with good/evil alignments if any."""
    if not isinstance(setup, dict):
        raise bad("setup", "an object")
    seats = setup.get("seats")
    if not isinstance(seats, list) or not seats:
        raise bad("setup.seats", "a non-empty list")
    players = 0
    for i, seat in enumerate(seats):
        field = f"setup.seats[{i}]"
        if not isinstance(seat, dict):
            raise bad(field, "an object")
        if not isinstance(seat.get("name"), str):
            raise bad(f"{field}.name", "a string")
        for key in ("character", "believes"):
            cid = seat.get(key)
            if (key == "character" or cid is not None) and (not isinstance(cid, str) or cid not in known):
                raise bad(f"{field}.{key}", "the id of a character on the script")
        if seat.get("alignment") not in (None, "good", "evil"):
            raise bad(f"{field}.alignment", "'good', 'evil' or null")
        players += known[seat["character"]].team is not Team.TRAVELLER
    bluffs = setup.get("bluffs", [])
    if not isinstance(bluffs, list) or not all(isinstance(b, str) and b in known for b in bluffs):
        raise bad("setup.bluffs", "a list of character ids")
    extra = setup.get("extra", {})
    if not isinstance(extra, dict):
        raise bad("setup.extra", "an object")
    if "boffin" in extra and extra["boffin"] not in known:
        raise bad("setup.extra.boffin", "a character id")
    brackets = extra.get("brackets", [])
    if not isinstance(brackets, list) or not all(isinstance(b, str) and b in known for b in brackets):
        raise bad("setup.extra.brackets", "a list of character ids")
    try:
        player_counts(players)
    except SetupError as exc:
        raise bad("setup.seats", f"5 to 15 players besides Travellers ({exc})") from None


__all__ = ["DIGESTED", "FORMAT", "MAX_SEED", "check_record", "digest"]
