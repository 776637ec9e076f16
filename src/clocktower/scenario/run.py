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

from ..agents.scripted import Scripted, convert
from ..errors import ClocktowerError, ScenarioError, SetupError
from ..game.decisions import Decision
from ..game.engine import Game, GameOver
from ..game.setup import SeatSpec, Setup
from ..game.state import STORYTELLER
from .match import same, shown
from .moments import parse_moment
from .offers import Asked, Refusal, Wanted, offered_check
from .setup import SETUP_CHECKS, default_beliefs, draw_setup
from ..game.travel import TRAVEL, arrivals
from ..jsonio import check_tree, parse_json
from ..script import Script, load_script


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
    """Run every scenario in a file; a file that cannot be read is one failed result."""
    try:
        docs = load_scenarios(path)
    except ClocktowerError as exc:
        return [ScenarioResult(str(path), str(path), [str(exc)])]
    return [run_scenario(doc) for doc in docs]


class ScenarioGame(Game):
    """A game that keeps every decision it asks (one-option ones too) and shows each to
    the scenario's watchers before it is answered."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.asked: list[Asked] = []
        self.ask_watchers: list[Callable[[Game, Decision], None]] = []
        super().__init__(*args, **kwargs)
        self.watch_asks(self._asked)

    def _asked(self, decision: Decision) -> None:
        """Keep a decision asked (as the rules allow it) and show it to the watchers. (A
        watcher of ``ask``, not an override: compiled calls would not see an override.)"""
        self.asked.append(Asked(self.phase, decision))
        for watcher in self.ask_watchers:
            watcher(self, decision)


@dataclass
class Prepared:
    """A scenario read and checked, ready to play."""

    name: str
    source: str
    script: Script
    setup: Setup
    seed: int
    answers: Scripted
    refusals: list[Refusal]
    checks: list[tuple[str | None, "Check"]]
    stop_after: str | None


def prepare_scenario(doc: dict[str, Any]) -> Prepared:
    """Read one scenario mapping: a malformed one raises ScenarioError (bad input)."""
    name = str(doc.get("name", "unnamed scenario"))
    try:
        script = _with_fabled(_script(doc), doc.get("fabled"))
        setup = _setup(doc, script)
        names = {s.name.lower(): i for i, s in enumerate(setup.seats + _travel(doc, script, setup))}
        answers = Scripted(is_bot=not doc.get("people", False))
        refusals: list[Refusal] = []
        for i, entry in enumerate(doc.get("choices") or []):
            _add_choice(entry, i, names, answers, refusals)
        checks = [_parse_expect(e, i) for i, e in enumerate(doc.get("expect") or [])]
        stop_after = _phase_label(doc.get("stop_after"), "stop_after")
        seed = int(doc.get("seed", 0))
    except ScenarioError as exc:
        source = doc.get("_source")
        raise ScenarioError(f"{source + ': ' if source else ''}scenario {name!r}: {exc}") from None
    except (TypeError, ValueError, AttributeError, KeyError) as exc:
        raise ScenarioError(f"scenario {name!r} is malformed: {exc}") from None
    return Prepared(name, str(doc.get("_source", "<scenario>")), script, setup, seed, answers,
                    refusals, checks, stop_after)


def run_scenario(doc: dict[str, Any] | Prepared) -> ScenarioResult:
    """Run one scenario and check its expectations. Whatever goes wrong (a malformed
    scenario, an unimplemented character, a game that stalls) is a failure of this one."""
    if isinstance(doc, Prepared):
        prepared = doc
    else:
        try:
            prepared = prepare_scenario(doc)
        except ClocktowerError as exc:
            return ScenarioResult(str(doc.get("name", "unnamed scenario")),
                                  str(doc.get("_source", "<scenario>")), [str(exc)])
    result = ScenarioResult(prepared.name, prepared.source)
    try:
        _run(prepared, result)
    except ClocktowerError as exc:
        result.failures.append(str(exc))
    return result


def _run(p: Prepared, result: ScenarioResult) -> None:
    answers = p.answers
    game = ScenarioGame(p.script, p.setup, seed=p.seed, storyteller=answers, deciders=answers)
    result.game = game
    for refusal in p.refusals:
        game.ask_watchers.append(refusal.watch)
    pending = [c for c in p.checks if c[0] is not None]
    ended: set[str] = set()

    def watcher(g: Game, label: str) -> None:
        ended.add(label)
        for after, check in pending:
            if after == label:
                result.failures.extend(f"after {label}: {f}" for f in check(game))
        if p.stop_after and label == p.stop_after:
            raise _Stop

    game.watchers.append(watcher)
    try:
        game.run()
    except (_Stop, GameOver):
        pass
    except ClocktowerError as exc:
        result.failures.append(f"the game stopped with an error in {game.phase}: {exc}")
        return
    if game.result == "stalemate":  # the engine ends a game nobody wins by its day limit
        reason = game.win_reason.removeprefix("stalemate: ")
        result.failures.append(f"the game stalled: {reason} (say stop_after: to end it sooner)")
    for after, check in p.checks:
        if after is None:
            result.failures.extend(check(game))
    for after, _ in pending:
        if after not in ended:
            result.failures.append(f"expectation after {after!r} never ran: {after} never ended "
                                   f"(the game was over or stopped first)")
    for refusal in p.refusals:
        result.failures.extend(refusal.failures(game))
    for a in answers.unused():
        result.failures.append(f"choice never asked for: {a.kind} by {_who(p.setup, a.by)}"
                               f"{' in ' + a.phase if a.phase else ''} = {a.answer!r}")


def _phase_label(value: Any, where: str) -> str | None:
    """A phase as a scenario writes it ("night 2", "day 1", "setup"), checked."""
    if value is None:
        return None
    label = " ".join(str(value).strip().lower().split())
    kind, _, number = label.partition(" ")
    if label == "setup" or (kind in ("night", "day") and number.isdigit()):
        return label
    raise ScenarioError(f"{where}: {value!r} is not a phase (write 'setup', 'night N' or 'day N')")


def _label_matches(label: str, phase: str) -> bool:
    kind, _, number = phase.partition(" ")
    kind = {"dawn": "night", "dusk": "day"}.get(kind, kind)
    return label == f"{kind} {number}"


def _who(setup: Setup, index: int | None) -> str:
    if index is None:
        return "anyone"
    if index == STORYTELLER:
        return "the Storyteller"
    return (setup.seats + arrivals(setup))[index].name


def _travel(doc: dict[str, Any], script: Script, setup: Setup) -> list[SeatSpec]:
    """``travellers:`` (Travellers who arrive or leave on a day) into the setup's travel
    plan; returns the arriving seats, which sit down after the others in this order."""
    raw = doc.get("travellers")
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise ScenarioError(f"scenario {doc.get('name')!r}: 'travellers' must be a list")
    plan: list[dict[str, Any]] = []
    for i, entry in enumerate(raw):
        if not isinstance(entry, dict) or "day" not in entry:
            raise ScenarioError(f"travellers entry {i + 1}: needs a day, and arrive or leave")
        if "leave" in entry:
            plan.append({"day": entry["day"], "leave": entry["leave"]})
            continue
        spec = entry.get("arrive")
        if isinstance(spec, dict) and len(spec) == 1 and "name" not in spec:
            (name, value), = spec.items()
            spec = {"name": name, **(value if isinstance(value, dict) else {"character": value})}
        if not isinstance(spec, dict) or "name" not in spec:
            raise ScenarioError(f"travellers entry {i + 1}: arrive takes {{Name: character}}")
        alignment = spec.get("alignment", entry.get("alignment"))
        plan.append({"day": entry["day"], "arrive": {
            "name": str(spec["name"]), "character": _character_id(script, spec.get("character"), i),
            "alignment": alignment}})
    setup.extra[TRAVEL] = plan
    try:
        return arrivals(setup)
    except SetupError as exc:
        raise ScenarioError(f"scenario {doc.get('name')!r}: {exc}") from None


def _script(doc: dict[str, Any]) -> Script:
    ref = doc.get("script")
    if not ref:
        raise ScenarioError(f"{doc.get('_source')}: scenario {doc.get('name')!r} names no script")
    if isinstance(ref, list):
        from ..script import parse_script

        return parse_script(ref, str(doc.get("_source")))
    candidate = Path(str(doc.get("_dir", "."))) / str(ref)
    return load_script(candidate if candidate.is_file() else str(ref))


def _with_fabled(script: Script, fabled: Any) -> Script:
    """The script with the scenario's ``fabled: [...]`` (Fabled and Loric) in play."""
    if fabled is None:
        return script
    from ..errors import SetupError
    from ..game.setup import storyteller_rules
    from ..script import with_characters

    if not isinstance(fabled, list):
        fabled = [fabled]
    try:
        return with_characters(script, storyteller_rules(script, [str(f).strip().lower() for f in fabled]))
    except SetupError as exc:
        raise ScenarioError(f"fabled: {exc}") from None


