"""Whole puzzles in YAML (docs/solver.md, "Exact puzzles"): every player's claim and what
they say they learned, the public record, and the expected answer; read into an
``ExactPuzzle``. Every problem raises ``PuzzleError`` naming the line and what is wrong.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, NoReturn

import yaml

from ..characters import Team
from ..errors import ScriptError
from ..script import Script, character, load_script, parse_script, player_counts
from .exact import SUPPORTED, Answer
from .puzzle import PuzzleError, read_puzzle_text
from .exact_model import Change, Claim, DayEvent, Death, ExactPuzzle, Execution, Info, Nomination, Shot


class _Map(dict[Any, Any]):
    """A YAML mapping that remembers its line."""

    line = 0


class _Loader(yaml.SafeLoader):  # type: ignore[misc]
    """A safe loader whose mappings know their line."""


def _mapping(loader: _Loader, node: yaml.MappingNode) -> _Map:
    out = _Map(loader.construct_mapping(node, deep=True))
    out.line = node.start_mark.line + 1
    return out


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)

PAIR_KINDS = ("washerwoman", "librarian", "investigator")
NUMBER_KINDS = ("chef", "empath", "clockmaker", "juggler", "oracle")
KINDS = (*PAIR_KINDS, *NUMBER_KINDS, "fortuneteller", "undertaker", "ravenkeeper", "seamstress", "dreamer",
         "knight", "noble", "steward", "sage", "shugenja", "villageidiot", "balloonist", "chambermaid",
         "snakecharmer")


FIELDS = ("name", "kind", "script", "me", "me_may_be", "hidden", "also", "counts", "duplicates", "ask",
          "players", "events", "expect")


def is_exact(doc: Any) -> bool:
    """Whether a parsed puzzle document is a whole puzzle (it lists ``players``)."""
    return isinstance(doc, Mapping) and ("players" in doc or doc.get("kind") == "exact")


class ExactFile:
    """A parsed whole puzzle: the ``ExactPuzzle``, its name and its expectations."""

    def __init__(self, doc: Mapping[str, Any], source: str = "<puzzle>") -> None:
        self.source = source
        if not isinstance(doc, Mapping):
            self.fail(doc, "a puzzle is a mapping (script, players, events, ...)")
        unknown = sorted(str(k) for k in doc if k not in FIELDS)
        if unknown:
            self.fail(doc, f"unknown field {unknown[0]!r} (fields: {', '.join(FIELDS)})")
        self.name = str(doc.get("name") or Path(source).stem)
        self.script = self._script(doc)
        self.extra = [self._extra(doc, c) for c in _list(doc.get("also"))]
        players = doc.get("players")
        if not isinstance(players, list) or len(players) < 5:
            self.fail(doc, "players: list at least 5 players in seat order, each {name, claim, ...}")
        self.names = tuple(self._name(p) for p in players)
        if len({n.lower() for n in self.names}) != len(self.names):
            self.fail(doc, "players: two players share a name")
        self.index = {n.lower(): i for i, n in enumerate(self.names)}
        claims = tuple(self._claim(p) for p in players)
        self.puzzle = ExactPuzzle(
            names=self.names, claims=claims,
            teams={c.id: c.team for c in (*self.script.characters, *self.extra)},
            hidden=self._hidden(doc), counts=self._counts(doc),
            me=self.seat(doc, doc["me"]) if doc.get("me") is not None else None,
            me_may_be=tuple(self.char(doc, c) for c in _list(doc.get("me_may_be"))),
            deaths=tuple(d for d in self._events(doc) if isinstance(d, Death)),
            day_events=tuple(e for e in self._events(doc) if not isinstance(e, Death)),
            duplicates=self._duplicates(doc),
            ask=self._ask(doc),
        )
        used = {c.character for c in claims} | set(self.puzzle.hidden) | set(self.puzzle.me_may_be)
        unknown = sorted(used - SUPPORTED)
        if unknown:
            self.fail(doc, f"the exact solver does not know the rules of: {', '.join(unknown)}")
        self.expect = doc.get("expect") or {}
        if not isinstance(self.expect, Mapping) or set(self.expect) - {"demon", "starting_demon", "solutions"}:
            self.fail(self.expect if isinstance(self.expect, Mapping) else doc,
                      "expect: a mapping of demon, starting_demon and solutions")

    # ------------------------------------------------------------------ helpers
    def fail(self, node: Any, what: str) -> NoReturn:
        """Raise the one-line error for ``node``."""
        line = getattr(node, "line", 0)
        raise PuzzleError(f"{self.source}:{line}: {what}" if line else f"{self.source}: {what}")

    def seat(self, node: Any, value: Any) -> int:
        """A player's seat from their name."""
        if isinstance(value, str) and value.strip().lower() in self.index:
            return self.index[value.strip().lower()]
        self.fail(node, f"{value!r} is not a player (players: {', '.join(self.names)})")

    def _extra(self, doc: Mapping[str, Any], value: Any) -> Any:
        try:
            return character(str(value))
        except ScriptError as exc:
            self.fail(doc, f"also: {exc}")

    def _ask(self, doc: Mapping[str, Any]) -> str:
        ask = str(doc.get("ask", "demon")).lower()
        if ask not in ("demon", "characters"):
            self.fail(doc, f"ask: demon (who may be the Demon) or characters (who may be what), not {ask!r}")
        return ask

    def _duplicates(self, doc: Mapping[str, Any]) -> tuple[str, ...]:
        value = doc.get("duplicates")
        if value == "all":
            return tuple(c.id for c in (*self.script.characters, *self.extra))
        return tuple(self.char(doc, c) for c in _list(value))

    def char(self, node: Any, value: Any) -> str:
        """A script character's id from its id or name."""
        if isinstance(value, str):
            low = value.strip().lower().replace(" ", "").replace("_", "").replace("-", "").replace("'", "")
            for c in (*self.script.characters, *self.extra):
                if c.id == low or c.name.lower().replace(" ", "").replace("'", "") == low:
                    return c.id
        self.fail(node, f"{value!r} is not a character of {self.script.name}")

    def _script(self, doc: Mapping[str, Any]) -> Script:
        value = doc.get("script", "trouble-brewing")
        try:
            if isinstance(value, list):
                return parse_script(value, self.source)
            if isinstance(value, str):
                return load_script(value)
        except ScriptError as exc:
            self.fail(doc, f"script: {exc}")
        self.fail(doc, "script: name a bundled script, a script file, or list the characters")

    def _hidden(self, doc: Mapping[str, Any]) -> tuple[str, ...]:
        if "hidden" in doc:
            return tuple(self.char(doc, c) for c in _list(doc["hidden"]))
        evil = [c.id for c in self.script.characters if c.team in (Team.MINION, Team.DEMON)]
        return tuple(evil + (["drunk"] if "drunk" in self.script.by_id else []))

    def _counts(self, doc: Mapping[str, Any]) -> tuple[int, int, int, int]:
        value = doc.get("counts")
        if value is None:
            c = player_counts(len(self.names)) if 5 <= len(self.names) <= 15 else None
            if c is None:
                self.fail(doc, "counts: give [townsfolk, outsiders, minions, demons] for this many players")
            return (c.townsfolk, c.outsider, c.minion, c.demon)
        if not isinstance(value, list) or len(value) != 4 or not all(isinstance(v, int) for v in value):
            self.fail(doc, "counts: [townsfolk, outsiders, minions, demons], four numbers")
        return (value[0], value[1], value[2], value[3])

    # ------------------------------------------------------------------ players
    def _name(self, p: Any) -> str:
        if not isinstance(p, Mapping) or not isinstance(p.get("name"), str) or "claim" not in p:
            self.fail(p, "each player is {name: ..., claim: character, night N: what they learned}")
        return str(p["name"]).strip()

    def _claim(self, p: Mapping[str, Any]) -> Claim:
        claim = self.char(p, p["claim"])
        infos: list[Info] = []
        changes: list[Change] = []
        juggles: dict[int, tuple[tuple[int, str], ...]] = {}
        for key, value in p.items():
            if key in ("name", "claim"):
                continue
            if str(key).startswith("day") and claim == "juggler":
                if not isinstance(value, Mapping) or not value:
                    self.fail(p, f"{key}: a Juggler's guesses are {{player: character, ...}}")
                juggles[self._phase(p, key, "day")] = tuple(
                    (self.seat(p, who), self.char(p, what)) for who, what in value.items())
                continue
            if key == "becomes":
                if not isinstance(value, Mapping):
                    self.fail(p, "becomes: {night N: character}")
                for when, what in value.items():
                    changes.append(Change(self._phase(p, when, "night"), self.char(p, what)))
                continue
            night = self._phase(p, key, "night")
            infos.append(self._info(p, claim, night, value))
        if changes and claim == "snakecharmer":
            self.fail(p, "a Snake Charmer's swap with the Demon is not modelled by this solver")
        shown = {i.night: i.players[0] for i in infos if i.kind == "balloonist"}
        infos = [Info(i.night, i.kind, (i.players[0], shown[i.night - 1])) if i.kind == "balloonist"
                 and i.night - 1 in shown else i for i in infos]
        for day, guesses in juggles.items():
            found = [i for i in infos if i.night == day + 1]
            if not found:
                self.fail(p, f"day {day}: the Juggler's count belongs under night {day + 1}")
            infos[infos.index(found[0])] = Info(day + 1, "juggler", number=found[0].number, guesses=guesses)
        return Claim(claim, tuple(infos), tuple(changes))

    def _phase(self, node: Any, key: Any, part: str) -> int:
        words = str(key).split()
        if len(words) == 2 and words[0] == part and words[1].isdigit() and int(words[1]) > 0:
            return int(words[1])
        self.fail(node, f"{key!r}: expected '{part} N'")

    def _info(self, p: Mapping[str, Any], kind: str, night: int, value: Any) -> Info:
        where = f"{p['name']}'s night {night}"
        if kind not in KINDS:
            self.fail(p, f"{where}: the {kind} has no night information this solver reads "
                         f"(it reads: {', '.join(KINDS)})")
        if kind in NUMBER_KINDS:
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                self.fail(p, f"{where}: the {kind} learns a number, not {value!r}")
            return Info(night, kind, number=value)
        if kind == "librarian" and str(value).lower() in ("none", "0", "no outsiders"):
            return Info(night, kind, none=True)
        if kind == "seamstress" and len(_list(value)) == 3:
            a, b, same = _list(value)
            if str(same).lower() not in ("same", "different"):
                self.fail(p, f"{where}: the Seamstress learns same or different, not {same!r}")
            return Info(night, kind, (self.seat(p, a), self.seat(p, b)), yes=str(same).lower() == "same")
        if kind == "dreamer" and len(_list(value)) == 3:
            a, x, y = _list(value)
            return Info(night, kind, (self.seat(p, a),), characters=(self.char(p, x), self.char(p, y)))
        if kind == "villageidiot":
            items = _list(value)
            if len(items) != 2 or str(items[1]).lower() not in ("good", "evil"):
                self.fail(p, f"{where}: the Village Idiot learns [player, good|evil], not {value!r}")
            return Info(night, kind, (self.seat(p, items[0]),), yes=str(items[1]).lower() == "evil")
        if kind == "chambermaid":
            items = _list(value)
            if len(items) != 3 or isinstance(items[2], bool) or not isinstance(items[2], int):
                self.fail(p, f"{where}: the Chambermaid learns [player, player, number], not {value!r}")
            return Info(night, kind, (self.seat(p, items[0]), self.seat(p, items[1])), number=items[2])
        if kind in ("balloonist", "snakecharmer"):
            return Info(night, kind, (self.seat(p, value),))
        if kind == "shugenja":
            if str(value).lower() not in ("clockwise", "anticlockwise"):
                self.fail(p, f"{where}: the Shugenja learns clockwise or anticlockwise, not {value!r}")
            return Info(night, kind, yes=str(value).lower() == "clockwise")
        sizes = {"knight": 2, "noble": 3, "steward": 1, "sage": 2}
        if kind in sizes:
            if len(_list(value)) != sizes[kind]:
                self.fail(p, f"{where}: the {kind} learns {sizes[kind]} player(s), not {value!r}")
            return Info(night, kind, tuple(self.seat(p, v) for v in _list(value)))
        if kind == "undertaker" and isinstance(value, str):
            return Info(night, kind, character=self.char(p, value))
        items = _list(value)
        if kind in PAIR_KINDS and len(items) == 3:
            return Info(night, kind, (self.seat(p, items[0]), self.seat(p, items[1])), self.char(p, items[2]))
        if kind == "fortuneteller" and len(items) == 3:
            yes = items[2]
            if isinstance(yes, str):
                yes = {"yes": True, "no": False}.get(yes.lower(), yes)
            if not isinstance(yes, bool):
                self.fail(p, f"{where}: the Fortune Teller's answer is yes or no, not {items[2]!r}")
            return Info(night, kind, (self.seat(p, items[0]), self.seat(p, items[1])), yes=bool(yes))
        if kind in ("ravenkeeper", "undertaker") and len(items) == 2:
            return Info(night, kind, (self.seat(p, items[0]),), self.char(p, items[1]))
        shapes = {"fortuneteller": "[player, player, yes|no]", "ravenkeeper": "[player, character]",
                  "seamstress": "[player, player, same|different]", "dreamer": "[player, character, character]",
                  "undertaker": "character or [executed player, character]"}
        self.fail(p, f"{where}: write {shapes.get(kind, '[player, player, character]')}, not {value!r}")

    # ------------------------------------------------------------------ events
    def _events(self, doc: Mapping[str, Any]) -> list[Death | DayEvent]:
        out: list[Death | DayEvent] = []
        for e in _list(doc.get("events")):
            if not isinstance(e, Mapping) or not isinstance(e.get("phase"), str):
                self.fail(e if isinstance(e, Mapping) else doc, "each event is a mapping with a phase")
            part = e["phase"].split()[0]
            if part in ("night", "dawn"):
                n = self._phase(e, e["phase"].replace("dawn", "night"), "night")
                if "died" not in e:
                    self.fail(e, "a night event says who died: {phase: night N, died: [players]}")
                out.extend(Death(n, self.seat(e, s)) for s in _list(e["died"]))
                continue
            day = self._phase(e, e["phase"], "day")
            if "slayer" in e:
                died = e.get("died")
                if not isinstance(died, bool) or "target" not in e:
                    self.fail(e, "a Slayer shot is {slayer: shooter, target: player, died: true|false}")
                out.append(Shot(day, self.seat(e, e["slayer"]), self.seat(e, e["target"]), bool(died)))
            elif "nominate" in e:
                pair = _list(e["nominate"])
                if len(pair) != 2:
                    self.fail(e, "nominate: [nominator, nominee]")
                a, b = self.seat(e, pair[0]), self.seat(e, pair[1])
                if "virgin" in e:
                    if e["virgin"] not in ("executed", "nothing"):
                        self.fail(e, "virgin: executed (the nominator died at once) or nothing")
                    out.append(Nomination(day, a, b, e["virgin"] == "executed"))
                elif e.get("executed"):
                    out.append(Execution(day, b))
            elif "executed" in e:
                out.append(Execution(day, self.seat(e, e["executed"]), bool(e.get("died", True))))
            else:
                self.fail(e, "say what happened: executed, slayer, nominate (or died, at night)")
        return out

    # ------------------------------------------------------------------ answers
    def check(self, answer: Answer) -> list[str]:
        """The expectations that do not hold, described."""
        out = []
        for key, found in (("demon", answer.demons), ("starting_demon", answer.starting_demons)):
            if key in self.expect:
                want = {self.seat(self.expect, s) for s in _list(self.expect[key])}
                if want != set(found):
                    out.append(f"{key}: found {self._who(found)}, expected {self._who(want)}")
        if "solutions" in self.expect:
            want_sol = {tuple(self.char(self.expect, c) for c in _list(row))
                        for row in _list(self.expect["solutions"])}
            if want_sol != set(answer.solutions):
                extra = sorted(set(answer.solutions) - want_sol)
                missing = sorted(want_sol - set(answer.solutions))
                out.append(f"solutions: {len(answer.solutions)} found, {len(want_sol)} expected"
                           f" (unexpected {extra[:2]}, missing {missing[:2]})")
        return out

    def _who(self, seats: Any) -> str:
        return ", ".join(self.names[s] for s in sorted(seats)) or "nobody"

def load_exact(path: str | Path) -> ExactFile | None:
    """Read a whole puzzle from a file; None if the file is a one-player puzzle instead."""
    p = Path(path)
    text = read_puzzle_text(p)
    try:
        doc = yaml.load(text, Loader=_Loader)  # noqa: S506 - a SafeLoader subclass
    except yaml.YAMLError as exc:
        raise PuzzleError(f"{path}: not YAML: {str(exc).splitlines()[0]}") from None
    return ExactFile(doc, str(path)) if is_exact(doc) else None


def _list(value: Any) -> list[Any]:
    if value is None:
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]


__all__ = ["ExactFile", "PuzzleError", "is_exact", "load_exact"]
