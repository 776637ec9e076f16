"""``random.Random``'s own draws, step for step, for the engine's setup.

A compiled build (mypyc) compiles this module while ``random.py``'s ``sample``, ``choice``,
``shuffle`` and ``randrange`` stay interpreted; setup draws a few dozen times a game. Each
function gives exactly what the method of that name gives from the same generator state
(Python 3.11's algorithms, drawing through ``getrandbits``), so seeded games stay the same.
"""

from __future__ import annotations

import random
from math import ceil, log
from typing import Any, Sequence, TypeVar

T = TypeVar("T")


def below(rng: random.Random, n: int) -> int:
    """``rng._randbelow(n)`` for ``n > 0``: ``getrandbits`` until a number under ``n``."""
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def randrange(rng: random.Random, n: int) -> int:
    """``rng.randrange(n)``."""
    if n > 0:
        return below(rng, n)
    raise ValueError("empty range for randrange()")


def choice(rng: random.Random, seq: Sequence[T]) -> T:
    """``rng.choice(seq)``."""
    if not len(seq):
        raise IndexError("Cannot choose from an empty sequence")
    return seq[below(rng, len(seq))]


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """``rng.shuffle(items)``: in place."""
    for i in range(len(items) - 1, 0, -1):
        j = below(rng, i + 1)
        items[i], items[j] = items[j], items[i]


def sample(rng: random.Random, population: Sequence[T], k: int) -> list[T]:
    """``rng.sample(population, k)``: ``k`` different positions of ``population``, in
    draw order (a pool for small populations, a set of taken positions for large ones)."""
    n = len(population)
    if not 0 <= k <= n:
        raise ValueError("Sample larger than population or is negative")
    result: list[T] = []
    setsize = 21  # as random.py: an n-length list smaller than a k-length set
    if k > 5:
        setsize += 4 ** ceil(log(k * 3, 4))
    if n <= setsize:
        pool = list(population)
        for i in range(k):
            j = below(rng, n - i)
            result.append(pool[j])
            pool[j] = pool[n - i - 1]
    else:
        selected: set[int] = set()
        for _ in range(k):
            j = below(rng, n)
            while j in selected:
                j = below(rng, n)
            selected.add(j)
            result.append(population[j])
    return result
