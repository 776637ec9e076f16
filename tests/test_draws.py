"""The engine's compiled copies of ``random.Random``'s draws give exactly its results."""

from __future__ import annotations

import random

import pytest

from clocktower.game import draws


@pytest.mark.parametrize("seed", range(30))
def test_draws_match_random_random_from_the_same_state(seed: int) -> None:
    ours, theirs = random.Random(seed), random.Random(seed)
    for n in (1, 2, 3, 7, 21, 22, 40, 200):
        population = list(range(n))
        for k in {0, 1, min(3, n), min(6, n), n // 2, n}:
            assert draws.sample(ours, population, k) == theirs.sample(population, k)
            assert draws.sample(ours, tuple(population), k) == theirs.sample(tuple(population), k)
        assert draws.choice(ours, population) == theirs.choice(population)
        assert draws.randrange(ours, n) == theirs.randrange(n)
        mine, yours = list(population), list(population)
        draws.shuffle(ours, mine)
        theirs.shuffle(yours)
        assert mine == yours
    assert ours.getstate() == theirs.getstate()


def test_draws_refuse_what_random_random_refuses() -> None:
    rng = random.Random(0)
    with pytest.raises(IndexError):
        draws.choice(rng, [])
    with pytest.raises(ValueError):
        draws.randrange(rng, 0)
    with pytest.raises(ValueError):
        draws.sample(rng, [1, 2], 3)
