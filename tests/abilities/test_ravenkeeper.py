"""Ravenkeeper: wakes only on the night it died, works while dead only for that wake."""

from __future__ import annotations

from clocktower.game.state import POISONED, Effect

from ..support.deciders import spare
from ..support.games import info_game
from ..support.lookups import told
from ..support.phases import next_phase


def test_not_woken_while_alive() -> None:
    g, rec = info_game("ravenkeeper", "monk", "ojo", "soldier", "assassin")
    spare(rec)
    for _ in range(5):
        next_phase(g)
    assert not rec.of("ravenkeeper")


def test_killed_at_night_chooses_any_player_and_learns_their_character() -> None:
    g, rec = info_game("ravenkeeper", "monk", "ojo", "soldier", "assassin")
    rec.add("monk", 3, phase="night 2")
    rec.add("ojo", "ravenkeeper", phase="night 2")
    rec.add("ravenkeeper", 4, phase="night 2")
    for _ in range(3):
        next_phase(g)
    assert sorted(rec.last_options("ravenkeeper")) == [0, 1, 2, 3, 4]  # themself and the dead too
    assert rec.last_options("info.ravenkeeper") == ["assassin"]
    assert [e.data["answer"] for e in told(g, "ravenkeeper")] == ["assassin"]


def test_works_when_dead_only_during_that_wake() -> None:
    g, rec = info_game("ravenkeeper", "monk", "ojo", "soldier", "assassin")
    rec.add("monk", 3, phase="night 2")
    rec.add("ojo", "ravenkeeper", phase="night 2")
    rec.add("ojo", "soldier", phase="night 3")
    ability = g.seats[0].abilities[0]
    for _ in range(3):
        next_phase(g)
    assert not g.seats[0].alive
    assert not ability.works_when_dead and not g.functioning(ability)
    next_phase(g)
    next_phase(g)  # night 3: dead since last night, so no wake
    assert len(rec.of("ravenkeeper")) == 1
    assert not any(e.kind == "wake" and e.data["ability"] == "ravenkeeper" and e.data["night"] == 3
                   for e in g.events)


def test_poisoned_ravenkeeper_gets_arbitrary_info() -> None:
    g, rec = info_game("ravenkeeper", "monk", "ojo", "soldier", "assassin")
    rec.add("monk", 3, phase="night 2")
    rec.add("ojo", "ravenkeeper", phase="night 2")
    rec.add("ravenkeeper", 4, phase="night 2")
    next_phase(g)
    next_phase(g)
    g.add_effect(Effect(POISONED, 0, None, until=("dawn", 2)))
    next_phase(g)
    options = rec.last_options("info.ravenkeeper")
    assert options[0] == "assassin" and {"monk", "ojo", "noble", "widow"} <= set(options)


def test_granted_ravenkeeper_wakes_when_its_holder_dies_at_night() -> None:
    g, rec = info_game("noble", "monk", "ojo", "soldier", "assassin")
    rec.add("monk", 3, phase="night 2")
    rec.add("ojo", "noble", phase="night 2")
    rec.add("ravenkeeper", 2, phase="night 2")
    next_phase(g)
    next_phase(g)
    g.grant(g.seats[0], g.script.by_id["ravenkeeper"])
    next_phase(g)
    assert [e.data["answer"] for e in told(g, "ravenkeeper")] == ["ojo"]


def test_revived_and_killed_again_at_night_wakes_again() -> None:
    g, rec = info_game("ravenkeeper", "monk", "ojo", "soldier", "assassin", "noble")
    rec.add("monk", 3, phase="night 2")
    rec.add("ojo", "ravenkeeper", phase="night 2")
    rec.add("monk", 3, phase="night 3")
    rec.add("ojo", "ravenkeeper", phase="night 3")
    for _ in range(4):
        next_phase(g)  # night 1, day 1, night 2 (dies, wakes), day 2
    g.revive(g.seats[0], None)
    next_phase(g)  # night 3: dies again
    assert [e.phase for e in told(g, "ravenkeeper")] == ["night 2", "night 3"]
