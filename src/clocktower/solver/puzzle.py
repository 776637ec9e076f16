"""Puzzles: what ONE player knows, written like a scenario (docs/solver.md), turned into
the events that player would have seen, then into ``Knowledge`` for the solver.

Every problem raises ``PuzzleError`` with a one-line message.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

import yaml

from ..characters import EVIL, GOOD, Team
from ..errors import ClocktowerError, ScriptError
from ..script import Script, all_characters, character, load_script, parse_script
from .knowledge import PUBLIC, Knowledge
from .solve import Solution, solve


class PuzzleError(ClocktowerError):
    """A puzzle file that is malformed."""


class Puzzle:
    """A parsed puzzle: the script, the seats' names, the solving seat, its events."""

    def __init__(self, doc: Mapping[str, Any], source: str = "<puzzle>") -> None:
        self.source = source
        if not isinstance(doc, Mapping):
            raise PuzzleError(f"{source}: a puzzle is a mapping (script, seats, me, ...)")
        self.name = str(doc.get("name") or Path(source).stem)
        self.script = _script(doc.get("script"), source)
        self.names = _names(doc.get("seats"), source)
        self.index = {n.lower(): i for i, n in enumerate(self.names)}
        self.me = self.seat(doc.get("me"), "me")
        self.character = self.char(doc.get("character"), "character") if doc.get("character") else None
        alignment = doc.get("alignment")
        if alignment is None and self.character is not None:
            alignment = character(self.character).default_alignment
        if alignment not in (GOOD, EVIL, None):
            raise PuzzleError(f"{source}: alignment must be good or evil, not {alignment!r}")
        self.alignment = alignment
        self.travellers = frozenset(self.seat(t, "travellers") for t in _list(doc.get("travellers")))
        self.events: list[dict[str, Any]] = []
        self._phase = "setup"
        self._setup(doc)
        for i, entry in enumerate(_list(doc.get("events"))):
            self._entry(entry, f"events[{i}]")
        self.expect = [e for e in _list(doc.get("expect"))]

    # ------------------------------------------------------------------ names
    def seat(self, value: Any, where: str) -> int:
        """A player's seat from their name."""
        if isinstance(value, str) and value.strip().lower() in self.index:
            return self.index[value.strip().lower()]
        raise PuzzleError(f"{self.source}: {where}: {value!r} is not a player "
                          f"(players: {', '.join(self.names)})")

    def char(self, value: Any, where: str) -> str:
        """A character id from its id or name."""
        if isinstance(value, str):
            low = value.strip().lower()
            for c in list(self.script.characters) + list(all_characters().values()):
                if c.id == low or c.name.lower() == low:
                    return c.id
        raise PuzzleError(f"{self.source}: {where}: unknown character {value!r}")

    # ------------------------------------------------------------------ events
    def _emit(self, kind: str, audience: int, **data: Any) -> None:
        self.events.append({"kind": kind, "phase": self._phase, "audience": audience, **data})

    def _enter(self, phase: Any, where: str) -> None:
        if not isinstance(phase, str) or len(phase.split()) != 2 or not phase.split()[1].isdigit() \
                or phase.split()[0] not in ("night", "dawn", "day"):
            raise PuzzleError(f"{self.source}: {where}: phase must be 'night N', 'dawn N' or 'day N', not {phase!r}")
        part, number = phase.split()
        if phase == self._phase:
            return
        self._phase = phase
        if part == "night":
            self._emit("night", PUBLIC, night=int(number))
        elif part == "day":
            self._emit("day", PUBLIC, day=int(number))

    def _setup(self, doc: Mapping[str, Any]) -> None:
        if self.character is not None or self.alignment is not None:
            self._emit("character", self.me, character=self.character, alignment=self.alignment)
        demons = [self.seat(s, "demon") for s in _list(doc.get("demon"))]
        minions = [self.seat(s, "minions") for s in _list(doc.get("minions"))]
        bluffs = [self.char(b, "bluffs") for b in _list(doc.get("bluffs"))]
        if demons or minions or bluffs:
            kind = "demon-info" if self.me in demons or (self.character and character(
                self.character).team is Team.DEMON) else "minion-info"
            self._emit(kind, self.me, demons=[d for d in demons if d != self.me], minions=minions,
                       bluffs=bluffs)

    def _entry(self, entry: Any, where: str) -> None:
        if not isinstance(entry, Mapping):
            raise PuzzleError(f"{self.source}: {where}: each event is a mapping with a phase")
        self._enter(entry.get("phase"), where)
        known = False
        if "info" in entry:
            known = True
            self._info(entry, where)
        if "claim" in entry:
            known = True
            claims = entry["claim"]
            if not isinstance(claims, Mapping):
                raise PuzzleError(f"{self.source}: {where}: claim: is a mapping of player to character")
            for who, what in claims.items():
                self._emit("claim", PUBLIC, seat=self.seat(who, where), character=self.char(what, where))
        if "died" in entry:
            known = True
            died = [self.seat(s, where) for s in _list(entry["died"])]
            self._emit("dawn", PUBLIC, died=died, revived=[])
        if "nominate" in entry:
            known = True
            pair = _list(entry["nominate"])
            if len(pair) != 2:
                raise PuzzleError(f"{self.source}: {where}: nominate: [nominator, nominee]")
            a, b = (self.seat(s, where) for s in pair)
            voters = [self.seat(s, where) for s in _list(entry.get("votes"))]
            self._emit("nomination", PUBLIC, nominator=a, nominee=b)
            self._emit("vote", PUBLIC, nominee=b, voters=voters, votes=len(voters),
                       on_block=b if entry.get("executed") else None)
            if entry.get("executed"):
                self._emit("execution", PUBLIC, seat=b)
                self._emit("death", PUBLIC, seat=b)
        elif "executed" in entry:
            known = True
            b = self.seat(entry["executed"], where)
            self._emit("execution", PUBLIC, seat=b)
            self._emit("death", PUBLIC, seat=b)
        if not known:
            raise PuzzleError(f"{self.source}: {where}: say what happened (info, claim, died, nominate, executed)")

    def _info(self, entry: Mapping[str, Any], where: str) -> None:
        what = self.char(entry["info"], where)
        data: dict[str, Any] = {"what": what, "answer": self._answer(entry.get("answer"), where)}
        if "target" in entry:
            data["target"] = self.seat(entry["target"], where)
        if "targets" in entry:
            data["targets"] = [self.seat(t, where) for t in _list(entry["targets"])]
        self._emit("info", self.me, **data)

    def _answer(self, value: Any, where: str) -> Any:
        if isinstance(value, list):
            return [self._answer(v, where) for v in value]
        if isinstance(value, bool) or isinstance(value, int):
            return value
        if isinstance(value, str):
            low = value.strip().lower()
            if low in ("yes", "no"):
                return low == "yes"
            if low in self.index:
                return self.index[low]
            if low in ("clockwise", "anticlockwise", "good", "evil"):
                return low
            return self.char(value, where)
        raise PuzzleError(f"{self.source}: {where}: cannot read the answer {value!r}")

    # ------------------------------------------------------------------ solving
    def knowledge(self) -> Knowledge:
        """The solving seat's knowledge."""
        k = Knowledge(self.me, len(self.names), self.script, self.travellers)
        return k.absorb_all(self.events)

    def solve(self, top: int = 10) -> Solution:
        """The solver's answer for this puzzle."""
        return solve(self.knowledge(), top=top)

    def check(self, solution: Solution) -> list[str]:
        """The puzzle's ``expect`` entries that do not hold, described."""
        failures = []
        for i, want in enumerate(self.expect):
            failures.extend(self._check_one(solution, want, f"expect[{i}]"))
        return failures

    def _check_one(self, sol: Solution, want: Any, where: str) -> list[str]:
        if not isinstance(want, Mapping):
            raise PuzzleError(f"{self.source}: {where}: an expectation is a mapping")
        out = []
        for key, label in (("demon", "demon"), ("minion", "minion"), ("evil", "evil"), ("good", "evil")):
            if key not in want:
                continue
            seat = self.seat(want[key], where)
            chances = getattr(sol, label)
            p = chances[seat] if key != "good" else 1.0 - chances[seat]
            low, high = float(want.get("at_least", 0.0)), float(want.get("at_most", 1.0))
            if not low - 1e-9 <= p <= high + 1e-9:
                out.append(f"{where}: {self.names[seat]} {key}: {p:.3f}, wanted {low:g} to {high:g}")
        if "likeliest_demon" in want:
            seat = self.seat(want["likeliest_demon"], where)
            got = sol.likeliest_demon()
            if got != seat:
                out.append(f"{where}: likeliest Demon is {self.names[got] if got is not None else 'nobody'}, "
                           f"wanted {self.names[seat]}")
        if "worlds_at_most" in want and sol.remaining > int(want["worlds_at_most"]):
            out.append(f"{where}: {sol.remaining} worlds remain, wanted at most {want['worlds_at_most']}")
        return out


