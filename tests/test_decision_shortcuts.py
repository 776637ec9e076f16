"""The shortcuts of asking and answering decisions answer exactly as the long way round:
the random bots' compiled draws are ``random.Random``'s own, the kept set of seats holding
a granted ability follows every grant, and a Decision built positionally or by keyword is
the same dataclass as before (equality, ``replace``, repr)."""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import accumulate

import pytest

from clocktower.agents.random import _draw, _weighted
from clocktower.game.draws import below, choice
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game
from clocktower.script import load_script


def test_the_bots_draws_are_the_random_module_s_own() -> None:
    ours, theirs = random.Random(7), random.Random(7)
    for n in range(1, 300):
        population = list(range(n))
        assert below(ours, n) == theirs.randrange(n)
        assert choice(ours, population) == theirs.choice(population)
        weights = [theirs.random() for _ in range(n)]
        for _ in range(n):
            ours.random()
        assert _weighted(ours.random, population, list(accumulate(weights))) == \
            theirs.choices(population, weights=weights)[0]
        whole = [1 + i % 3 for i in range(n)]  # whole-number weights, as some preferences give
        assert _weighted(ours.random, population, list(accumulate(whole))) == \
            theirs.choices(population, weights=whole)[0]
        # Drawn without the list of running totals: the same answer and the same state.
        assert _draw(ours.random, population, weights) == theirs.choices(population, weights=weights)[0]
        assert _draw(ours.random, population, whole) == theirs.choices(population, weights=whole)[0]
        zeros = [0.0] * (n - 1) + [2.0]  # only the last may be drawn
        assert _draw(ours.random, population, zeros) == theirs.choices(population, weights=zeros)[0] == n - 1
    assert ours.random() == theirs.random()


def test_a_weighted_draw_refuses_what_random_choices_refuses() -> None:
    rng = random.Random(0)
    for options, weights in (([1, 2], [1.0]), ([1, 2], [0.0, 0.0]), ([1, 2], [1.0, float("inf")])):
        try:
            random.Random(0).choices(options, weights=weights)
        except ValueError as expected:
            try:
                _draw(rng.random, options, weights)
            except ValueError as error:
                assert str(error) == str(expected)
            else:
                raise AssertionError(f"{weights} drew")
        else:
            raise AssertionError("random.choices accepted it")


def test_the_seats_holding_a_granted_ability_follow_every_grant() -> None:
    script = load_script("trouble-brewing")
    game = Game(script, players=10, seed=1)
    assert game.granted_seats() == frozenset()
    seat = game.seats[3]
    granting = game.seats[0].abilities[-1]
    granted = game.grant(seat, script.by_id["empath"], granted_by=granting)
    assert game.granted_seats() == {3}
    game.grant(game.seats[5], script.by_id["monk"])  # not granted by an ability
    assert game.granted_seats() == {3}
    game.remove_ability(granted)
    assert game.granted_seats() == frozenset()


def test_a_decision_is_the_same_built_by_position_or_by_keyword() -> None:
    by_position = Decision("vote", 2, (False, True), "Vote?", False, 4)
    by_keyword = Decision(kind="vote", decider=2, options=(False, True), prompt="Vote?", about=4)
    assert by_position == by_keyword
    assert (by_position.of, by_position.truths, by_position.id, by_position.free_text) == (None, None, -1, False)
    again = replace(by_position, options=(True,), id=3)
    assert again.options == (True,) and again.id == 3 and again.about == 4
    assert repr(by_keyword).startswith("Decision(kind='vote', decider=2,")


def test_a_bot_given_another_generator_draws_from_it() -> None:
    from clocktower.agents.random import RandomPlayer

    game = Game(load_script("trouble-brewing"), players=7, seed=1)
    game.today.nominee_index = 1
    a, b = RandomPlayer(1), RandomPlayer(2)
    a.rng, b.rng = random.Random(7), random.Random(7)
    vote = Decision("vote", 4, (False, True), "Vote?", False, 1)
    answers = [a.decide(game, vote) for _ in range(40)]
    assert answers == [b.decide(game, vote) for _ in range(40)] and len(set(answers)) == 2


def test_the_bots_draw_refuses_what_choices_refuses() -> None:
    for weights in ([1.0, float("inf")], [float("nan"), 1.0], [0.0, 0.0], [1.0]):
        with pytest.raises(ValueError) as ours:
            _draw(random.Random(1).random, ["a", "b"], weights)
        with pytest.raises(ValueError) as theirs:
            random.Random(1).choices(["a", "b"], weights)
        assert str(ours.value) == str(theirs.value)
