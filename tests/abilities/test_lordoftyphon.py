"""The Lord of Typhon's setup: evil characters sit in one unbroken line with it in the middle."""

from __future__ import annotations

import random

from clocktower.characters import Team
from clocktower.errors import SetupError
from clocktower.game.setup import random_setup
from clocktower.script import character, parse_script

SCRIPT = parse_script([{"id": "_meta", "name": "Typhon test"}, "lordoftyphon", "poisoner", "spy", "baron",
                       "scarletwoman", "chef", "empath", "monk", "soldier", "mayor", "virgin", "slayer",
                       "saint", "recluse", "butler", "washerwoman", "librarian", "investigator",
                       "gangster", "gnome"], "typhon-test")


def test_evil_sits_in_a_line_with_the_lord_of_typhon_in_the_middle() -> None:
    for seed in range(60):
        rng = random.Random(seed)
        players = rng.choice(range(5, 16))
        try:
            setup = random_setup(SCRIPT, players, rng, travellers=rng.choice((0, 1)), include=["lordoftyphon"])
        except SetupError:
            continue  # a Baron's Outsiders beyond the script's: the Storyteller builds another bag
        seats = [s for s in setup.seats if character(s.character).team is not Team.TRAVELLER]
        evil = [i for i, s in enumerate(seats) if character(s.character).team in (Team.MINION, Team.DEMON)]
        n = len(seats)
        lord = next(i for i, s in enumerate(seats) if s.character == "lordoftyphon")
        assert len(evil) == 1 + sum(1 for s in seats if character(s.character).team is Team.MINION)
        assert len(evil) >= 3, "the +1 Minion makes at least two Minions"
        # The two neighbours are Minions, and the evil seats form one run round the circle.
        assert {(lord - 1) % n, (lord + 1) % n} <= set(evil)
        starts = [i for i in evil if (i - 1) % n not in evil]
        assert len(starts) == 1, (seed, [s.character for s in seats])
        left = (lord - starts[0]) % n
        assert abs(left - (len(evil) - 1 - left)) <= 1
        assert len({s.name for s in setup.seats}) == len(setup.seats)
