"""A scenario's expectations (``expect:``): each check a scenario may write (``CHECKS``:
who is dead, drunk, told what, which events happened in which order, what a decider was
offered, what the setup drew) and ``parse_expect``, which reads one entry."""

from __future__ import annotations

from typing import Any, Callable, Iterable

from ..agents.scripted import convert
from ..errors import ScenarioError
from ..game.decisions import Decision
from ..game.engine import Game
from ..game.state import STORYTELLER
from .game import ScenarioGame
from .match import same, shown
from .offers import Wanted, offered_check
from .reading import character_id, label_matches, listify, phase_label, plain_keys, seat_of
from .setup import SETUP_CHECKS

Check = Callable[[Game], list[str]]


def parse_expect(entry: Any, i: int) -> tuple[str | None, Check]:
    if not isinstance(entry, dict):
        raise ScenarioError(f"expectation {i + 1} must be a mapping")
    entry = plain_keys(entry)
    after = phase_label(entry.pop("after", None), f"expectation {i + 1}: after")
    checks: list[Check] = []
    for key, value in entry.items():
        maker = CHECKS.get(key)
        if maker is None:
            raise ScenarioError(f"expectation {i + 1}: unknown check {key!r}; "
                                f"known: {', '.join(sorted(CHECKS))}")
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


def _winner(value: Any) -> Check:
    def check(game: Game) -> list[str]:
        want = None if value in (None, "none") else str(value)
        return [] if game.winner == want else [f"winner: expected {want}, got {game.winner}"]
    return check


def _state(predicate: Callable[[Game, int], bool], label: str) -> Callable[[Any], Check]:
    def maker(value: Any) -> Check:
        def check(game: Game) -> list[str]:
            bad = [game.seats[i].name for i in _names(game, listify(value)) if not predicate(game, i)]
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
    return character_id(game.script, want, -1)


def _told(value: Any, negate: bool = False) -> Check:
    want = plain_keys(value)
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
    want = plain_keys(value)

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
    wants = [plain_keys(v) for v in value]

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
            if not label_matches(str(expected).lower(), event.phase) and event.phase != str(expected).lower():
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
        want = plain_keys(value)

        def check(game: Game) -> list[str]:
            names = {s.name.lower(): s.index for s in game.seats}
            by = seat_of(names, want["by"], "offered") if "by" in want else None
            about = seat_of(names, want["about"], "offered") if "about" in want else None
            pattern = Wanted(str(want["kind"]), want["answer"], by, about, phase_label(want.get("phase"), "offered"))
            return offered_check(pattern, negate)(game, game.asked if isinstance(game, ScenarioGame) else [])
        return check
    return maker


CHECKS: dict[str, Callable[[Any], Check]] = {
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


__all__ = ["CHECKS", "Check", "parse_expect"]
