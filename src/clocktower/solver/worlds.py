"""Every way to seat the evil team: one Demon and the table's Minions among the counted
seats, as numpy arrays built once per shape and shared by every solve."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

import numpy as np

GOOD_ROLE, MINION_ROLE, DEMON_ROLE = 0, 1, 2
ROLES = 3


@dataclass(frozen=True)
class WorldSet:
    """All evil-team placements: ``role[w, s]`` is 0 (good), 1 (Minion) or 2 (Demon)."""

    players: int
    role: np.ndarray
    evil: np.ndarray
    demon: np.ndarray
    flat: np.ndarray
    """``role + ROLES * seat``: an index into a flattened (seat, role) table."""

    def __len__(self) -> int:
        return int(self.role.shape[0])


@lru_cache(maxsize=64)
def world_set(players: int, counted: tuple[int, ...], minions: int) -> WorldSet:
    """Every placement of one Demon and ``minions`` Minions among ``counted`` seats."""
    rows: list[list[int]] = []
    for d in counted:
        rest = [s for s in counted if s != d]
        for team in combinations(rest, min(minions, len(rest))):
            row = [GOOD_ROLE] * players
            row[d] = DEMON_ROLE
            for m in team:
                row[m] = MINION_ROLE
            rows.append(row)
    role = np.array(rows, dtype=np.int8).reshape(len(rows), players)
    evil = role > 0
    demon = np.argmax(role == DEMON_ROLE, axis=1)
    flat = role.astype(np.int64) + ROLES * np.arange(players, dtype=np.int64)
    for a in (role, evil, demon, flat):
        a.setflags(write=False)
    return WorldSet(players, role, evil, demon, flat)


__all__ = ["DEMON_ROLE", "GOOD_ROLE", "MINION_ROLE", "ROLES", "WorldSet", "world_set"]
