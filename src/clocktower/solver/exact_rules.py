"""What a sober, healthy good player's information may be in one world: one check per
information kind (``CHECKS``), each with the misregistration the rules allow (the Spy may
register as good and as any Townsfolk or Outsider; the Recluse as evil and as any Minion or
Demon; the Fortune Teller's red herring registers as a Demon to them).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Callable

from ..characters import Team
from .exact_model import Info


@dataclass
class Grim:
    """The simulated grimoire at one moment of one world."""

    chars: list[str]
    evil: list[bool]
    alive: list[bool]
    teams: dict[str, Team]
    red_herring: int | None = None
    executed: int | None = None  # the player executed (and dead) yesterday
    poisoned: int | None = None  # a poisoned Spy or Recluse registers truly
    woke: frozenset[int] = frozenset()  # who woke tonight for their own ability (Chambermaid)

    def _char(self, seat: int) -> str:
        """``seat``'s character for misregistration (none while poisoned)."""
        char = self.chars[seat]
        return "" if seat == self.poisoned and char in ("spy", "recluse") else char

    def seen_as(self, seat: int) -> set[str]:
        """Every character ``seat`` may register as."""
        char = self._char(seat)
        out = {self.chars[seat]}
        if char == "spy":
            out |= {c for c, t in self.teams.items() if t in (Team.TOWNSFOLK, Team.OUTSIDER)}
        if char == "recluse":
            out |= {c for c, t in self.teams.items() if t in (Team.MINION, Team.DEMON)}
        return out

    def evil_options(self, seat: int) -> tuple[bool, ...]:
        """The alignments ``seat`` may register as (True: evil)."""
        char = self._char(seat)
        if char == "spy":
            return (True, False)
        if char == "recluse":
            return (self.evil[seat], True) if not self.evil[seat] else (True,)
        return (self.evil[seat],)

    def types(self, seat: int) -> set[Team]:
        """The character types ``seat`` may register as."""
        team = self.teams[self.chars[seat]]
        extra = {"spy": {Team.TOWNSFOLK, Team.OUTSIDER}, "recluse": {Team.MINION, Team.DEMON}}
        return {team, *extra.get(self._char(seat), set())}

    def is_demon(self, seat: int) -> bool:
        """Whether ``seat``'s character is a Demon."""
        return self.teams.get(self.chars[seat]) is Team.DEMON

    def demon_options(self, seat: int) -> tuple[bool, ...]:
        """Whether ``seat`` may register as a Demon (True) or not (False)."""
        if self.is_demon(seat):
            return (True,)
        if self._char(seat) == "recluse":
            return (False, True)
        return (False,)

    def counts(self, groups: list[tuple[int, ...]]) -> set[int]:
        """The counts of evil groups possible (a group is evil if all its seats register
        evil; each group is judged on its own, so a Recluse may count in one pair only)."""
        totals = {0}
        for group in groups:
            values = {all(choice) for choice in product(*(self.evil_options(s) for s in group))}
            totals = {t + v for t in totals for v in values}
        return totals

    def neighbours(self, seat: int) -> list[int]:
        """The nearest living players either side of ``seat``."""
        n = len(self.chars)
        out: list[int] = []
        for step in (-1, 1):
            s = (seat + step) % n
            while s != seat and not self.alive[s]:
                s = (s + step) % n
            if s != seat and s not in out:
                out.append(s)
        return out


def _pair_shows(g: Grim, info: Info, team: Team) -> bool:
    if info.none:
        return not any(g.teams.get(c) is team for c in g.chars)
    if info.character is None or g.teams.get(info.character) is not team:
        return False
    return any(info.character in g.seen_as(p) for p in info.players)


def _chef(g: Grim, seat: int, info: Info) -> bool:
    n = len(g.chars)
    return info.number in g.counts([(i, (i + 1) % n) for i in range(n)])


def _empath(g: Grim, seat: int, info: Info) -> bool:
    return info.number in g.counts([(s,) for s in g.neighbours(seat)])


def _fortune_teller(g: Grim, seat: int, info: Info) -> bool:
    options: set[bool] = set()
    for choice in product(*(g.demon_options(p) for p in info.players)):
        options.add(any(choice) or g.red_herring in info.players)
    return info.yes in options


def _undertaker(g: Grim, seat: int, info: Info) -> bool:
    if g.executed is None or (info.players and info.players[0] != g.executed):
        return False
    return info.character in g.seen_as(g.executed)


def _ravenkeeper(g: Grim, seat: int, info: Info) -> bool:
    return len(info.players) == 1 and info.character in g.seen_as(info.players[0])


def _seamstress(g: Grim, seat: int, info: Info) -> bool:
    a, b = info.players
    return info.yes in {x == y for x in g.evil_options(a) for y in g.evil_options(b)}


