"""The Lil' Monsta / Marionette jinx at setup: the Marionette starts beside a Minion (who
will babysit Lil' Monsta and be the Demon), since no player holds a Demon token."""

from __future__ import annotations

import random

from clocktower.game.setup import random_setup
from clocktower.script import parse_script

IDS = ["lilmonsta", "marionette", "poisoner", "spy", "baron", "chef", "empath", "monk", "soldier",
       "mayor", "virgin", "slayer", "saint", "recluse", "washerwoman", "librarian", "investigator"]


def test_drawn_marionette_neighbours_a_minion_under_lil_monsta() -> None:
    script = parse_script([{"id": "_meta", "name": "Monsta marionette"}, *IDS])
    for seed in range(30):
        setup = random_setup(script, 9, random.Random(seed), include=["lilmonsta", "marionette"])
        chars = [s.character for s in setup.seats]
        m = chars.index("marionette")
        minions = {"poisoner", "spy", "baron"}
        n = len(chars)
        assert chars[(m + 1) % n] in minions or chars[(m - 1) % n] in minions, (seed, chars)


def test_drawn_marionette_neighbours_an_official_demon() -> None:
    """Seating knows the team of every official character (the Imp), not only the almanacs'."""
    script = parse_script([{"id": "_meta", "name": "Imp marionette"}, "imp", *IDS[1:]])
    for seed in range(20):
        setup = random_setup(script, 9, random.Random(seed), include=["imp", "marionette"])
        chars = [s.character for s in setup.seats]
        m, n = chars.index("marionette"), len(chars)
        assert "imp" in (chars[(m + 1) % n], chars[(m - 1) % n]), (seed, chars)
