"""What setup reads of a script once per script (``setup.facts``) is never shared with
callers: changing what they are given does not change the next game's setup."""

from __future__ import annotations

import random

from clocktower.game.setup import exclusive_pairs, facts, random_setup, storyteller_rules
from clocktower.script import load_script


def test_setup_gives_fresh_copies_of_the_facts_it_keeps_per_script() -> None:
    script = load_script("sects-and-violets")
    rules = storyteller_rules(script)
    rules.append(script.characters[0])
    assert storyteller_rules(script) == list(facts(script).rules)
    pairs = exclusive_pairs(script)
    pairs.add(frozenset(("a", "b")))
    assert frozenset(("a", "b")) not in exclusive_pairs(script)
    first = random_setup(script, 10, random.Random(5))
    assert random_setup(script, 10, random.Random(5)) == first


def test_setup_facts_are_kept_per_script_object() -> None:
    a, b = load_script("trouble-brewing"), load_script("sects-and-violets")
    assert facts(a) is facts(a)
    assert facts(a).teams != facts(b).teams
    assert facts(b).ids == {c.id for c in b.characters}