def _dreamer(g: Grim, seat: int, info: Info) -> bool:
    kinds = {g.teams.get(c) in (Team.MINION, Team.DEMON) for c in info.characters}
    return kinds == {True, False} and bool(set(info.characters) & g.seen_as(info.players[0]))


def _clockmaker(g: Grim, seat: int, info: Info) -> bool:
    n = len(g.chars)
    options: list[set[Team]] = []
    for s, char in enumerate(g.chars):
        team = g.teams.get(char)
        extra = {"spy": {Team.TOWNSFOLK, Team.OUTSIDER}, "recluse": {Team.MINION, Team.DEMON}}
        options.append({team, *extra.get(g._char(s), set())} if team else set())
    found = set()
    for choice in product(*(sorted(o, key=lambda t: t.value) or [Team.TRAVELLER] for o in options)):
        demons = [s for s, t in enumerate(choice) if t is Team.DEMON]
        minions = [s for s, t in enumerate(choice) if t is Team.MINION]
        if demons and minions:
            found.add(min(min(abs(d - m), n - abs(d - m)) for d in demons for m in minions))
    return info.number in found


def _juggler(g: Grim, seat: int, info: Info) -> bool:
    totals = {0}
    for who, char in info.guesses:
        values = {0, 1} if char in g.seen_as(who) and len(g.seen_as(who)) > 1 else {int(char in g.seen_as(who))}
        totals = {t + v for t in totals for v in values}
    return info.number in totals


def _knight(g: Grim, seat: int, info: Info) -> bool:
    return all(False in g.demon_options(p) for p in info.players)


def _noble(g: Grim, seat: int, info: Info) -> bool:
    return 1 in g.counts([(p,) for p in info.players])


def _steward(g: Grim, seat: int, info: Info) -> bool:
    return False in g.evil_options(info.players[0])


def _oracle(g: Grim, seat: int, info: Info) -> bool:
    return info.number in g.counts([(p,) for p in range(len(g.chars)) if not g.alive[p]])


def _sage(g: Grim, seat: int, info: Info) -> bool:
    return any(True in g.demon_options(p) for p in info.players)


def _shugenja(g: Grim, seat: int, info: Info) -> bool:
    n = len(g.chars)
    answers: set[bool] = set()
    for choice in product(*(g.evil_options(s) for s in range(n))):
        steps = {cw: next((k for k in range(1, n) if choice[(seat + (k if cw else -k)) % n]), n)
                 for cw in (True, False)}
        if steps[True] == steps[False]:
            answers |= {True, False}  # equally close: either answer
        else:
            answers.add(steps[True] < steps[False])
    return info.yes in answers


def _village_idiot(g: Grim, seat: int, info: Info) -> bool:
    return info.yes in g.evil_options(info.players[0])


def _balloonist(g: Grim, seat: int, info: Info) -> bool:
    if len(info.players) < 2:
        return True  # the first night: anyone
    now, before = (g.types(p) for p in info.players[:2])
    return any(a != b for a in now for b in before)


def _snake_charmer(g: Grim, seat: int, info: Info) -> bool:
    # A sober Snake Charmer who chose the Demon would have swapped with it, and would say so
    # (``becomes``, refused for a Snake Charmer): such worlds are not this puzzle's.
    return False in g.demon_options(info.players[0])


def _chambermaid(g: Grim, seat: int, info: Info) -> bool:
    return info.number == sum(p in g.woke for p in info.players)


Check = Callable[[Grim, int, Info], bool]

CHECKS: dict[str, Check] = {
    "washerwoman": lambda g, s, i: _pair_shows(g, i, Team.TOWNSFOLK),
    "librarian": lambda g, s, i: _pair_shows(g, i, Team.OUTSIDER),
    "investigator": lambda g, s, i: _pair_shows(g, i, Team.MINION),
    "chef": _chef,
    "empath": _empath,
    "fortuneteller": _fortune_teller,
    "undertaker": _undertaker,
    "ravenkeeper": _ravenkeeper,
    "seamstress": _seamstress,
    "dreamer": _dreamer,
    "clockmaker": _clockmaker,
    "juggler": _juggler,
    "knight": _knight,
    "noble": _noble,
    "steward": _steward,
    "oracle": _oracle,
    "sage": _sage,
    "shugenja": _shugenja,
    "villageidiot": _village_idiot,
    "balloonist": _balloonist,
    "chambermaid": _chambermaid,
    "snakecharmer": _snake_charmer,
}
"""Each information kind's check: may a sober, healthy ``seat`` have learned ``info`` in
the grimoire ``g``? (The night's deaths have happened; ``g.executed`` is yesterday's.)"""


def possible(g: Grim, seat: int, info: Info) -> bool:
    """Whether ``info`` may be true for ``seat`` in ``g`` (unknown kinds constrain nothing)."""
    check = CHECKS.get(info.kind)
    return True if check is None else check(g, seat, info)


__all__ = ["CHECKS", "Grim", "possible"]
