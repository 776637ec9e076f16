"""Every character's class-level facts read through the class are plain values of the type
their base declares (``tests/support/class_facts.py``); the compiled build is checked the
same way in ``tests/test_compiled.py``."""

from __future__ import annotations

from clocktower.abilities import ability_class
from clocktower.game.ability import Ability
from clocktower.sim.invariants import _may_wake_dead

from .support.class_facts import faults


def test_every_class_fact_reads_as_the_plain_value_its_base_declares() -> None:
    found, checked = faults()
    assert checked > 1000
    assert found == []


def test_the_ravenkeeper_judges_working_dead_moment_by_moment_and_may_wake_dead() -> None:
    raven = ability_class("ravenkeeper")
    assert raven is not None
    assert raven.works_when_dead is False  # not for every moment: only while woken
    assert raven.works_dead is not Ability.works_dead
    assert _may_wake_dead(raven)
    monk = ability_class("monk")
    assert monk is not None and not _may_wake_dead(monk)
