"""Savant details a scenario cannot state (scenarios in scenarios/the-contagion-insurrection)."""

from __future__ import annotations

from clocktower.game.engine import Game
from clocktower.game.talk.statements import evaluate
from clocktower.script import load_script, parse_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.lookups import told
from ..support.phases import play_until
from ..support.random_games import play_many

CONTAGION = load_script("the-contagion-insurrection")
SEATS = [("Alice", "savant"), ("Bob", "vigormortis"), ("Carol", "gossip"), ("Dave", "assassin"),
         ("Eve", "mayor")]


def _visit_day_1(seats: list[tuple[str, ...]]) -> tuple[Game, Recording]:
    rec = Recording()
    rec.add("savant", True, phase="day 1")
    game = make_game(CONTAGION, seats, rec)
    rec.watch(game)
    play_until(game, "day 1")
    return game, rec


def test_a_sober_savant_is_offered_only_pairs_with_exactly_one_truth() -> None:
    game, rec = _visit_day_1(SEATS)
    options = rec.last_options("info.savant")
    assert options
    assert all(evaluate(game, a) != evaluate(game, b) for a, b in options)
    (event,) = told(game, "savant")
    a, b = event.data["answer"]
    assert evaluate(game, a) != evaluate(game, b)


def test_a_drunk_savant_may_hear_two_truths_or_two_lies() -> None:
    game, rec = _visit_day_1([("Alice", "drunk", "savant")] + SEATS[1:])
    options = rec.last_options("info.savant")
    kinds = {evaluate(game, a) + evaluate(game, b) for a, b in options}
    assert kinds == {0, 1, 2}


def test_no_statement_says_who_the_demon_is() -> None:
    _, rec = _visit_day_1(SEATS)
    for pair in rec.last_options("info.savant"):
        for statement in pair:
            assert statement[0] != "type" or statement[2] != "demon"


def test_a_recluse_makes_more_pairs_true() -> None:
    seats = [("Alice", "savant"), ("Bob", "ojo"), ("Carol", "recluse"), ("Dave", "widow"), ("Eve", "monk")]
    rec = Recording()
    rec.add("widow", 4, phase="night 1")
    rec.add("savant", True, phase="day 1")
    mixed = parse_script(["savant", "ojo", "recluse", "widow", "monk"], "test")
    game = make_game(mixed, seats, rec)
    rec.watch(game)
    play_until(game, "day 1")
    options = rec.last_options("info.savant")
    recluse_evil = ("alignment", 2, "evil")
    dave_evil = ("alignment", 3, "evil")
    # The Recluse may register as evil: "Carol is evil" and "Dave is evil" may be the pair.
    assert (recluse_evil, dave_evil) in options


def test_the_savant_does_not_visit_once_dead() -> None:
    rec = Recording()
    rec.add("vigormortis", 0, phase="night 2")
    rec.add("savant", True, phase="day 1")
    game = make_game(CONTAGION, SEATS, rec)
    play_until(game, "day 2")
    assert len(rec.of("savant")) == 1


def test_random_games_with_a_savant_run() -> None:
    seen = play_many(CONTAGION, ["savant"], 200, seed_tag="savant")
    assert seen["info:savant"] > 50
    assert seen["lied:savant"] == 0


def test_the_storyteller_sees_which_savant_pairs_are_true() -> None:
    # The Savant's information is judged by the pairs' positions (``inform(positions=True)``);
    # the Storyteller's view of the decision still flags each pair itself.
    from clocktower.present.decisions import decision_json

    game, rec = _visit_day_1([("Alice", "drunk", "savant")] + SEATS[1:])
    (decision,) = rec.of("info.savant")
    shown = decision_json(decision, game, storyteller=True)["options"]
    assert len(shown) == len(decision.options) > 0
    flags = [o["true"] for o in shown]
    assert flags == [evaluate(game, a) != evaluate(game, b) for a, b in decision.options]
    assert True in flags and False in flags


def test_the_savants_true_pairs_are_those_whose_statements_differ() -> None:
    import random
    from itertools import combinations

    from clocktower.abilities.townsfolk.savant import _differing

    rng = random.Random(5)
    for n in range(0, 30):
        true = [rng.random() < 0.5 for _ in range(n)]
        pairs = list(combinations(range(n), 2))
        assert _differing(true) == [k for k, (i, j) in enumerate(pairs) if true[i] != true[j]]


def test_consultations_are_kept_per_script_and_shape_and_match_the_grimoire() -> None:
    from itertools import combinations

    from clocktower.abilities.shared.consult import consult_pairs, consult_statements

    game, _ = _visit_day_1(SEATS)
    statements = consult_statements(game, 0, demon=False)
    assert consult_statements(game, 0, demon=False) is statements  # worked out once
    assert ("alignment", 0, "evil") not in statements and ("alignment", 1, "evil") in statements
    assert not any(s[0] == "type" and s[2] == "demon" for s in statements)
    assert any(s[0] == "type" and s[2] == "demon" for s in consult_statements(game, 0, demon=True))
    pairs = consult_pairs(game, 0, demon=False)
    every = list(combinations(statements, 2))
    assert len(pairs) == len(every) and list(pairs) == every  # combinations order
    assert [pairs[k] for k in range(len(pairs))] == every  # made by position, the same
    assert pairs[-1] == every[-1] and pairs[1:3] == every[1:3]
    game.seats[2].alive = False  # a death changes the dead-evil statements
    assert ("dead-evil", 1) in consult_statements(game, 0, demon=False)