def read_puzzle_text(path: str | Path) -> str:
    """A puzzle file's text (``PuzzleError`` naming the file if it cannot be read)."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise PuzzleError(f"{path}: cannot read it ({exc.strerror or exc})") from None


def load_puzzle(path: str | Path) -> Puzzle:
    """Read a puzzle file (YAML or JSON)."""
    p = Path(path)
    text = read_puzzle_text(p)
    try:
        doc = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise PuzzleError(f"{path}: not YAML: {str(exc).splitlines()[0]}") from None
    return Puzzle(doc, str(path))


def _script(value: Any, source: str) -> Script:
    try:
        if isinstance(value, list):
            return parse_script(value, source)
        if isinstance(value, str):
            return load_script(value)
    except ScriptError as exc:
        raise PuzzleError(f"{source}: {exc}") from None
    raise PuzzleError(f"{source}: script: name a bundled script, a script file, or list the characters")


def _names(value: Any, source: str) -> list[str]:
    if not isinstance(value, list) or not value:
        raise PuzzleError(f"{source}: seats: list the players' names, clockwise")
    names = []
    for v in value:
        if isinstance(v, Mapping) and len(v) == 1:
            v = next(iter(v))
        if not isinstance(v, str) or not v.strip():
            raise PuzzleError(f"{source}: seats: {v!r} is not a name")
        names.append(v.strip())
    if len({n.lower() for n in names}) != len(names):
        raise PuzzleError(f"{source}: seats: two players share a name")
    return names


def _list(value: Any) -> list[Any]:
    if value is None:
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]


__all__ = ["Puzzle", "PuzzleError", "load_puzzle"]
