"""Text from outside (script, character and player names) made safe to print at a terminal.

A name may hold raw control characters (ESC starts a terminal escape sequence, BEL rings)
or Unicode direction overrides that reorder what is shown (or a lone surrogate, which
cannot be written as UTF-8 at all). :func:`printable` shows each as a
visible escape (``\\x1b``) instead, so printing a name can never drive the terminal.
"""

from __future__ import annotations

import re

_BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_UNSAFE = re.compile(f"[\\x00-\\x09\\x0b-\\x1f\\x7f-\\x9f\\ud800-\\udfff{_BIDI}]")


def _escaped(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str, *, newlines: bool = True) -> str:
    """``text`` with every control character and direction override shown as an escape;
    ``newlines`` False escapes line breaks too (for one-line output such as a table cell)."""
    out = _UNSAFE.sub(_escaped, text)
    if not newlines:
        out = out.replace("\n", "\\x0a")
    return out


__all__ = ["printable"]
