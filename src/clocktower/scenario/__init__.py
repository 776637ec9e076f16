"""Scenarios: a seating, the choices made, and what should follow (docs/scenarios.md).

``run`` reads and plays scenario files in a ``game.ScenarioGame``; ``reading`` reads phases,
players and characters as a scenario writes them; ``setup`` draws a scenario's seating,
``moments`` reads when a scripted player acts out of the usual order, ``offers`` checks what
a decider was offered, ``expect`` holds the checks of ``expect:`` and ``match`` compares what
happened with what was expected.
"""

from __future__ import annotations

from .game import ScenarioGame
from .run import Prepared, ScenarioResult, load_scenarios, prepare_scenario, run_file, run_scenario

__all__ = ["Prepared", "ScenarioGame", "ScenarioResult", "load_scenarios", "prepare_scenario", "run_file", "run_scenario"]
