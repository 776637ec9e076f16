"""Sentinel (Fabled): There might be 1 extra or 1 fewer Outsider in play.

A setup bracket for the whole game: [+0, +1 or -1 Outsider], a Townsfolk token less or
more. The bag applies it like any character's bracket; a hand-made setup's counts may use it.
"""

from __future__ import annotations

from ..base import NO_CHANGE, Ability, Delta, register


class Sentinel(Ability):
    """[+1 or -1 Outsider], or no change."""

    id = "sentinel"

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        found = [NO_CHANGE, (-1, 1, 0, 0)]
        if counts[1] > 0:
            found.append((1, -1, 0, 0))
        return found


register(Sentinel)
