"""The step-by-step API for outside agents: pending decisions, answers, observations, undo."""

from __future__ import annotations

import json
import random

import pytest

from clocktower.api import Table
from clocktower.errors import IllegalChoice
from clocktower.game.log import replay
from clocktower.game.state import STORYTELLER
from clocktower.script import load_script


@pytest.fixture(scope="module")
def untitled():
    return load_script("untitled-almanac")


def _play_out(table: Table, seed: int = 0) -> int:
    """Answer every pending decision at random (an outside agent as simple as can be)."""
    rng = random.Random(seed)
    steps = 0
    while not table.over:
        d = table.pending
        assert d is not None and (d.decider in table.agents or d.decider == STORYTELLER)
        table.answer(rng.choice(list(d.options)))
        steps += 1
    return steps


def test_an_agent_seat_plays_a_whole_game_through_pending_and_answer(untitled) -> None:
    table = Table(untitled, players=7, seed=3, agents={0})
    steps = _play_out(table)
    assert steps > 0 and table.winner in ("good", "evil") and table.pending is None


def test_an_illegal_answer_is_refused_and_changes_nothing(untitled) -> None:
    table = Table(untitled, players=7, seed=3, agents={0})
    before = (list(table.choices), table.pending)
    with pytest.raises(IllegalChoice):
        table.answer("not an option")
    assert (table.choices, table.pending) == before


def test_undo_returns_to_the_same_pending_decision(untitled) -> None:
    table = Table(untitled, players=7, seed=3, agents={0, 1, 2, 3, 4, 5, 6}, storyteller_agent=True)
    first = table.pending
    assert first is not None
    table.answer(first.options[0])
    table.undo()
    assert table.pending is not None and table.pending.kind == first.kind
    assert list(table.pending.options) == list(first.options)


def test_a_seat_sees_only_its_own_observation(untitled) -> None:
    table = Table(untitled, players=7, seed=5, agents={2})
    seen = table.observation(2)
    assert seen and all(e["audience"] in (-2, 2) for e in seen)
    assert any(e["kind"] == "character" for e in seen)


def test_a_table_restored_from_its_record_continues_the_same_game(untitled) -> None:
    table = Table(untitled, players=7, seed=4, agents={0})
    for _ in range(3):
        if table.over:
            break
        table.answer(table.pending.options[0])
    restored = Table.from_record(json.loads(json.dumps(table.record())))
    assert restored.choices == table.choices
    assert restored.pending_json() == table.pending_json()


def test_a_finished_tables_record_replays_identically(untitled) -> None:
    table = Table(untitled, players=6, seed=9, storyteller_agent=True)
    _play_out(table)
    assert replay(json.loads(json.dumps(table.record()))).same


def test_pending_decisions_are_plain_json_for_agents_outside_python(untitled) -> None:
    table = Table(untitled, players=7, seed=3, agents={0})
    data = table.pending_json()
    assert data is not None and json.loads(json.dumps(data)) == data
    assert {"kind", "decider", "options", "prompt"} <= set(data)


def test_dropped_tables_end_their_threads() -> None:
    """A Table dropped without close() ends its game's thread once garbage-collected."""
    import gc
    import threading
    import time

    script = load_script("trouble-brewing")
    gc.collect()
    start = threading.active_count()
    for seed in range(300):
        Table(script, players=7, seed=seed, agents={0})
    gc.collect()
    deadline = time.monotonic() + 10
    while threading.active_count() > start + 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert threading.active_count() <= start + 2


def test_a_table_as_a_context_manager_or_closed_ends_its_thread() -> None:
    import threading

    script = load_script("trouble-brewing")
    start = threading.active_count()
    with Table(script, players=7, seed=1, agents={0}) as table:
        assert table.pending is not None
        assert threading.active_count() == start + 1
    assert threading.active_count() == start
    table = Table(script, players=7, seed=2, agents={0})
    table.undo()  # a rebuild ends the old thread
    assert threading.active_count() == start + 1
    table.close()
    assert threading.active_count() == start
