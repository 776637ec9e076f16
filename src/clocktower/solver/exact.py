"""The exact solver: every world consistent with a whole puzzle (``ExactPuzzle``).

A world is a starting assignment of characters (good players are what they claim, or the
Drunk, who thinks they are a Townsfolk not in play; evil players may claim anything), the
Fortune Teller's red herring, and night by night the Poisoner's choice and the Demon's kill
(a star-pass, caught by a Minion or the Recluse). Each sober, healthy good player's
information must be possible in it (``exact_rules``). Search order prunes early: starting
assignments first (the setup counts, no duplicates), then night 1, day 1, night 2, ...
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import Iterator

from ..characters import Team
from .exact_model import ExactPuzzle, Execution, Info, Nomination, Shot
from .exact_rules import Grim, possible

EVIL_TEAMS = (Team.MINION, Team.DEMON)
KILLERS = frozenset({"imp"})  # Demons that kill each night (the Leviathan does not)
FIRST_NIGHT = frozenset({
    "poisoner", "spy", "washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller",
    "butler", "dreamer", "clockmaker", "knight", "noble", "steward", "shugenja",
    "balloonist", "villageidiot", "chambermaid", "snakecharmer",
})
OTHER_NIGHTS = frozenset({
    "poisoner", "monk", "imp", "spy", "empath", "fortuneteller", "butler", "dreamer", "oracle",
    "balloonist", "villageidiot", "chambermaid", "snakecharmer",
})
"""Who wakes for their own ability every first night or other night (besides the
Ravenkeeper and the Sage when killed, the Undertaker after an execution, the Juggler)."""
SUPPORTED = frozenset({
    "washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller", "undertaker",
    "monk", "ravenkeeper", "virgin", "slayer", "soldier", "mayor", "butler", "drunk", "recluse",
    "saint", "poisoner", "spy", "scarletwoman", "baron", "imp", "seamstress", "dreamer",
    "clockmaker", "juggler", "knight", "noble", "steward", "oracle", "sage", "shugenja",
    "leviathan", "goblin", "balloonist", "villageidiot", "chambermaid", "snakecharmer",
})
"""The characters whose rules the solver applies (others are refused, not guessed at)."""


@dataclass
class _State:
    """One partial world while the search walks forward in time."""

    chars: list[str]
    evil: list[bool]
    alive: list[bool]
    red_herring: int | None
    idiot: int | None = None  # the drunk one of several Village Idiots
    poisoned: int | None = None
    executed: int | None = None
    used: frozenset[int] = frozenset()  # Slayers who shot, Virgins nominated
    poison_log: tuple[int | None, ...] = ()
    changes: tuple[tuple[int, int, str], ...] = ()  # (seat, night, new character)
    good_executions: int = 0  # the Leviathan's count
    notes: tuple[str, ...] = ()

    def copy(self, **changes: object) -> _State:
        """A copy safe to change."""
        st = replace(self, chars=list(self.chars), evil=list(self.evil), alive=list(self.alive))
        for key, value in changes.items():
            setattr(st, key, value)
        return st


@dataclass(frozen=True)
class World:
    """One consistent world: the starting characters, the end characters, and the
    storyteller's choices (who was poisoned each night, the red herring, star-passes)."""

    start: tuple[str, ...]
    end: tuple[str, ...]
    poisoned: tuple[int | None, ...]
    red_herring: int | None
    notes: tuple[str, ...]

    def demon(self, teams: dict[str, Team], alive: tuple[bool, ...] | None = None) -> int:
        """The seat of the Demon at the end (the living one if several held the role)."""
        seats = [s for s, c in enumerate(self.end) if teams.get(c) is Team.DEMON]
        live = [s for s in seats if alive is None or alive[s]]
        return (live or seats)[0]


@dataclass
class Answer:
    """The exact answer: the possible Demons (at the end) with a witness world each, the
    distinct starting assignments, and how many worlds support each Demon."""

    demons: dict[int, World] = field(default_factory=dict)
    starting_demons: dict[int, World] = field(default_factory=dict)
    solutions: dict[tuple[str, ...], World] = field(default_factory=dict)
    worlds: int = 0
    per_demon: dict[int, int] = field(default_factory=dict)
    seconds: float = 0.0


