"""The exact solver agrees with the engine: in random Trouble Brewing games, the world that
really happened is always among the worlds the solver finds consistent with what every
good player was told and the public record (so its rules never reject the engine's)."""

from __future__ import annotations

from typing import Any

import pytest

from clocktower.game.engine import Game
from clocktower.script import load_script, player_counts
from clocktower.solver.exact import solve_exact
from clocktower.solver.exact_model import Claim, Death, ExactPuzzle, Execution, Info, Nomination, Shot

TB = load_script("trouble-brewing")
TEAMS = {c.id: c.team for c in TB.characters}
HIDDEN = ("poisoner", "spy", "scarletwoman", "baron", "imp", "drunk")


def _info(night: int, d: dict[str, Any]) -> Info | None:
    what, answer = d["what"], d["answer"]
    if what in ("washerwoman", "librarian", "investigator"):
        if not answer or answer == "zero":
            return Info(night, what, none=True)
        return Info(night, what, (answer[0], answer[1]), answer[2])
    if what in ("chef", "empath"):
        return Info(night, what, number=answer)
    if what == "fortuneteller":
        return Info(night, what, tuple(d["players"]), yes=bool(answer))
    if what in ("undertaker", "ravenkeeper"):
        return Info(night, what, (d["target"],), answer)
    return None


def puzzle_of(game: Game) -> tuple[ExactPuzzle, tuple[str, ...]]:
    """The whole puzzle a game's log makes, up to the phase the game ended in, and the
    true starting characters."""
    events = list(game.events)
    start = tuple(s["character"] for s in events[0].data["setup"]["seats"])
    end = next((e.phase for e in events if e.kind == "game-over"), None)
    if end is not None:
        events = events[:next(i for i, e in enumerate(events) if e.phase == end)]
    told: dict[int, str] = {}
    infos: dict[int, list[Info]] = {}
    deaths: list[Death] = []
    day_events: list[Execution | Shot | Nomination] = []
    by_virgin: set[int] = set()
    for i, e in enumerate(events):
        part, _, number = e.phase.partition(" ")
        n = int(number) if number.isdigit() else 0
        later = events[i + 1:i + 4]
        if e.kind == "character" and e.audience not in told:
            told[e.audience] = e.data["character"]
        elif e.kind == "info" and TEAMS[start[e.audience]].value in ("townsfolk", "outsider"):
            info = _info(n, e.data)
            if info is not None:
                infos.setdefault(e.audience, []).append(info)
        elif e.kind == "death" and e.data.get("cause") == "demon":
            deaths.append(Death(n, e.data["seat"]))
        elif e.kind == "execution" and i in by_virgin:
            continue
        elif e.kind == "execution":
            died = any(x.kind == "death" and x.data["seat"] == e.data["seat"] for x in later)
            day_events.append(Execution(n, e.data["seat"], died))
        elif e.kind == "slayer-shot":
            died = any(x.kind == "death" and x.data["seat"] == e.data["target"] for x in later)
            day_events.append(Shot(n, e.data["seat"], e.data["target"], died))
        elif e.kind == "nomination" and start[e.data["nominee"]] == "virgin":
            fired = any(x.kind == "ability-fired" and x.data["ability"] == "virgin" for x in later[:2])
            if fired:
                by_virgin.add(next(j for j in range(i, len(events)) if events[j].kind == "execution"))
            day_events.append(Nomination(n, e.data["nominator"], e.data["nominee"], fired))
    names = tuple(s["name"] for s in events[0].data["setup"]["seats"])
    claims = tuple(Claim(told.get(s, start[s]), tuple(infos.get(s, ()))) for s in range(len(names)))
    c = player_counts(len(names))
    return ExactPuzzle(names, claims, TEAMS, HIDDEN, (c.townsfolk, c.outsider, c.minion, c.demon),
                       deaths=tuple(deaths), day_events=tuple(day_events)), start


@pytest.mark.parametrize("seed", range(12))
def test_the_real_world_is_always_found(seed: int) -> None:
    game = Game(TB, players=7 + seed % 4, seed=seed)
    game.run()
    puzzle, start = puzzle_of(game)
    answer = solve_exact(puzzle)
    assert start in answer.solutions, (start, puzzle)
