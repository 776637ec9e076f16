"""The Storyteller holding the Organ Grinder's ability (a Plague Doctor's gift) is never
drunk, so it is never asked whether to be: the choice once crashed the game when the
Storyteller said yes (the ability had no player to make drunk)."""

from __future__ import annotations

from pathlib import Path

from clocktower.game.state import STORYTELLER
from clocktower.scenario import load_scenarios, run_scenario

SCENARIO = Path(__file__).resolve().parents[2] / "scenarios" / "carousel" / "plaguedoctor-organgrinder.yaml"


def test_the_storyteller_with_the_organ_grinders_ability_is_not_asked_to_be_drunk() -> None:
    result = run_scenario(load_scenarios(SCENARIO)[0])
    assert result.passed, result.failures
    asked = [(kind, who) for kind, who, *_ in result.game.decisions]
    assert ("plaguedoctor.minion", STORYTELLER) in asked
    assert ("organgrinder", STORYTELLER) not in asked