class ExactSolver:
    """Enumerates the worlds of one puzzle."""

    def __init__(self, puzzle: ExactPuzzle) -> None:
        self.p = puzzle
        self.teams = puzzle.teams
        self.n = puzzle.players
        self.last = puzzle.last_night
        self.infos: dict[int, list[tuple[int, Info]]] = {}
        for seat, claim in enumerate(puzzle.claims):
            for info in claim.infos:
                self.infos.setdefault(info.night, []).append((seat, info))
        self.born_evil: tuple[bool, ...] = ()
        self.deaths: dict[int, list[int]] = {}
        for d in puzzle.deaths:
            self.deaths.setdefault(d.night, []).append(d.seat)

    # ------------------------------------------------------------------ setup
    def assignments(self) -> Iterator[tuple[str, ...]]:
        """Every starting assignment the setup rules allow."""
        p, teams = self.p, self.teams
        options: list[list[str]] = []
        for seat, claim in enumerate(p.claims):
            mine = [claim.character] if teams.get(claim.character) in (Team.TOWNSFOLK, Team.OUTSIDER) else []
            extra = p.me_may_be if seat == p.me else p.hidden
            if seat == p.me and claim.character in p.hidden:
                mine = [claim.character]
            opts = list(dict.fromkeys(mine + [h for h in extra if h != "drunk"
                                              or teams.get(claim.character) is Team.TOWNSFOLK]))
            options.append(opts)
        tf, out, mn, dm = p.counts
        order = (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON)
        kind = {c: order.index(t) for c, t in teams.items() if t in order}
        chosen: list[str] = []
        have = [0, 0, 0, 0]

        def walk(seat: int, used: set[str]) -> Iterator[tuple[str, ...]]:
            if have[2] > mn or have[3] > dm or (mn - have[2]) + (dm - have[3]) > self.n - seat:
                return
            if seat == self.n:
                baron = 2 if "baron" in chosen else 0
                balloon = 1 if "balloonist" in chosen and have[1] == out + baron + 1 else 0
                if (have[1], have[0]) != (out + baron + balloon, tf - baron - balloon):
                    return  # the Baron's +2 Outsiders, the Balloonist's +0 or +1
                thinks = p.claims[chosen.index("drunk")].character if "drunk" in chosen else ""
                if thinks in chosen and thinks not in p.duplicates:
                    return  # the Drunk thinks they are a Townsfolk not in play
                yield tuple(chosen)
                return
            for c in options[seat]:
                if c in used and c not in p.duplicates:
                    continue
                k = kind.get(c)
                chosen.append(c)
                if k is not None:
                    have[k] += 1
                yield from walk(seat + 1, used | {c})
                if k is not None:
                    have[k] -= 1
                chosen.pop()

        yield from walk(0, set())

    def _herrings(self, start: tuple[str, ...]) -> list[int | None]:
        """The red herrings worth telling apart: good players a real Fortune Teller named."""
        named: set[int] = set()
        for seat, c in enumerate(start):
            if c == "fortuneteller":
                named |= {q for i in self.p.claims[seat].infos for q in i.players}
        good = [q for q in sorted(named) if self.teams.get(start[q]) not in EVIL_TEAMS]
        return [*good, None] if good else [None]

    # ------------------------------------------------------------------ search
    def solve(self) -> Answer:
        """Every consistent world, summarised."""
        began = time.perf_counter()
        answer = Answer()
        for start in self.assignments():
            evil = [self.teams.get(c) in EVIL_TEAMS for c in start]
            self.born_evil = tuple(evil)
            idiots = [s for s, c in enumerate(start) if c == "villageidiot"]
            for herring in self._herrings(start):
                for idiot in idiots if len(idiots) > 1 else [None]:
                    st = _State(list(start), evil, [True] * self.n, herring, idiot)
                    for end, count in self._from(st):
                        self._record(answer, start, end, count)
        answer.seconds = time.perf_counter() - began
        return answer

    def _record(self, answer: Answer, start: tuple[str, ...], st: _State, count: int) -> None:
        world = World(start, tuple(st.chars), st.poison_log, st.red_herring, st.notes)
        demon = world.demon(self.teams, tuple(st.alive))
        first = next(s for s, c in enumerate(start) if self.teams.get(c) is Team.DEMON)
        answer.worlds += count
        answer.per_demon[demon] = answer.per_demon.get(demon, 0) + count
        answer.demons.setdefault(demon, world)
        answer.starting_demons.setdefault(first, world)
        answer.solutions.setdefault(start, world)

    def _from(self, st: _State) -> list[tuple[_State, int]]:
        """The worlds growing from ``st``, night by night. After each day, partial worlds
        that differ only in what no longer matters (whom the Poisoner chose, the story so
        far) are merged, keeping the first as the witness and counting them all."""
        layer: dict[tuple[object, ...], tuple[_State, int]] = {(): (st, 1)}
        for night in range(1, self.last + 1):
            grown: dict[tuple[object, ...], tuple[_State, int]] = {}
            for cur, count in layer.values():
                for after_night in self._night(cur, night):
                    for after_day in self._day(after_night, night):
                        key = (tuple(after_day.chars), tuple(after_day.evil), tuple(after_day.alive),
                               after_day.used, after_day.executed, after_day.good_executions)
                        first, total = grown.get(key, (after_day, 0))
                        grown[key] = (first, total + count)
            layer = grown
        return list(layer.values())

    def _sober(self, st: _State, seat: int) -> bool:
        return st.chars[seat] != "drunk" and st.poisoned != seat and st.idiot != seat

    def _demon(self, st: _State) -> int | None:
        for s, c in enumerate(st.chars):
            if st.alive[s] and self.teams.get(c) is Team.DEMON:
                return s
        return None

    def _poison_targets(self, st: _State, night: int) -> list[int | None]:
        if not any(st.alive[s] and c == "poisoner" for s, c in enumerate(st.chars)):
            return [None]
        matter = {s for s, _ in self.infos.get(night, [])}
        matter |= {s for s, c in enumerate(st.chars)
                   if c in ("imp", "scarletwoman", "soldier", "slayer", "virgin", "saint")}
        matter |= {s for s in range(self.n) if self.teams.get(st.chars[s]) is Team.DEMON}
        return [*sorted(s for s in matter if st.alive[s] or s in self.deaths.get(night, [])), None]

    def _night(self, st: _State, night: int) -> Iterator[_State]:
        for target in self._poison_targets(st, night):
            base = st.copy(poisoned=target, poison_log=st.poison_log + (target,))
            outcomes = [base] if night == 1 else list(self._kill(base, night))
            for out in outcomes:
                if self._night_info_holds(out, night):
                    yield out

    def _kill(self, st: _State, night: int) -> Iterator[_State]:
        """Each living Demon's kill, so that exactly tonight's deaths happen."""
        died = self.deaths.get(night, [])
        if not any(st.alive[s] and self.teams.get(c) is Team.DEMON for s, c in enumerate(st.chars)):
            return
        demons = [s for s, c in enumerate(st.chars) if st.alive[s] and c in KILLERS]
        for out in self._kills(st, night, demons):
            if all(not out.alive[v] for v in died):
                yield out

    def _kills(self, st: _State, night: int, demons: list[int]) -> Iterator[_State]:
        if not demons:
            yield st
            return
        demon, rest = demons[0], demons[1:]
        died = self.deaths.get(night, [])
        if st.poisoned == demon:
            yield from self._kills(st, night, rest)
            return
        safe = any(st.alive[s] and c in ("soldier", "monk") and self._sober(st, s) for s, c in enumerate(st.chars))
        if safe or not all(st.alive):  # the kill may fall on a Soldier, the Monk's choice, the dead
            yield from self._kills(st, night, rest)
        for victim in died:
            if not st.alive[victim] or (st.chars[victim] == "soldier" and self._sober(st, victim)):
                continue
            for out in self._victim(st, night, demon, victim):
                yield from self._kills(out, night, rest)

    def _victim(self, st: _State, night: int, demon: int, victim: int) -> Iterator[_State]:
        out = st.copy()
        out.alive[victim] = False
        if st.chars[victim] == "poisoner":
            out.poisoned = None  # the poison ends with the Poisoner
        if victim != demon:
            yield out
            return
        alive = sum(st.alive)
        sw = [s for s, c in enumerate(st.chars) if c == "scarletwoman" and st.alive[s] and self._sober(st, s)]
        if sw and alive >= 5:
            catchers = sw
        else:
            catchers = [s for s, c in enumerate(st.chars) if out.alive[s] and (
                self.teams.get(c) is Team.MINION or (c == "recluse" and st.poisoned != s))]
        for c in catchers:
            new = out.copy(notes=out.notes + (f"night {night}: star-pass to {self.p.names[c]}",),
                           changes=out.changes + ((c, night, "imp"),))
            if new.chars[c] == "poisoner":
                new.poisoned = None
            new.chars[c] = "imp"
            new.evil[c] = True
            yield new

    def _applies(self, st: _State, seat: int) -> bool:
        """Whether ``seat``'s claimed information must be true: good, sober and healthy."""
        return not st.evil[seat] and self._sober(st, seat) and st.chars[seat] == self.p.claims[seat].character

    def _woke(self, st: _State, night: int) -> frozenset[int]:
        """Who woke tonight for their own ability (a Drunk wakes as what they think they are)."""
        died = self.deaths.get(night, [])
        out = set()
        for s, char in enumerate(st.chars):
            acts = self.p.claims[s].character if char == "drunk" else char
            if not st.alive[s] and not (s in died and acts in ("ravenkeeper", "sage")):
                continue
            if acts in (FIRST_NIGHT if night == 1 else OTHER_NIGHTS):
                out.add(s)
            elif acts == "seamstress" and night <= min(
                    (i.night for i in self.p.claims[s].infos), default=night):
                out.add(s)  # she wakes each night until she uses her ability
            elif night > 1 and (acts == "undertaker" and st.executed is not None
                                or acts in ("ravenkeeper", "sage") and s in died
                                or acts == "juggler" and night == 2):
                out.add(s)
        return frozenset(out)

    def _night_info_holds(self, st: _State, night: int) -> bool:
        g = Grim(st.chars, st.evil, st.alive, self.teams, st.red_herring, st.executed, st.poisoned,
                 self._woke(st, night) if "chambermaid" in st.chars else frozenset())
        for seat, info in self.infos.get(night, []):
            if not self._applies(st, seat):
                continue
            if info.guesses and st.poison_log[night - 2] == seat:
                continue  # a Juggler poisoned on the day of the guesses
            if info.kind in ("ravenkeeper", "sage") and seat not in self.deaths.get(night, []):
                return False
            if not possible(g, seat, info):
                return False
        for seat, claim in enumerate(self.p.claims):
            said = {ch.character for ch in claim.changes if ch.night == night}
            if self.born_evil[seat]:
                continue
            if said != {c for s, n, c in st.changes if s == seat and n == night}:
                return False  # a player who started good reports a change truly
        return True

    # ------------------------------------------------------------------ days
    def _day(self, st: _State, day: int) -> Iterator[_State]:
        states = [st.copy(executed=None)]
        for event in self.p.day_events:
            if event.day == day:
                states = [out for cur in states for out in self._event(cur, event)]
        yield from states

    def _event(self, st: _State, event: Execution | Shot | Nomination) -> list[_State]:
        if isinstance(event, Execution):
            if not event.died:
                return [st]  # a dead player's execution (or a survived one) changes nothing here
            if not st.alive[event.seat]:
                return []
            if st.chars[event.seat] == "saint" and self._sober(st, event.seat):
                return []  # a Saint's execution would have ended the game
            if not st.evil[event.seat] and any(
                    st.alive[s] and c == "leviathan" and self._sober(st, s) for s, c in enumerate(st.chars)):
                if st.good_executions >= 1:
                    return []  # a second good execution with the Leviathan: evil would have won
                st = st.copy(good_executions=st.good_executions + 1)
            return self._dies(st, event.seat, executed=True)
        if isinstance(event, Shot):
            real = (st.chars[event.shooter] == "slayer" and st.alive[event.shooter]
                    and self._sober(st, event.shooter) and event.shooter not in st.used)
            out = st.copy(used=st.used | {event.shooter}) if real else st
            is_demon = self.teams.get(st.chars[event.target]) is Team.DEMON
            recluse = st.chars[event.target] == "recluse" and st.poisoned != event.target
            if not event.died:
                return [] if real and is_demon and st.alive[event.target] else [out]
            if not (real and st.alive[event.target] and (is_demon or recluse)):
                return []
            return self._dies(out, event.target)
        virgin = st.chars[event.nominee] == "virgin"
        real = virgin and self._sober(st, event.nominee) and event.nominee not in st.used
        out = st.copy(used=st.used | {event.nominee}) if virgin else st
        char = st.chars[event.nominator]
        townsfolk = self.teams.get(char) is Team.TOWNSFOLK
        if not event.executed:
            return [] if real and townsfolk else [out]
        if not (real and (townsfolk or (char == "spy" and st.poisoned != event.nominator))):
            return []
        return self._dies(out, event.nominator, executed=True)

    def _dies(self, st: _State, seat: int, executed: bool = False) -> list[_State]:
        """``seat`` dies by day. A dead Demon passes to a Scarlet Woman or ends the game; a
        Recluse registering as the Demon may pass it to her too."""
        alive = sum(st.alive)
        out = st.copy(executed=seat if executed else st.executed)
        out.alive[seat] = False
        if st.chars[seat] == "poisoner":
            out.poisoned = None
        demon = self.teams.get(st.chars[seat]) is Team.DEMON
        recluse = st.chars[seat] == "recluse" and st.poisoned != seat
        if not demon and not recluse:
            return [out]
        for s, c in enumerate(st.chars):
            if c == "scarletwoman" and st.alive[s] and self._sober(st, s) and alive >= 5:
                caught = out.copy(notes=out.notes + (f"{self.p.names[s]} (Scarlet Woman) became the Demon",))
                caught.chars[s] = "imp"
                return [caught] if demon else [out, caught]
        if demon and not any(out.alive[s] and self.teams.get(c) is Team.DEMON for s, c in enumerate(out.chars)):
            return []  # the last Demon died: the game would have ended
        return [out]


def solve_exact(puzzle: ExactPuzzle) -> Answer:
    """Every world consistent with ``puzzle``, summarised (see ``Answer``)."""
    return ExactSolver(puzzle).solve()


__all__ = ["Answer", "ExactSolver", "World", "solve_exact"]
