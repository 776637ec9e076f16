"""A seating chosen by hand (the JSON ``clocktower setup --json`` prints), checked against a
script: known characters, alignments, player count, Demon bluffs on the script, and bag
counts that the setup modifiers in play allow."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...characters import Team
from ...errors import SetupError
from ...script import Script, all_characters, player_counts
from .bag import legal_counts, storyteller_rules
from .seats import SeatSpec, Setup

_INDEX = {Team.TOWNSFOLK: 0, Team.OUTSIDER: 1, Team.MINION: 2, Team.DEMON: 3}


def setup_from_json(data: Any, script: Script, where: str = "setup", *, check_counts: bool = True) -> Setup:
    """``data`` as a checked ``Setup``; a ``SetupError`` naming the first problem otherwise.

    >>> from clocktower.script import load_script
    >>> setup_from_json({"seats": [{"name": "A", "character": "nobody"}]}, load_script("untitled-almanac"))
    Traceback (most recent call last):
    ...
    clocktower.errors.SetupError: setup: seat 1: unknown character 'nobody'
    """
    seats = data.get("seats") if isinstance(data, dict) else None
    if not isinstance(seats, list) or not seats:
        raise SetupError(f"{where}: a setup needs a 'seats' list")
    known = all_characters()
    specs = []
    for i, seat in enumerate(seats, 1):
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) or not seat.get("name") \
                or not isinstance(seat.get("character"), str):
            raise SetupError(f"{where}: seat {i} needs a 'name' and a 'character'")
        for key in ("character", "believes"):
            cid = seat.get(key)
            if cid is not None and (not isinstance(cid, str) or (cid not in script.by_id and cid not in known)):
                raise SetupError(f"{where}: seat {i}: unknown {key} {cid!r}")
        alignment = seat.get("alignment")
        if alignment not in (None, "good", "evil"):
            raise SetupError(f"{where}: seat {i}: alignment must be good or evil, not {alignment!r}")
        believes = seat.get("believes")
        specs.append(SeatSpec(seat["name"], seat["character"],
                              believes if believes != seat["character"] else None, alignment))
    characters = [script.by_id.get(sp.character) or known[sp.character] for sp in specs]
    players = sum(1 for c in characters if c.team is not Team.TRAVELLER)
    if not 5 <= players <= 15:
        raise SetupError(f"{where}: {players} players: a game needs 5 to 15 (Travellers aside)")
    bluffs = data.get("bluffs", [])
    if not isinstance(bluffs, list):
        raise SetupError(f"{where}: 'bluffs' must be a list of character ids")
    for b in bluffs:
        if not isinstance(b, str) or b not in script.by_id:
            raise SetupError(f"{where}: bluff {b!r} is not on the script")
    extra = data.get("extra", {})
    if not isinstance(extra, dict):
        raise SetupError(f"{where}: 'extra' must be an object")
    fabled = data.get("fabled", [])
    if not isinstance(fabled, list) or not all(isinstance(f, str) for f in fabled):
        raise SetupError(f"{where}: 'fabled' must be a list of Fabled or Loric ids")
    try:
        rules = storyteller_rules(script, fabled)
    except SetupError as exc:
        raise SetupError(f"{where}: {exc}") from None
    if check_counts:
        # Characters whose setup brackets apply without a seat (a Boffin's gift, a Fabled
        # such as the Sentinel) count too.
        brackets = [known[c] for c in extra.get("brackets", []) if isinstance(c, str) and c in known]
        _check_counts(script, characters, brackets + rules, players, where)
    return Setup(specs, list(bluffs), dict(extra), [c.id for c in rules if c.id not in script.by_id])


def _check_counts(script: Script, characters: list[Any], brackets: list[Any], players: int, where: str) -> None:
    """The bag's counts by character type must be ones the setup modifiers in play allow."""
    counted = Counter(c.team for c in characters if c.team in _INDEX)
    counts = tuple(counted.get(t, 0) for t in _INDEX)
    allowed = legal_counts(script, [c for c in characters if c.team in _INDEX] + brackets, players)
    if counts not in allowed:
        names = ("Townsfolk", "Outsiders", "Minions", "Demons")
        base = player_counts(players)
        got = ", ".join(f"{n} {k}" for n, k in zip(counts, names))
        want = " or ".join(sorted(", ".join(str(n) for n in c) for c in allowed)) or \
            f"{base.townsfolk}, {base.outsider}, {base.minion}, {base.demon}"
        raise SetupError(f"{where}: {players} players with these characters need "
                         f"(Townsfolk, Outsiders, Minions, Demons) = {want}; this bag has {got}")


__all__ = ["setup_from_json"]