def _setup(doc: dict[str, Any], script: Script) -> Setup:
    drawn = doc.get("setup")
    if drawn is not None:
        if doc.get("seats"):
            raise ScenarioError(f"scenario {doc.get('name')!r}: give 'seats' or a drawn 'setup', not both")
        return draw_setup(drawn, script, int(doc.get("seed", 0)))
    seats: list[SeatSpec] = []
    raw = doc.get("seats")
    if not isinstance(raw, list) or not raw:
        raise ScenarioError(f"scenario {doc.get('name')!r}: 'seats' must be a list of players "
                            "(or draw them: setup: {draw: true, players: N, seed: S})")
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
    default_beliefs(seats, script)
    bluffs = [_character_id(script, b, -1) for b in doc.get("bluffs") or []]
    return Setup(seats, bluffs, dict(doc.get("extra") or {}))


def _character_id(script: Script, value: Any, seat: int) -> str:
    from ..script import all_characters

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


def _add_choice(entry: Any, i: int, names: dict[str, int], answers: Scripted,
                refusals: list[Refusal]) -> None:
    where = f"choice {i + 1}"
    if not isinstance(entry, dict):
        raise ScenarioError(f"{where}: must be a mapping")
    entry = _plain_keys(entry)
    phase = _phase_label(entry.get("phase"), where)
    refused = _yes(entry.get("refused", False), f"{where}: refused")
    when = parse_moment(entry.get("when"), names, where) if "when" in entry else None
    if when is not None and ("nominate" in entry or entry.get("kind") in ("nominate", "vote")):
        raise ScenarioError(f"{where}: 'when' is for claims and public actions; nominations and "
                            "votes already happen in the order written")
    if when is not None and "by" not in entry:
        raise ScenarioError(f"{where}: 'when' needs 'by': who claims or acts at that moment")
    if "nominate" in entry:
        pair = entry["nominate"]
        if not isinstance(pair, list) or len(pair) != 2:
            raise ScenarioError(f"{where}: nominate takes [nominator, nominee]")
        nominator, nominee = (_seat(names, p, where) for p in pair)
        if refused:
            refusals.append(_refusal(Wanted("nominate", pair[1], nominator, None, phase), answers, where))
            return
        answers.add("nominate", nominee, by=nominator, phase=phase, when=when)
        for voter in _listify(entry.get("votes") or []):
            answers.add("vote", True, by=_seat(names, voter, where), phase=phase, about=nominee)
        return
    if "kind" not in entry or "answer" not in entry:
        raise ScenarioError(f"{where}: needs 'kind' and 'answer' (or 'nominate')")
    by = _seat(names, entry["by"], where) if "by" in entry else None
    about = _seat(names, entry["about"], where) if "about" in entry else None
    answer = entry["answer"]
    if refused:
        refusals.append(_refusal(Wanted(str(entry["kind"]), answer, by, about, phase), answers, where))
        return
    if isinstance(answer, str) and answer.strip().lower() in names:
        answer = names[answer.strip().lower()]
    answers.add(str(entry["kind"]), answer, by=by, phase=phase, about=about, when=when)


