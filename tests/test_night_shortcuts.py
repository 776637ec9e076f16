"""The night's and the setup's shortcuts answer exactly as the long way round: options built
once per seat count, their weights a row at a time, claims read a night at a time, the
in-game generator made on first use, and the setup's pair and bag checks."""

from __future__ import annotations

import random
from itertools import permutations

from clocktower.abilities.shared.pairs import columns, player_and_character
from clocktower.abilities.demons.alhadikhia import nobody_or_three
from clocktower.abilities.demons.zombuul import died_on_day
from clocktower.agents.preferences.demons import _trio_products, claims_so_far
from clocktower.game.engine import Game
from clocktower.game.setup import clashes
from clocktower.script import load_script


def test_the_al_hadikhia_s_kept_options_are_nobody_then_every_3_players_in_order() -> None:
    for players in (5, 10, 15):
        assert nobody_or_three(players) == (None, *permutations(range(players), 3))
        assert nobody_or_three(players) is nobody_or_three(players)


def test_trio_weights_a_row_at_a_time_are_the_very_floats_of_each_product() -> None:
    rng = random.Random(7)
    for players in (3, 4, 7, 10, 15):
        per_seat = [rng.choice((0.01, 0.05, 1.0, 0.3)) * rng.random() for _ in range(players)]
        expected = [per_seat[a] * per_seat[b] * per_seat[c] for a, b, c in permutations(range(players), 3)]
        assert _trio_products(per_seat) == expected  # equal floats, not merely close ones


def test_the_al_hadikhia_s_unlisted_weights_draw_exactly_as_the_listed_ones() -> None:
    from clocktower.agents.preferences.demons import NOBODY, Trios
    from clocktower.agents.random import _draw

    rng = random.Random(3)
    for players in (3, 4, 5, 10, 15):
        for _ in range(4):
            per_seat = [rng.choice((0.002, 0.02, 1.0, 0.3)) for _ in range(players)]
            trios = Trios(per_seat)
            products = [per_seat[a] * per_seat[b] * per_seat[c] for a, b, c in permutations(range(players), 3)]
            added = 0.0
            for p in products:  # (as ``sum`` adds floats before Python 3.12)
                added += p
            listed = [added * NOBODY / (1 - NOBODY), *products]
            assert trios.listed() == listed and len(trios) == len(listed) and trios[-1] == listed[-1]
            options = nobody_or_three(players)
            for _ in range(200):
                seed = rng.random()
                ours, theirs = random.Random(seed), random.Random(seed)
                x = ours.random() * trios.total()
                assert options[trios.index_past(x)] == _draw(theirs.random, options, listed)
            total = 0.0
            for w in listed:
                total += w
            assert trios.total() == total  # the very float the listed draw sums
            assert trios.index_past(total) == len(listed) - 1 and trios.index_past(-1.0) == 0


def test_kept_player_character_pairs_and_their_columns_agree_with_the_pairs() -> None:
    players, characters = (0, 1, 2, 3), ("chef", "drunk", "imp")
    pairs = player_and_character(players, characters)
    assert pairs == tuple((p, c) for p in players for c in characters)
    assert player_and_character(players, characters) is pairs
    assert columns(pairs) == ([p for p, _ in pairs], [c for _, c in pairs])
    narrowed = [o for o in pairs if o[0] == 2]  # a list of pairs built elsewhere
    assert columns(narrowed) == ([2, 2, 2], ["chef", "drunk", "imp"])


def test_claims_read_a_night_at_a_time_are_every_claim_of_the_record() -> None:
    game = Game(load_script("untitled-almanac"), players=10, seed=3)
    seen: list[list[tuple[int, object]]] = []
    game.watchers.append(lambda g, label: seen.append(list(claims_so_far(g))))
    game.run()
    every = [(e.data["seat"], e.data.get("character")) for e in game.events if e.kind == "claim"]
    assert every and claims_so_far(game) == every
    assert all(s == every[:len(s)] for s in seen)


def test_the_game_s_own_generator_draws_as_one_seeded_from_its_name() -> None:
    game = Game(load_script("trouble-brewing"), players=7, seed=12)
    expected = random.Random("game-12")
    assert [game.rng.random() for _ in range(5)] == [expected.random() for _ in range(5)]


def test_exclusive_pairs_clash_exactly_when_the_other_of_a_pair_is_present() -> None:
    rng = random.Random(1)
    ids = [f"c{i}" for i in range(8)]
    for _ in range(500):
        pairs = {frozenset(rng.sample(ids, 2)) for _ in range(rng.randrange(4))}
        present = set(rng.sample(ids, rng.randrange(5)))
        for cid in ids:
            longhand = any(frozenset((cid, other)) in pairs for other in present if other != cid)
            assert clashes(cid, present, pairs) == longhand


def test_deaths_of_a_day_read_from_the_end_match_a_full_read() -> None:
    game = Game(load_script("bad-moon-rising"), players=10, seed=5)
    game.run()
    for day in range(0, game.day_no + 2):
        phases = (f"day {day}", f"dusk {day}")
        assert died_on_day(game, day) == any(e.kind == "death" and e.phase in phases for e in game.events)
