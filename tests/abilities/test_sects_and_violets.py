"""Sects & Violets rules a scenario cannot state: setup brackets in drawn bags."""

from __future__ import annotations

import random

from clocktower.characters import Team
from clocktower.game.setup import random_setup
from clocktower.script import load_script, player_counts

SNV = load_script("sects-and-violets")


def _outsiders(players: int, demon: str) -> list[int]:
    found = []
    for seed in range(300):
        setup = random_setup(SNV, players, random.Random(seed))
        ids = [s.character for s in setup.seats]
        if demon in ids:
            found.append(sum(1 for c in ids if SNV.by_id[c].team is Team.OUTSIDER))
    return found


def test_the_fang_gu_adds_an_outsider_to_the_bag() -> None:
    base = player_counts(11).outsider
    counts = _outsiders(11, "fanggu")
    assert counts and all(c == base + 1 for c in counts)


def test_the_other_demons_keep_the_table_except_the_vigormortis_which_removes_one() -> None:
    base = player_counts(11).outsider
    assert set(_outsiders(11, "nodashii")) == {base}
    assert set(_outsiders(11, "vortox")) == {base}
    assert set(_outsiders(11, "vigormortis")) == {base - 1}