def _refusal(wanted: Wanted, answers: Scripted, where: str) -> Refusal:
    """A refused choice, watched once the choices of its kind written before it (in its
    phase) have been made: Alice's second nomination is refused after her first."""
    before = [a for a in answers.answers if a.kind == wanted.kind
              and (wanted.phase is None or a.phase is None or a.phase == wanted.phase)]
    return Refusal(wanted, before, where)


def _yes(value: Any, where: str) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("yes", "no", "true", "false"):
        return value.strip().lower() in ("yes", "true")
    raise ScenarioError(f"{where}: expected yes or no, not {value!r}")


Check = Callable[[Game], list[str]]


def _parse_expect(entry: Any, i: int) -> tuple[str | None, Check]:
    if not isinstance(entry, dict):
        raise ScenarioError(f"expectation {i + 1} must be a mapping")
    entry = _plain_keys(entry)
    after = _phase_label(entry.pop("after", None), f"expectation {i + 1}: after")
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


def _mapping(getter: Callable[[Game, int], Any], label: str,
             norm: Callable[[Game, Any], Any]) -> Callable[[Any], Check]:
    def maker(value: Any) -> Check:
        if not isinstance(value, dict):
            raise ScenarioError(f"{label}: expected a mapping of players, like {{Bob: ...}}, not {value!r}")

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
    if "who" not in want:
        raise ScenarioError(f"told: say who was told (who: a player's name), in {value!r}")

    def check(game: Game) -> list[str]:
        (seat,) = _names(game, [want["who"]])
        found = [e for e in game.events if e.audience == seat and _event_matches(game, e, want, skip=("who",))]
        if negate:
            return [f"not_told: {want} happened: {[shown(game, e) for e in found]}"] if found else []
        if found:
            return []
        got = [shown(game, e) for e in game.events if e.audience == seat and e.kind not in ("character",)]
        return [f"told: expected {want['who']} to be told {_show(want, ('who',))}; they were told: {got[-6:]}"]
    return check


