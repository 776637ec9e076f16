"""Lord of Typhon: Each night*, choose a player: they die. [Evil characters are in a line. You
are in the middle. +1 Minion. -? to +? Outsiders]"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...characters import Team
from ...errors import SetupError
from ..base import Ability, Delta, register
from ..shared.demonkill import demon_kill

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag, SeatSpec

OUTSIDER_SHIFT = (-1, 0, 1)
"""How far the Storyteller moves the Outsider count here ("-? to +? Outsiders")."""


def _team(cid: str) -> Team:
    from ...script import character

    return character(cid).team


class LordOfTyphon(Ability):
    """[+1 Minion]: a not-in-play Minion takes a Townsfolk's place in the bag; the Outsider count moves
    by -1 to +1. Seating puts the evil characters in one unbroken line (Travellers skipped)
    with the Lord of Typhon in the middle, so both its neighbours are Minions, and everyone
    already knows their character when the game starts. Each night* it chooses a player:
    they die."""

    id = "lordoftyphon"

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        t, o, _, _ = counts
        return [(-1 - k, k, 1, 0) for k in OUTSIDER_SHIFT if o + k >= 0 and t - 1 - k >= 1]

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        spare = bag.spare(Team.MINION)
        if not spare:  # (setup then draws another bag)
            raise SetupError("the Lord of Typhon needs a spare Minion for its [+1 Minion]")
        bag.add(bag.rng.choice(spare))  # in the slot the bracket left, with that Minion's own bracket

    @classmethod
    def adjust_seating(cls, seats: "list[SeatSpec]", rng: random.Random) -> None:
        places = [i for i, s in enumerate(seats) if _team(s.character) is not Team.TRAVELLER]
        evil = [i for i in places if _team(seats[i].character) in (Team.MINION, Team.DEMON)]
        lords = [i for i in evil if seats[i].character == cls.id]
        if not lords or len(evil) < 2:
            return
        minions = [seats[i] for i in evil if i != lords[0]]
        lord = seats[lords[0]]
        rng.shuffle(minions)
        n = len(places)
        start = rng.randrange(n)
        left = len(minions) // 2
        line = minions[:left] + [lord] + minions[left:]
        wanted = {places[(start + k) % n]: spec for k, spec in enumerate(line)}
        # The displaced good tokens fill the seats the evil ones left.
        line_ids = {id(spec) for spec in line}
        displaced = [seats[i] for i in wanted if id(seats[i]) not in line_ids]
        freed = [i for i in evil if i not in wanted]
        snapshot = {i: seats[i] for i in places}
        for i, spec in wanted.items():
            seats[i] = spec
        for i, spec in zip(freed, displaced):
            seats[i] = spec
        # Names stay with their places: swap the tokens, never the names.
        names = {i: snapshot[i].name for i in places}
        for i in places:
            seats[i] = _renamed(seats[i], names[i])

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        demon_kill(self, game)


register(LordOfTyphon)


def _renamed(spec: "SeatSpec", name: str) -> "SeatSpec":
    from dataclasses import replace

    return replace(spec, name=name)
