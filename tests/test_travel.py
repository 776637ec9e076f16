"""Travellers who travel in and leave during the game (game/travel.py, docs/rulings.md "Arriving and leaving")."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from clocktower.errors import SetupError
from clocktower.game.engine import Game
from clocktower.game.log import replay
from clocktower.game.setup import SeatSpec, Setup, random_setup
from clocktower.game.travel import TRAVEL, travel_plan
from clocktower.script import load_script
from clocktower.sim import simulate

from .support.deciders import Recording
from .support.phases import play_until

CONTAGION = [("Alice", "mayor"), ("Bob", "gossip"), ("Carl", "tinker"), ("Dave", "balloonist"),
             ("Eve", "assassin"), ("Vic", "vigormortis"), ("Gus", "savant")]


def _setup(plan: list[dict], seated: list[tuple[str, str]] = CONTAGION) -> Setup:
    return Setup([SeatSpec(n, c) for n, c in seated], [], {TRAVEL: plan})


def test_a_traveller_who_left_is_never_asked_anything_again() -> None:
    rec = Recording()
    plan = [{"day": 1, "arrive": {"name": "Thea", "character": "thief", "alignment": "good"}},
            {"day": 2, "leave": "Thea"}]
    game = Game(load_script("the-contagion-insurrection"), _setup(plan), storyteller=rec, deciders=rec)
    rec.add("nominate", 0, by=1, phase="day 3")
    play_until(game, "day 3")
    thea = game.seats[7]
    assert thea.name == "Thea" and thea.left and not thea.alive and not thea.ghost_vote
    asked = [(p, d.kind) for p, d in zip(rec.phases, rec.decisions) if d.decider == 7]
    assert any(p == "day 1" for p, _ in asked)
    assert not [a for a in asked if a[0] in ("day 2", "day 3", "night 3", "dusk 2")], asked
    assert game.neighbours(game.seats[0], lambda s: True) == [game.seats[1], game.seats[6]]



def test_a_traveller_who_left_does_not_come_back_to_life() -> None:
    """Leaving, a Traveller takes no further part: an ability that brings the dead back (the
    Al-Hadikhia's "live" answer, a Shabaloth's) does not bring them back to the game."""
    rec = Recording()
    plan = [{"day": 1, "arrive": {"name": "Thea", "character": "butcher", "alignment": "good"}},
            {"day": 2, "leave": "Thea"}]
    game = Game(load_script("the-contagion-insurrection"), _setup(plan), storyteller=rec, deciders=rec)
    play_until(game, "day 2")
    thea = game.seats[7]
    assert thea.left and not thea.alive
    game.revive(thea, None)
    assert not thea.alive and not thea.ghost_vote
    assert not [e for e in game.events if e.kind == "revived"]

def test_an_unplanned_alignment_is_the_storytellers_decision() -> None:
    rec = Recording()
    plan = [{"day": 1, "arrive": {"name": "Jude", "character": "judge", "alignment": None}}]
    game = Game(load_script("the-contagion-insurrection"), _setup(plan), storyteller=rec, deciders=rec)
    play_until(game, "day 1")
    assert [d.options for d in rec.of("traveller.alignment")] == [("good", "evil")]


@pytest.mark.parametrize("plan,message", [
    ([{"day": 0, "arrive": {"name": "T", "character": "thief"}}], "'day' must be a day number"),
    ([{"day": 1, "arrive": {"name": "T", "character": "imp"}}], "not a Traveller"),
    ([{"day": 1, "arrive": {"name": "Alice", "character": "thief"}}], "already a player"),
    ([{"day": 1, "leave": "Alice"}], "only a Traveller may leave"),
    ([{"day": 1}], "either 'arrive' or 'leave'"),
])
def test_a_bad_travel_plan_is_a_one_line_setup_error(plan: list[dict], message: str) -> None:
    with pytest.raises(SetupError, match=message):
        travel_plan(_setup(plan))


def test_random_arrivals_are_other_travellers_and_a_mercenary_pair_travels_together() -> None:
    rome = load_script("fall-of-rome")
    for seed in range(40):
        setup = random_setup(rome, 7, random.Random(seed), travellers=1, arrivals=2)
        plan = travel_plan(setup)
        arriving = [e["arrive"] for e in plan if "arrive" in e]
        assert len(arriving) == 2
        seated = {s.character for s in setup.seats}
        assert not seated & {a["character"] for a in arriving}  # different Travellers
        names = [s.name for s in setup.seats] + [a["name"] for a in arriving]
        assert len(set(names)) == len(names)
        mercs = [e for e in plan if "arrive" in e and e["arrive"]["character"] == "for_mercenary"]
        if mercs:
            assert len(mercs) == 2 and mercs[0]["day"] == mercs[1]["day"]
            assert {m["arrive"]["alignment"] for m in mercs} == {"good", "evil"}


def test_the_simulator_plays_and_replays_games_with_arrivals(tmp_path: Path) -> None:
    script = load_script("the-contagion-insurrection")
    summary = simulate(script, 7, 20, seed=2, travellers=1, arrivals=2, log_dir=str(tmp_path))
    assert not summary.errors and summary.to_json()["arrivals"] == 2
    arrived = 0
    for path in sorted(tmp_path.glob("*.json")):
        record = json.loads(path.read_text())
        arrived += sum(1 for e in record["events"] if e["kind"] == "traveller-arrives")
        assert replay(record).same
    assert arrived > 0


def test_too_many_arrivals_for_the_scripts_travellers_is_a_setup_error_that_counts_the_seated_ones() -> None:
    from clocktower.script import parse_script

    script = parse_script([{"id": "_meta", "name": "Few"}, "washerwoman", "librarian", "investigator", "chef",
                           "empath", "monk", "imp", "poisoner", "saint", "thief", "bureaucrat", "gunslinger"])
    with pytest.raises(SetupError, match="cannot seat 2 Travellers besides the 2 seated at the start"):
        random_setup(script, 7, random.Random(1), travellers=2, arrivals=2)
