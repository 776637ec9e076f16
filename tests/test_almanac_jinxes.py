"""The official jinxes among the characters of Axiom of Choice, The Contagion Insurrection and
the untitled almanac (none of the three files states one; almanac-notes §3.2): exactly these
pairs apply on each script. Each one has a scenario (scenarios/jinxes/, and the Riot/Mayor
jinx in the-contagion-insurrection/riot.yaml)."""

from __future__ import annotations

import pytest

from clocktower.script import load_script

EXPECTED = {
    "axiom-of-choice": {
        frozenset(("bountyhunter", "philosopher")), frozenset(("cannibal", "juggler")),
        frozenset(("baron", "heretic")), frozenset(("heretic", "spy")),
        frozenset(("balloonist", "marionette")), frozenset(("alhadikhia", "scarletwoman")),
        frozenset(("poppygrower", "spy")),
    },
    "the-contagion-insurrection": {
        frozenset(("boffin", "drunk")), frozenset(("boffin", "goon")),
        frozenset(("innkeeper", "riot")), frozenset(("mayor", "riot")),
    },
    "untitled-almanac": set(),
}


@pytest.mark.parametrize("slug", sorted(EXPECTED))
def test_each_almanac_script_has_exactly_the_official_jinxes_among_its_characters(slug: str) -> None:
    script = load_script(slug)
    assert {frozenset((j.a, j.b)) for j in script.jinxes} == EXPECTED[slug]
