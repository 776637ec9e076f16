"""Scenario files: a seating, the choices made, and what should follow. See docs/scenarios.md.

A scenario is a YAML (or JSON) mapping::

    name: The Monk protects from the Ojo
    script: untitled-almanac
    seats: [{Alice: monk}, {Bob: ojo}, {Carol: soldier}, {Dave: noble}, {Eve: assassin}]
    choices:
      - {phase: night 2, by: Alice, kind: monk, answer: Carol}
      - {phase: night 2, by: Bob, kind: ojo, answer: Soldier}
    stop_after: night 2
    expect:
      - {after: night 2, alive: [Carol]}

``clocktower scenario FILE...`` runs them; ``run_scenario`` does the same from Python.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

import yaml

from .agents.scripted import Scripted, convert
from .errors import ClocktowerError, ScenarioError
from .game.decisions import Decision
from .game.engine import Game, GameOver
from .game.events import jsonable
from .game.setup import SeatSpec, Setup
from .game.state import STORYTELLER
from .jsonio import check_tree, parse_json
from .script import Script, load_script

SEAT_FIELDS = ("seat", "nominee", "nominator", "to", "target")


class _Stop(Exception):
    """Raised by the watcher to end a scenario early at ``stop_after``."""


@dataclass
class ScenarioResult:
    """What running one scenario showed."""

    name: str
    source: str
    failures: list[str] = field(default_factory=list)
    game: Game | None = None

    @property
    def passed(self) -> bool:
        """Every expectation held."""
        return not self.failures


def load_scenarios(path: str | Path) -> list[dict[str, Any]]:
    """Read the scenario documents in one YAML/JSON file."""
    p = Path(path)
    if not p.is_file():
        raise ScenarioError(f"{p}: no such scenario file")
    try:
        text = p.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise ScenarioError(f"{p}: not UTF-8 text (byte {exc.start})") from None
    try:
        docs = list(yaml.safe_load_all(text)) if p.suffix != ".json" else [parse_json(text, str(p), ScenarioError)]
        check_tree(docs, str(p), ScenarioError)
    except (yaml.YAMLError, json.JSONDecodeError) as exc:
        raise ScenarioError(f"{p}: not valid YAML/JSON: {str(exc).splitlines()[0]}") from None
    except RecursionError:
        raise ScenarioError(f"{p}: nested too deeply") from None
    found: list[dict[str, Any]] = []
    for doc in docs:
        if doc is None:
            continue
        if isinstance(doc, dict) and "scenarios" in doc:
            found.extend(doc["scenarios"])
        elif isinstance(doc, list):
            found.extend(doc)
        else:
            found.append(doc)
    for i, doc in enumerate(found):
        if not isinstance(doc, dict):
            raise ScenarioError(f"{p}: scenario {i + 1} is not a mapping")
        doc.setdefault("_source", str(p))
        doc.setdefault("_dir", str(p.parent))
    return found


def run_file(path: str | Path) -> list[ScenarioResult]:
    """Run every scenario in a file."""
    return [run_scenario(doc) for doc in load_scenarios(path)]


def run_scenario(doc: dict[str, Any]) -> ScenarioResult:
    """Run one scenario mapping and check its expectations."""
    name = str(doc.get("name", "unnamed scenario"))
    result = ScenarioResult(name, str(doc.get("_source", "<scenario>")))
    script = _script(doc)
    setup = _setup(doc, script)
    names = {s.name.lower(): i for i, s in enumerate(setup.seats)}
    answers = Scripted(is_bot=not doc.get("people", False))
    for i, entry in enumerate(doc.get("choices") or []):
        _add_choice(entry, i, names, answers)
    game = Game(script, setup, seed=int(doc.get("seed", 0)), storyteller=answers, deciders=answers)
    result.game = game
    checks = [_parse_expect(e, i) for i, e in enumerate(doc.get("expect") or [])]
    stop_after = doc.get("stop_after")
    pending = [c for c in checks if c[0] is not None]

    def watcher(g: Game, label: str) -> None:
        for after, check in pending:
            if after == label:
                result.failures.extend(f"after {label}: {f}" for f in check(g))
        if stop_after and label == str(stop_after).strip().lower():
            raise _Stop

    game.watchers.append(watcher)
    try:
        game.run()
    except _Stop:
        pass
    except GameOver:
        pass
    except ClocktowerError as exc:
        result.failures.append(f"the game stopped with an error: {exc}")
        return result
    for after, check in checks:
        if after is None:
            result.failures.extend(check(game))
    labels_seen = {e.phase for e in game.events}
    for after, _ in pending:
        if after is not None and not any(_label_matches(after, p) for p in labels_seen):
            result.failures.append(f"expectation after {after!r} never ran: the game ended or stopped first")
    for a in answers.unused():
        result.failures.append(f"choice never asked for: {a.kind} by {_who(setup, a.by)}"
                               f"{' in ' + a.phase if a.phase else ''} = {a.answer!r}")
    return result


def _label_matches(label: str, phase: str) -> bool:
    kind, _, number = phase.partition(" ")
    kind = {"dawn": "night", "dusk": "day"}.get(kind, kind)
    return label == f"{kind} {number}"


def _who(setup: Setup, index: int | None) -> str:
    if index is None:
        return "anyone"
    if index == STORYTELLER:
        return "the Storyteller"
    return setup.seats[index].name


def _script(doc: dict[str, Any]) -> Script:
    ref = doc.get("script")
    if not ref:
        raise ScenarioError(f"{doc.get('_source')}: scenario {doc.get('name')!r} names no script")
    if isinstance(ref, list):
        from .script import parse_script

        return parse_script(ref, str(doc.get("_source")))
    candidate = Path(str(doc.get("_dir", "."))) / str(ref)
    return load_script(candidate if candidate.is_file() else str(ref))


def _setup(doc: dict[str, Any], script: Script) -> Setup:
    seats: list[SeatSpec] = []
    raw = doc.get("seats")
    if not isinstance(raw, list) or not raw:
        raise ScenarioError(f"scenario {doc.get('name')!r}: 'seats' must be a list of players")
    for i, entry in enumerate(raw):
        if isinstance(entry, dict) and "name" in entry:
            spec = dict(entry)
        elif isinstance(entry, dict) and len(entry) == 1:
            (name, value), = entry.items()
            spec = {"name": name, **(value if isinstance(value, dict) else {"character": value})}
        else:
            raise ScenarioError(f"scenario {doc.get('name')!r}: seat {i + 1} must be "
                                "{name: ..., character: ...} or {Name: character}")
        seats.append(SeatSpec(str(spec["name"]), _character_id(script, spec.get("character"), i),
                              _character_id(script, spec["believes"], i) if spec.get("believes") else None,
                              spec.get("alignment")))
    bluffs = [_character_id(script, b, -1) for b in doc.get("bluffs") or []]
    return Setup(seats, bluffs, dict(doc.get("extra") or {}))


def _character_id(script: Script, value: Any, seat: int) -> str:
    from .script import all_characters

    if not isinstance(value, str):
        raise ScenarioError(f"seat {seat + 1}: character must be a character id or name, not {value!r}")
    low = value.strip().lower()
    for c in list(script.characters) + list(all_characters().values()):
        if c.id == low or c.name.lower() == low:
            return c.id
    raise ScenarioError(f"seat {seat + 1}: unknown character {value!r}")


def _seat(names: dict[str, int], value: Any, where: str) -> int:
    if isinstance(value, str) and value.strip().lower() in ("storyteller", "st"):
        return STORYTELLER
    if isinstance(value, str) and value.strip().lower() in names:
        return names[value.strip().lower()]
    raise ScenarioError(f"{where}: {value!r} is not a player in this scenario")


def _add_choice(entry: Any, i: int, names: dict[str, int], answers: Scripted) -> None:
    where = f"choice {i + 1}"
    if not isinstance(entry, dict):
        raise ScenarioError(f"{where}: must be a mapping")
    phase = entry.get("phase")
    phase = None if phase is None else str(phase).strip().lower()
    if "nominate" in entry:
        pair = entry["nominate"]
        if not isinstance(pair, list) or len(pair) != 2:
            raise ScenarioError(f"{where}: nominate takes [nominator, nominee]")
        nominator, nominee = (_seat(names, p, where) for p in pair)
        answers.add("nominate", nominee, by=nominator, phase=phase)
        for voter in entry.get("votes") or []:
            answers.add("vote", True, by=_seat(names, voter, where), phase=phase, about=nominee)
        return
    if "kind" not in entry or "answer" not in entry:
        raise ScenarioError(f"{where}: needs 'kind' and 'answer' (or 'nominate')")
    by = _seat(names, entry["by"], where) if "by" in entry else None
    about = _seat(names, entry["about"], where) if "about" in entry else None
    answer = entry["answer"]
    if isinstance(answer, str) and answer.strip().lower() in names:
        answer = names[answer.strip().lower()]
    answers.add(str(entry["kind"]), answer, by=by, phase=phase, about=about)


Check = Callable[[Game], list[str]]


def _parse_expect(entry: Any, i: int) -> tuple[str | None, Check]:
    if not isinstance(entry, dict):
        raise ScenarioError(f"expectation {i + 1} must be a mapping")
    entry = _plain_keys(entry)
    after = entry.pop("after", None)
    after = None if after is None else str(after).strip().lower()
    checks: list[Check] = []
    for key, value in entry.items():
        maker = _CHECKS.get(key)
        if maker is None:
            raise ScenarioError(f"expectation {i + 1}: unknown check {key!r}; "
                                f"known: {', '.join(sorted(_CHECKS))}")
        checks.append(maker(value))

    def run(game: Game) -> list[str]:
        return [f for c in checks for f in c(game)]

    return after, run


def _names(game: Game, values: Iterable[Any]) -> list[int]:
    names = {s.name.lower(): s.index for s in game.seats}
    out = []
    for v in values:
        if str(v).lower() not in names:
            raise ScenarioError(f"{v!r} is not a player in this scenario")
        out.append(names[str(v).lower()])
    return out


def _listify(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


def _winner(value: Any) -> Check:
    def check(game: Game) -> list[str]:
        want = None if value in (None, "none") else str(value)
        return [] if game.winner == want else [f"winner: expected {want}, got {game.winner}"]
    return check


def _state(predicate: Callable[[Game, int], bool], label: str) -> Callable[[Any], Check]:
    def maker(value: Any) -> Check:
        def check(game: Game) -> list[str]:
            bad = [game.seats[i].name for i in _names(game, _listify(value)) if not predicate(game, i)]
            return [f"{label}: expected {', '.join(bad)} to be {label}, but not"] if bad else []
        return check
    return maker


def _mapping(getter: Callable[[Game, int], Any], label: str, norm: Callable[[Game, Any], Any]) -> Callable[[Any], Check]:
    def maker(value: Any) -> Check:
        def check(game: Game) -> list[str]:
            out = []
            for name, want in dict(value).items():
                (i,) = _names(game, [name])
                got = getter(game, i)
                if got != norm(game, want):
                    out.append(f"{label} of {name}: expected {want}, got {got}")
            return out
        return check
    return maker


def _char_norm(game: Game, want: Any) -> Any:
    return _character_id(game.script, want, -1)


def _plain_keys(value: Any) -> dict[str, Any]:
    """YAML reads an unquoted ``true:`` key as a boolean: treat it as the word."""
    return {("true" if k is True else "false" if k is False else k): v for k, v in dict(value).items()}


def _told(value: Any, negate: bool = False) -> Check:
    want = _plain_keys(value)

    def check(game: Game) -> list[str]:
        (seat,) = _names(game, [want["who"]])
        found = [e for e in game.events if e.audience == seat and _event_matches(game, e, want, skip=("who",))]
        if negate:
            return [f"not_told: {want} happened: {[jsonable(e.to_json()) for e in found]}"] if found else []
        if found:
            return []
        got = [jsonable(e.to_json()) for e in game.events if e.audience == seat and e.kind not in ("character",)]
        return [f"told: expected {want['who']} to be told {_show(want, ('who',))}; they were told: {got[-6:]}"]
    return check


def _event(value: Any, negate: bool = False) -> Check:
    want = _plain_keys(value)

    def check(game: Game) -> list[str]:
        found = [e for e in game.events if _event_matches(game, e, want)]
        if negate:
            return [f"no_event: {want} happened: {jsonable(found[0].to_json())}"] if found else []
        if found:
            return []
        same = [jsonable(e.to_json()) for e in game.events if e.kind == want.get("kind")]
        return [f"event: expected {want}; events of that kind: {same[-6:]}"]
    return check


def _show(want: dict[str, Any], skip: tuple[str, ...]) -> str:
    return ", ".join(f"{k}={v!r}" for k, v in want.items() if k not in skip)


def _event_matches(game: Game, event: Any, want: dict[str, Any], skip: tuple[str, ...] = ()) -> bool:
    data = event.to_json()
    if want.get("what") is not None and "kind" not in want and event.kind != "info":
        return False
    for key, expected in want.items():
        if key in skip:
            continue
        if key == "phase":
            if not _label_matches(str(expected).lower(), event.phase) and event.phase != str(expected).lower():
                return False
            continue
        if key == "what" and event.kind == "info":
            expected = _char_norm(game, expected) if isinstance(expected, str) and _is_character(game, expected) else expected
        actual = data.get(key)
        if key in SEAT_FIELDS and isinstance(expected, str):
            expected = _names(game, [expected])[0]
        if key == "answer":
            expected = _answer(game, expected)
            if isinstance(actual, (list, tuple)) and isinstance(expected, tuple) and sorted(map(repr, actual)) == sorted(map(repr, expected)):
                continue
        if jsonable(actual) != jsonable(expected):
            return False
    return True


def _is_character(game: Game, value: str) -> bool:
    low = value.lower()
    return any(c.id == low or c.name.lower() == low for c in game.script.characters)


def _answer(game: Game, value: Any) -> Any:
    return convert(game, value, Decision("expect", STORYTELLER, ()))


_CHECKS: dict[str, Callable[[Any], Check]] = {
    "winner": _winner,
    "dead": _state(lambda g, i: not g.seats[i].alive, "dead"),
    "alive": _state(lambda g, i: g.seats[i].alive, "alive"),
    "drunk": _state(lambda g, i: g.is_drunk(g.seats[i]), "drunk"),
    "sober": _state(lambda g, i: not g.is_drunk(g.seats[i]), "sober"),
    "poisoned": _state(lambda g, i: g.is_poisoned(g.seats[i]), "poisoned"),
    "healthy": _state(lambda g, i: not g.is_poisoned(g.seats[i]), "healthy"),
    "ghost_vote": _state(lambda g, i: g.seats[i].ghost_vote, "ghost_vote"),
    "alignment": _mapping(lambda g, i: g.seats[i].alignment, "alignment", lambda g, w: str(w)),
    "character": _mapping(lambda g, i: g.seats[i].character.id, "character", _char_norm),
    "told": _told,
    "not_told": lambda v: _told(v, negate=True),
    "event": _event,
    "no_event": lambda v: _event(v, negate=True),
    "reason": lambda v: (lambda g: [] if str(v).lower() in g.win_reason.lower()
                         else [f"reason: expected {v!r} in {g.win_reason!r}"]),
}
