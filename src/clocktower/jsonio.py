"""Reading JSON from outside (script files, logs, setups) so that bad input is one clear error.

``json.loads`` alone lets through, or fails with a crash on: nesting deep enough to hit the
recursion limit, integers longer than Python converts (4,300 digits), ``NaN`` and
``Infinity`` (not JSON at all), and lone UTF-16 surrogates (``"\\ud800"``), which cannot be
printed or written back as UTF-8. :func:`parse_json` refuses all of them, naming where.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from .errors import ClocktowerError

MAX_DEPTH = 64
"""Deepest nesting of lists and objects accepted (real files need fewer than ten levels)."""


class _Refused(ValueError):
    """Raised from inside the JSON decoder for a value JSON does not allow."""


def _no_constant(name: str) -> Any:
    raise _Refused(f"{name} is not a JSON value")


SYNTAX = "invalid JSON at line {line}, column {column}: {msg}"
"""How a syntax error reads (after the file name)."""


def parse_json(text: str, where: str, error: type[ClocktowerError] = ClocktowerError,
               syntax: str = SYNTAX) -> Any:
    """The JSON value in ``text``, or ``error`` with one line naming ``where`` and the problem
    (``syntax``: the wording of a syntax error, with {line}, {column} and {msg})."""
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise error(f"{where}: " + syntax.format(line=exc.lineno, column=exc.colno, msg=exc.msg)) from None
    except _Refused as exc:
        raise error(f"{where}: invalid JSON: {exc}") from None
    except RecursionError:
        raise error(f"{where}: JSON nested too deeply (at most {MAX_DEPTH} levels)") from None
    except ValueError as exc:  # an integer past Python's digit limit
        if "digits" in str(exc):
            raise error(f"{where}: a number in it is too long (integers have at most 4300 digits)") from None
        raise error(f"{where}: invalid JSON: {' '.join(str(exc).split())}") from None
    check_tree(data, where, error)
    return data


def check_tree(data: Any, where: str, error: type[ClocktowerError] = ClocktowerError) -> None:
    """Refuse nesting deeper than MAX_DEPTH, strings that are not valid Unicode text (lone
    surrogates) and non-finite numbers anywhere in already-parsed JSON data."""
    stack: list[tuple[Any, str, int]] = [(data, "", 0)]
    while stack:
        value, path, depth = stack.pop()
        if isinstance(value, str):
            _check_text(value, path, where, error)
        elif isinstance(value, float) and not math.isfinite(value):
            raise error(f"{where}: {path or 'the value'}: {value!r} is not a JSON number")
        elif isinstance(value, (list, tuple, dict)):
            if depth >= MAX_DEPTH:
                raise error(f"{where}: JSON nested too deeply (at most {MAX_DEPTH} levels)")
            if isinstance(value, dict):
                for key, item in value.items():
                    if isinstance(key, str):
                        _check_text(key, path, where, error)
                    stack.append((item, f"{path}.{key}" if path else str(key), depth + 1))
            else:
                stack.extend((item, f"{path}[{i}]", depth + 1) for i, item in enumerate(value))


def _check_text(text: str, path: str, where: str, error: type[ClocktowerError]) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        bad = text[exc.start]
        raise error(f"{where}: {path or 'a string'}: not valid Unicode text "
                    f"(a lone surrogate \\u{ord(bad):04x})") from None


def read_json_file(path: Path, what: str, error: type[ClocktowerError] = ClocktowerError,
                   syntax: str = SYNTAX) -> Any:
    """The checked JSON in the file at ``path`` (``what`` names it in errors: "log", "setup")."""
    if not path.is_file():
        problem = "is not a regular file" if path.exists() else f"no such {what} file"
        raise error(f"{path}: {problem}")
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise error(f"{path}: not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise error(f"{path}: cannot read file: {exc.strerror or exc}") from None
    return parse_json(text, str(path), error, syntax)
