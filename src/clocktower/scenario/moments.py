"""``when:`` in scenario choices: a claim or public action at a chosen moment of the day.
See docs/scenarios.md ("A claim or public action at a chosen moment").

    when: {after: {nominate: [Alice, Bob]}}   # right after that nomination (and its vote)
    when: {after: nomination}                 # right after the day's next nomination
    when: {before: actor}                     # just before the Actor's public guess
    when: {after: I Am Spartacus!}            # once the Spartacus claims are made
    when: after claims                        # (a string works too) once everyone has claimed
    when: before nominations                  # after every public action, before nominating
"""

from __future__ import annotations

from typing import Any, Callable

from ..errors import ScenarioError
from ..game.moments import AFTER, BEFORE, CLAIMS, NOMINATION, NOMINATIONS, Moment
from ..game.state import STORYTELLER


def parse_moment(value: Any, names: dict[str, int], where: str) -> Callable[[Moment], bool]:
    """The test a moment of the day must pass for a choice written with ``when: value``."""
    if isinstance(value, str):
        side, _, rest = value.strip().partition(" ")
        value = {side: rest.strip()}
    if not isinstance(value, dict) or len(value) != 1:
        raise ScenarioError(f"{where}: when must be {{before: ...}} or {{after: ...}}, not {value!r}")
    (side, what), = value.items()
    side = str(side).strip().lower()
    if side not in (BEFORE, AFTER):
        raise ScenarioError(f"{where}: when: say 'before' or 'after', not {side!r}")
    if isinstance(what, dict):
        return _after_nomination(side, what, names, where)
    target = " ".join(str(what).strip().lower().split())
    if target in (CLAIMS, "claim"):
        return _fixed(side, AFTER, CLAIMS, where, "claims")
    if target in (NOMINATIONS, "nominating"):
        return _fixed(side, BEFORE, NOMINATIONS, where, "nominations")
    if target in (NOMINATION, "a nomination", "the nomination", "vote", "the vote"):
        if side != AFTER:
            raise ScenarioError(f"{where}: when: write 'after nomination' (or 'before nominations')")
        return lambda m: m.when == AFTER and m.what == NOMINATION
    ids = _character_ids(target)
    return lambda m: m.when == side and (m.what in ids or bool(ids & set(m.kinds)))


def _fixed(side: str, only: str, what: str, where: str, word: str) -> Callable[[Moment], bool]:
    if side != only:
        raise ScenarioError(f"{where}: when: only '{only} {word}' is a moment")
    return lambda m: m.when == side and m.what == what


def _after_nomination(side: str, what: dict[str, Any], names: dict[str, int],
                      where: str) -> Callable[[Moment], bool]:
    pair = what.get("nominate")
    if side != AFTER or set(what) != {"nominate"} or not isinstance(pair, list) or len(pair) != 2:
        raise ScenarioError(f"{where}: when: write {{after: {{nominate: [nominator, nominee]}}}}")
    seats = []
    for p in pair:
        low = str(p).strip().lower()
        if low in ("storyteller", "st"):
            seats.append(STORYTELLER)
        elif low in names:
            seats.append(names[low])
        else:
            raise ScenarioError(f"{where}: when: {p!r} is not a player in this scenario")
    nominator, nominee = seats
    return lambda m: (m.when == AFTER and m.what == NOMINATION and m.nominator == nominator
                      and m.nominee == nominee)


def _character_ids(target: str) -> set[str]:
    """Character ids (and the decision kind itself) a written name may mean."""
    from ..script import all_characters

    found = {c.id for c in all_characters().values() if target in (c.id, c.name.lower())}
    return found | {target}
