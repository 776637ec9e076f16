"""Scenario setups drawn from the bag, and checks on what setup made. See docs/scenarios.md
("A setup drawn from the bag").

    setup: {draw: true, players: 8, seed: 3, include: [vigormortis]}
    expect:
      - {after: setup, in_play: [vigormortis], teams: {townsfolk: 6, outsider: 0}}
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any, Callable

from ..characters import Team
from ..errors import ClocktowerError, ScenarioError
from ..game.setup import SeatSpec, Setup, random_setup

if TYPE_CHECKING:
    from ..game.engine import Game
    from ..script import Script

Check = Callable[["Game"], list[str]]

_DRAW_KEYS = {"draw", "players", "seed", "names", "include"}
_TEAMS = {
    "townsfolk": Team.TOWNSFOLK, "outsider": Team.OUTSIDER, "outsiders": Team.OUTSIDER,
    "minion": Team.MINION, "minions": Team.MINION, "demon": Team.DEMON, "demons": Team.DEMON,
    "traveller": Team.TRAVELLER, "travellers": Team.TRAVELLER,
}


def draw_setup(spec: Any, script: "Script", default_seed: int) -> Setup:
    """The setup a Storyteller draws from the bag: ``players`` seats, with ``seed`` (the
    scenario's seed if not given), optional ``names`` and ``include`` (characters put in
    the bag first)."""
    if not isinstance(spec, dict) or spec.get("draw") is not True:
        raise ScenarioError("setup: write {draw: true, players: N, seed: S} to draw a setup "
                            "from the bag (or list the players under 'seats')")
    unknown = set(spec) - _DRAW_KEYS
    if unknown:
        raise ScenarioError(f"setup: unknown key(s) {', '.join(sorted(map(str, unknown)))}; "
                            f"known: {', '.join(sorted(_DRAW_KEYS))}")
    players = spec.get("players")
    if not isinstance(players, int) or isinstance(players, bool):
        raise ScenarioError(f"setup: players must be a number, not {players!r}")
    seed = spec.get("seed", default_seed)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ScenarioError(f"setup: seed must be a number, not {seed!r}")
    names = spec.get("names")
    if names is not None and (not isinstance(names, list) or len(names) != players
                              or len({str(n).lower() for n in names}) != players):
        raise ScenarioError(f"setup: names must list {players} different names")
    include = [_character(script, c) for c in _listify(spec.get("include") or [])]
    try:
        return random_setup(script, players, random.Random(seed),
                            names=[str(n) for n in names] if names else None, include=include)
    except ClocktowerError as exc:
        raise ScenarioError(f"setup: {exc}") from None


def _character(script: "Script", value: Any) -> str:
    low = str(value).strip().lower()
    for c in script.characters:
        if c.id == low or c.name.lower() == low:
            return c.id
    raise ScenarioError(f"setup: {value!r} is not a character of script {script.name!r}")


def _listify(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


def _ids(game: "Game", values: Any, label: str) -> list[str]:
    from .match import character_id

    out = []
    for v in _listify(values):
        cid = character_id(game, str(v))
        if cid is None:
            raise ScenarioError(f"{label}: unknown character {v!r}")
        out.append(cid)
    return out


def _in_play(negate: bool) -> Callable[[Any], Check]:
    label = "not_in_play" if negate else "in_play"

    def maker(value: Any) -> Check:
        def check(game: "Game") -> list[str]:
            present = {s.character.id for s in game.seats}
            wrong = [c for c in _ids(game, value, label) if (c in present) == negate]
            if not wrong:
                return []
            held = ", ".join(f"{s.name}: {s.character.id}" for s in game.seats)
            verb = "in play" if negate else "not in play"
            return [(f"{label}: {', '.join(wrong)} {'is' if len(wrong) == 1 else 'are'} {verb}; "
                     f"the players are {held}")]
        return check
    return maker


def _teams(value: Any) -> Check:
    if not isinstance(value, dict):
        raise ScenarioError(f"teams: expected counts like {{townsfolk: 5, outsider: 2}}, not {value!r}")
    wanted: dict[Team, int] = {}
    for key, count in value.items():
        team = _TEAMS.get(str(key).strip().lower())
        if team is None or not isinstance(count, int):
            raise ScenarioError(f"teams: {key}: {count!r} is not a team and a count")
        wanted[team] = count

    def check(game: "Game") -> list[str]:
        got = Counter(s.team for s in game.seats)
        return [f"teams: expected {wanted[t]} {t.value}, got {got[t]}"
                for t in wanted if got[t] != wanted[t]]
    return check


def _bluffs(value: Any) -> Check:
    """A list: exactly those bluffs (any order). A mapping: ``count``, ``include``,
    ``exclude``, ``in_play`` (false: none of them is in play, held or believed)."""
    if isinstance(value, list):
        value = {"exactly": value}
    if not isinstance(value, dict):
        raise ScenarioError(f"bluffs: expected a list of characters or a mapping, not {value!r}")
    unknown = set(value) - {"exactly", "count", "include", "exclude", "in_play"}
    if unknown:
        raise ScenarioError(f"bluffs: unknown key(s) {', '.join(sorted(map(str, unknown)))}")

    def check(game: "Game") -> list[str]:
        got = [c.id for c in game.bluffs]
        out = []
        if "exactly" in value and sorted(_ids(game, value["exactly"], "bluffs")) != sorted(got):
            out.append(f"bluffs: expected {value['exactly']}, got {got}")
        if "count" in value and len(got) != value["count"]:
            out.append(f"bluffs: expected {value['count']} bluffs, got {len(got)}: {got}")
        missing = [c for c in _ids(game, value.get("include", []), "bluffs") if c not in got]
        extra = [c for c in _ids(game, value.get("exclude", []), "bluffs") if c in got]
        if missing:
            out.append(f"bluffs: expected {', '.join(missing)} among the bluffs {got}")
        if extra:
            out.append(f"bluffs: expected {', '.join(extra)} not among the bluffs {got}")
        if "in_play" in value:
            shown = {s.character.id for s in game.seats} | {s.believes.id for s in game.seats}
            held = [c for c in got if c in shown]
            if value["in_play"] is False and held:
                out.append(f"bluffs: {', '.join(held)} {'is' if len(held) == 1 else 'are'} in play")
            if value["in_play"] is True and len(held) != len(got):
                out.append(f"bluffs: expected every bluff in play, got {got}")
        return out
    return check


SETUP_CHECKS: dict[str, Callable[[Any], Check]] = {
    "in_play": _in_play(negate=False),
    "not_in_play": _in_play(negate=True),
    "teams": _teams,
    "bluffs": _bluffs,
}
"""Checks on the characters in play (true characters), counts by team, and Demon bluffs."""


def default_beliefs(seats: list[SeatSpec], script: "Script") -> None:
    """Seated hidden characters written without ``believes`` believe what their setup would
    show them: the Lunatic a Demon in play (the first seated), the Drunk, the Bad Omen and
    the Marionette a Townsfolk of the script that nobody holds or believes (the first)."""
    from ..game.ability import ability_class
    from ..script import all_characters

    known = {**all_characters(), **script.by_id}
    taken = {x for s in seats for x in (s.character, s.believes) if x}
    for spec in seats:
        if spec.believes:
            continue
        cls = ability_class(spec.character)
        if spec.character == "lunatic":
            demons = [s.character for s in seats if s.character in known
                      and known[s.character].team is Team.DEMON]
            spec.believes = demons[0] if demons else next((c.id for c in script.team(Team.DEMON)), None)
        elif spec.character == "marionette" or (cls is not None and cls.believes_townsfolk):
            free = [c.id for c in script.team(Team.TOWNSFOLK) if c.id not in taken]
            spec.believes = free[0] if free else None
        if spec.believes:
            taken.add(spec.believes)
