"""Standard Bearer: statements about the nominator, their criteria (uniqueness), no
statement when self-nominated, and random games."""

from __future__ import annotations

from clocktower.game.talk.statements import criterion, evaluate, statements_about

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.lookups import names
from ..support.random_games import ANY, play_many
from ..support.scripts import FOR

SEATS = [("Jonah", "for_trumpeter"), ("Sam", "for_standardbearer"), ("Hank", "for_hannibal"),
         ("Gwen", "for_glykon"), ("Cato", "for_centurion")]


def test_both_sides_of_a_criterion_are_the_same_statement() -> None:
    assert criterion(("alignment", 0, "evil"), 0) == criterion(("alignment", 3, "good"), 3)
    assert criterion(("is", 0, "for_actor"), 0) == criterion(("is-not", 2, "for_actor"), 2)
    assert criterion(("not", ("type", 1, "minion")), 1) == criterion(("type", 4, "minion"), 4)
    assert criterion(("type", 1, "minion"), 1) != criterion(("type", 1, "demon"), 1)
    assert criterion(("evil-neighbours", 1, 0), 1) != criterion(("evil-neighbours", 1, 1), 1)
    # without a subject, statements about different players differ
    assert criterion(("alignment", 0, "evil")) != criterion(("alignment", 3, "evil"))


def test_candidate_statements_are_all_about_the_nominator_and_judgeable() -> None:
    game = make_game(FOR, SEATS, Recording())
    for statement in statements_about(game, 0):
        assert statement[1] == 0
        evaluate(game, statement)
    assert evaluate(game, ("evil-neighbours", 0, 0))  # Jonah sits between Sam and Cato, both good
    assert evaluate(game, ("evil-neighbours", 3, 1))  # Gwen: Hank (evil) and Cato (good)
    assert not evaluate(game, ("impaired", 3))


def test_the_offered_statements_are_about_the_nominator_only() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    answers.add("nominate", who["Sam"], by=who["Jonah"], phase="day 1")
    game.prepare()
    game.night()
    game.dawn()
    game.day()
    (options,) = answers.options("for_standardbearer")
    assert options[0] is None and all(o[1] == who["Jonah"] for o in options[1:])


def test_no_statement_when_the_standard_bearer_nominates_themself() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    answers.add("nominate", who["Sam"], by=who["Sam"], phase="day 1")
    game.prepare()
    game.night()
    game.dawn()
    game.day()
    assert answers.options("for_standardbearer") == []
    assert any(e.kind == "nomination" and e.data["nominee"] == who["Sam"] for e in game.events)


def test_random_games_with_the_standard_bearer() -> None:
    seen = play_many(FOR, ["for_standardbearer"], 150, stalls=ANY)
    assert seen["ran"] >= 100 and seen["statement"] > 20 and seen["info:for_standardbearer"] > 10
