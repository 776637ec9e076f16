"""The solver: for one seat, the worlds consistent with what it knows, weighed, and the
chances they give (each player the Demon, a Minion, evil; each claim true)."""

from __future__ import annotations

from copy import copy
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..characters import EVIL, Team
from . import evidence
from .knowledge import Knowledge, team_of
from .worlds import DEMON_ROLE, GOOD_ROLE, MINION_ROLE, ROLES, WorldSet, world_set


@dataclass
class World:
    """One weighed placement of the evil team."""

    chance: float
    demon: int
    minions: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        """As plain JSON."""
        return {"chance": round(self.chance, 4), "demon": self.demon, "minions": list(self.minions)}


@dataclass
class Solution:
    """What a seat may conclude: per seat chances, and the likeliest worlds."""

    seat: int
    demon: list[float]
    minion: list[float]
    evil: list[float]
    claim_true: dict[int, float]
    worlds: list[World] = field(default_factory=list)
    remaining: int = 0
    """How many worlds are still possible (weight above nothing)."""
    total: int = 0
    """How many worlds the seat started from (its own role and team fixed)."""

    def likeliest_demon(self, among: "list[int] | None" = None) -> int | None:
        """The seat most likely the Demon (of ``among``, if given)."""
        pool = range(len(self.demon)) if among is None else among
        best = max(pool, key=lambda s: (self.demon[s], -s), default=None)
        return best

    def to_json(self, names: "list[str] | None" = None) -> dict[str, Any]:
        """As plain JSON; with ``names``, seats are named."""
        def who(s: int) -> Any:
            return names[s] if names else s

        return {
            "seat": who(self.seat), "remaining": self.remaining, "total": self.total,
            "players": [{"seat": who(s), "demon": round(self.demon[s], 4), "minion": round(self.minion[s], 4),
                         "evil": round(self.evil[s], 4),
                         "claim_true": None if s not in self.claim_true else round(self.claim_true[s], 4)}
                        for s in range(len(self.demon))],
            "worlds": [{"chance": round(w.chance, 4), "demon": who(w.demon), "minions": [who(m) for m in w.minions]}
                       for w in self.worlds],
        }


def _hard_mask(k: Knowledge, ws: WorldSet) -> np.ndarray:
    """Worlds the seat knows are impossible: its own role, the team it was shown."""
    mask = np.ones(len(ws), dtype=bool)
    me = k.seat
    if 0 <= me < k.players and k.alignment is not None:
        team = team_of(k.script, k.character)
        if k.alignment != EVIL:
            mask &= ws.role[:, me] == GOOD_ROLE
        elif team is Team.DEMON:
            mask &= ws.role[:, me] == DEMON_ROLE
        elif team is Team.MINION:
            mask &= ws.role[:, me] == MINION_ROLE
    for s in k.demons:
        if 0 <= s < k.players:
            mask &= ws.role[:, s] == DEMON_ROLE
    for s in k.minions:
        if 0 <= s < k.players:
            mask &= ws.role[:, s] == MINION_ROLE
    for s, (character, _) in k.grimoire.items():
        team = team_of(k.script, character)
        if 0 <= s < k.players and team is not None and s not in k.travellers:
            role = DEMON_ROLE if team is Team.DEMON else MINION_ROLE if team is Team.MINION else GOOD_ROLE
            mask &= ws.role[:, s] == role
    return mask


def solve(k: Knowledge, *, top: int = 10) -> Solution:
    """Weigh every world for the seat of ``k`` and summarise."""
    counted = tuple(k.counted)
    ws = world_set(k.players, counted, min(k.minion_count, max(0, len(counted) - 1)))
    mask = _hard_mask(k, ws)
    if not mask.any():  # a setup the table does not foresee: keep only the seat's own role
        mask = _hard_mask(_alone(k), ws)
        if not mask.any():
            mask = np.ones(len(ws), dtype=bool)
    table = np.zeros((k.players, ROLES))
    ll = np.zeros(len(ws))
    evidence.claims(k, ws, table, ll)
    evidence.public(k, ws, table, ll)
    ll += table.ravel()[ws.flat].sum(axis=1)
    ll += evidence.own_information(k, ws, mask.astype(float))
    ll += evidence.shared_information(k, ws, mask.astype(float))
    ll = np.where(mask, ll, -np.inf)
    peak = ll.max()
    weight = np.exp(ll - peak)
    weight /= weight.sum()
    demon = np.bincount(ws.demon, weights=weight, minlength=k.players)
    minion = (weight[:, None] * (ws.role == MINION_ROLE)).sum(axis=0)
    evil = demon + minion
    claim_true = {s: float(1.0 - evil[s]) for s in k.claims}
    if k.good and k.character is not None:
        for s, c in k.claims.items():
            if c == k.character and s != k.seat:
                claim_true[s] = min(claim_true[s], 0.05)
    order = np.argsort(-weight, kind="stable")[:top]
    order = order[weight[order] > 0]
    minions: list[list[int]] = [[] for _ in range(len(order))]
    for row, seat in zip(*(a.tolist() for a in np.nonzero(ws.role[order] == MINION_ROLE))):
        minions[row].append(seat)
    worlds = [World(w, d, tuple(m)) for w, d, m in zip(weight[order].tolist(), ws.demon[order].tolist(), minions)]
    return Solution(k.seat, [float(x) for x in demon], [float(x) for x in minion], [float(x) for x in evil],
                    claim_true, worlds, int((weight > 1e-6).sum()), int(mask.sum()))


def _alone(k: Knowledge) -> Knowledge:
    """``k`` with only the seat's own role (its shown team dropped)."""
    out = copy(k)
    out.demons, out.minions, out.grimoire = set(), set(), {}
    return out


def public_knowledge(k: Knowledge) -> Knowledge:
    """What anyone at the table knows: ``k`` without the seat's own character, team and
    information (an evil player asks this to see how suspicious each player looks)."""
    out = copy(k)
    out.character = None
    out.alignment = None
    out.demons, out.minions, out.grimoire = set(), set(), {}
    out.bluffs = []
    out.infos = []
    return out  # what others shared stays: it is public


__all__ = ["Solution", "World", "public_knowledge", "solve"]
