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
from typing import Any

import yaml

from ..agents.scripted import Scripted
from ..errors import ClocktowerError, ScenarioError, SetupError
from ..game.engine import Game, GameOver
from ..game.setup import SeatSpec, Setup
from ..game.state import STORYTELLER
from .moments import parse_moment
from .offers import Refusal, Wanted
from .expect import Check, parse_expect
from .game import ScenarioGame
from .reading import character_id, listify, phase_label, plain_keys, seat_of
from .setup import default_beliefs, draw_setup
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
        checks = [parse_expect(e, i) for i, e in enumerate(doc.get("expect") or [])]
        stop_after = phase_label(doc.get("stop_after"), "stop_after")
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
            "name": str(spec["name"]), "character": character_id(script, spec.get("character"), i),
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
        seats.append(SeatSpec(str(spec["name"]), character_id(script, spec.get("character"), i),
                              character_id(script, spec["believes"], i) if spec.get("believes") else None,
                              spec.get("alignment")))
    default_beliefs(seats, script)
    bluffs = [character_id(script, b, -1) for b in doc.get("bluffs") or []]
    return Setup(seats, bluffs, dict(doc.get("extra") or {}))


def _add_choice(entry: Any, i: int, names: dict[str, int], answers: Scripted,
                refusals: list[Refusal]) -> None:
    where = f"choice {i + 1}"
    if not isinstance(entry, dict):
        raise ScenarioError(f"{where}: must be a mapping")
    entry = plain_keys(entry)
    phase = phase_label(entry.get("phase"), where)
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
        nominator, nominee = (seat_of(names, p, where) for p in pair)
        if refused:
            refusals.append(_refusal(Wanted("nominate", pair[1], nominator, None, phase), answers, where))
            return
        answers.add("nominate", nominee, by=nominator, phase=phase, when=when)
        for voter in listify(entry.get("votes") or []):
            answers.add("vote", True, by=seat_of(names, voter, where), phase=phase, about=nominee)
        return
    if "kind" not in entry or "answer" not in entry:
        raise ScenarioError(f"{where}: needs 'kind' and 'answer' (or 'nominate')")
    by = seat_of(names, entry["by"], where) if "by" in entry else None
    about = seat_of(names, entry["about"], where) if "about" in entry else None
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


