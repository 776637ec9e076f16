"""The ids of a script's characters of some teams, in script order: the same in every game
of that script, so worked out once per script (not every night, each character's team read
anew) and kept by the script's identity."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..characters import Team

if TYPE_CHECKING:
    from ..script import Script

_IDS: dict[tuple[int, tuple[Team, ...]], tuple[Script, tuple[str, ...]]] = {}
"""(the script's identity, the teams) -> (the script, kept alive so its identity is not
reused while listed; the ids)."""


def script_ids(script: Script, teams: tuple[Team, ...]) -> tuple[str, ...]:
    """The ids of ``script``'s characters whose team is one of ``teams``, in script order."""
    key = (id(script), teams)
    known = _IDS.get(key)
    if known is None or known[0] is not script:
        if len(_IDS) > 256:
            _IDS.clear()
        known = _IDS[key] = (script, tuple(c.id for c in script.characters if c.team in teams))
    return known[1]