def _event(value: Any, negate: bool = False) -> Check:
    want = _plain_keys(value)

    def check(game: Game) -> list[str]:
        found = [e for e in game.events if _event_matches(game, e, want)]
        if negate:
            return [f"no_event: {want} happened: {shown(game, found[0])}"] if found else []
        if found:
            return []
        same_kind = [shown(game, e) for e in game.events if e.kind == want.get("kind")]
        return [f"event: expected {want}; events of that kind: {same_kind[-6:]}"]
    return check


def _in_order(value: Any) -> Check:
    """Events matching each pattern happened, in this order (others may come between)."""
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise ScenarioError(f"in_order: expected a list of events like {{kind: claim, seat: Alice}}, not {value!r}")
    wants = [_plain_keys(v) for v in value]

    def check(game: Game) -> list[str]:
        at = 0
        for n, want in enumerate(wants):
            found = next((i for i in range(at, len(game.events)) if _event_matches(game, game.events[i], want)), None)
            if found is None:
                earlier = any(_event_matches(game, e, want) for e in game.events[:at])
                return [f"in_order: expected {want} after {wants[n - 1] if n else 'the start'}; "
                        + ("it happened only before" if earlier else "it never happened")]
            at = found + 1
        return []
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
        actual = data.get(key)
        if key == "answer" and not isinstance(expected, list):
            expected = _answer(game, expected)
        if not same(game, expected, actual):
            return False
    return True


def _answer(game: Game, value: Any) -> Any:
    value = convert(game, value, Decision("expect", STORYTELLER, ()))
    return list(value) if isinstance(value, tuple) else value


def _offered(negate: bool) -> Callable[[Any], Check]:
    def maker(value: Any) -> Check:
        if not isinstance(value, dict) or "kind" not in value or "answer" not in value:
            raise ScenarioError("offered/not_offered: give at least kind and answer, "
                                "like {by: Alice, kind: monk, answer: Alice, phase: night 2}")
        want = _plain_keys(value)

        def check(game: Game) -> list[str]:
            names = {s.name.lower(): s.index for s in game.seats}
            by = _seat(names, want["by"], "offered") if "by" in want else None
            about = _seat(names, want["about"], "offered") if "about" in want else None
            pattern = Wanted(str(want["kind"]), want["answer"], by, about, _phase_label(want.get("phase"), "offered"))
            return offered_check(pattern, negate)(game, game.asked if isinstance(game, ScenarioGame) else [])
        return check
    return maker


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
    "believes": _mapping(lambda g, i: g.seats[i].believes.id, "believes", _char_norm),
    "told": _told,
    "not_told": lambda v: _told(v, negate=True),
    "event": _event,
    "no_event": lambda v: _event(v, negate=True),
    "in_order": _in_order,
    "offered": _offered(negate=False),
    "not_offered": _offered(negate=True),
    "refused": _offered(negate=True),
    "reason": lambda v: (lambda g: [] if str(v).lower() in g.win_reason.lower()
                         else [f"reason: expected {v!r} in {g.win_reason!r}"]),
    **SETUP_CHECKS,
}
