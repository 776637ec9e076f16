"""Checks for what clients send: names, seat numbers, scripts. Each refuses with a
``Refused`` (a 4xx with a one-line reason naming the bad item) and changes nothing."""

from __future__ import annotations

import json
import unicodedata
from typing import Any

from ..errors import ClocktowerError
from ..script import Script, bundled_scripts, parse_script

MAX_NAME = 40
"""The longest name a seat may have, in characters."""

MAX_SCRIPT_NAME = 100
"""The longest bundled script slug or name looked up (longer strings are refused unread)."""

INVISIBLE = {"Cc", "Cf", "Cs", "Co", "Cn", "Zs", "Zl", "Zp", "Mn", "Me"}
"""Unicode categories that show nothing by themselves: a name needs a character outside them."""

FORBIDDEN = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
"""Unicode categories never allowed in a name (control, format, surrogate, private, unassigned)."""


class Refused(ClocktowerError):
    """A request the rules or the tokens refuse: ``status`` is its HTTP status."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(reason)
        self.status = status


def shown(value: Any, limit: int = 40) -> str:
    """``value`` as JSON, cut short, for a reason."""
    try:
        text = json.dumps(value, ensure_ascii=True)
    except (TypeError, ValueError):
        text = type(value).__name__
    return text if len(text) <= limit else text[:limit] + "..."


def name_key(name: str) -> str:
    """A name as compared for duplicates: case-folded, NFKC, runs of spaces made one."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def clean_name(name: Any, where: str) -> str:
    """A seat's name, checked and trimmed: text of 1 to ``MAX_NAME`` characters, no control or
    format characters, and not only invisible ones."""
    if not isinstance(name, str):
        raise Refused(400, f"{where}: a name must be text, not {shown(name)}")
    bad = next((c for c in name if unicodedata.category(c) in FORBIDDEN), None)
    if bad is not None:
        raise Refused(400, f"{where}: the name {shown(name)} holds the control or invisible character "
                           f"U+{ord(bad):04X}")
    text = " ".join(name.split())
    if not text:
        raise Refused(400, f"{where}: a name may not be empty or only spaces")
    if len(text) > MAX_NAME:
        raise Refused(400, f"{where}: the name {shown(text)} is longer than {MAX_NAME} characters")
    if all(unicodedata.category(c) in INVISIBLE for c in text):
        raise Refused(400, f"{where}: the name {shown(text)} shows nothing")
    return text


def clean_names(names: list[Any], where: str) -> list[str]:
    """Every name checked (``clean_name``) and no two the same once case and spaces are ignored."""
    out = [clean_name(n, f"{where} {i + 1}") for i, n in enumerate(names)]
    seen: dict[str, int] = {}
    for i, name in enumerate(out):
        key = name_key(name)
        if key in seen:
            raise Refused(400, f"{where} {i + 1}: the name {shown(name)} is already seat {seen[key] + 1}'s")
        seen[key] = i
    return out


def seat_number(value: Any, n: int, field: str) -> int:
    """A seat number: an int (not a bool, not 2.0 or "2") from 0 to ``n - 1``."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise Refused(400, f"'{field}': {shown(value)} is not a seat number from 0 to {n - 1}")
    return value


def seat_list(value: Any, n: int, field: str) -> list[int]:
    """A list of distinct seat numbers (``seat_number`` each)."""
    if not isinstance(value, list):
        raise Refused(400, f"'{field}' must be a list of seat numbers from 0 to {n - 1}, not {shown(value)}")
    seats: list[int] = []
    for item in value:
        seat = seat_number(item, n, field)
        if seat in seats:
            raise Refused(400, f"'{field}': seat {seat} is listed twice")
        seats.append(seat)
    return seats


def script_from(spec: Any) -> Script:
    """A bundled script named by slug or name, or a script sent whole as official script JSON
    (a list). Never a path: nothing a client names is opened on the server."""
    if isinstance(spec, str):
        return _bundled_named(spec)
    if isinstance(spec, list):
        return parse_script(spec, "uploaded script")
    raise Refused(400, "'script' must be a bundled script's slug or name, or a script JSON list")


def _bundled_named(name: str) -> Script:
    """The bundled script whose slug or name is ``name`` (any case)."""
    wanted = " ".join(name.split()).casefold()
    if len(name) <= MAX_SCRIPT_NAME:
        for script in bundled_scripts():
            if wanted in (script.id.casefold(), script.name.casefold()):
                return script
    known = ", ".join(s.id for s in bundled_scripts())
    raise Refused(400, f"'script': no bundled script named {shown(name)} (bundled scripts: {known}; "
                       "or send a script JSON list)")


__all__ = ["MAX_NAME", "Refused", "clean_name", "clean_names", "name_key", "script_from", "seat_list",
           "seat_number", "shown"]
