"""Random games with the Contagion Insurrection Townsfolk (Steward, High Priestess, Sailor,
Innkeeper, Acrobat, Savant, Fisherman) forced into setups of implemented characters,
mixed with the untitled almanac's, so they meet the Philosopher, Cannibal, Widow, Recluse,
Shabaloth, Ojo and the rest."""

from __future__ import annotations

import pytest

from clocktower.abilities import implemented
from clocktower.script import load_script, parse_script

from ..support.random_games import play_many

OURS = ["steward", "highpriestess", "sailor", "innkeeper", "acrobat", "savant", "fisherman"]
CONTAGION = load_script("the-contagion-insurrection")
UNTITLED = load_script("untitled-almanac")
MIXED = parse_script([{"id": "_meta", "name": "Contagion mix"}]
                     + sorted({c.id for c in CONTAGION.characters + UNTITLED.characters
                               if implemented(c.id) and c.team.value != "traveller"}), "mixed")


@pytest.mark.parametrize("forced", [OURS[:4], OURS[3:]] + [[c] for c in OURS])
def test_random_mixed_games_with_our_townsfolk_run(forced: list[str]) -> None:
    seen = play_many(MIXED, forced, 200 if len(forced) == 1 else 100, seed_tag="mix-" + "-".join(forced))
    assert seen["ran"] > 50
