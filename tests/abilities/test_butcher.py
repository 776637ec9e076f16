"""Butcher details a scenario cannot state (scenarios/axiom-of-choice/butcher.yaml)."""

from __future__ import annotations

from ..support.deciders import Recording
from ..support.games import reprieve_game
from ..support.phases import play_until
from ._travellers import AXIOM, AXIOM_MIX, CONTAGION, FILL, make_drunk, random_games, traveller_game


def test_no_execution_no_butcher() -> None:
    rec = Recording()
    rec.add("nominate", 5, by=1, phase="day 1")
    game = traveller_game("butcher", answers=rec, script=AXIOM_MIX)
    play_until(game, "day 1")
    assert rec.of("butcher") == []


def test_an_execution_nobody_dies_of_still_lets_the_butcher_nominate() -> None:
    rec = Recording()
    rec.add("nominate", 3, by=1, phase="day 1")
    for voter in (0, 1, 2, 4):
        rec.add("vote", True, by=voter, about=3)
    game = reprieve_game(CONTAGION, [("T", "butcher", None, "good"), *FILL], rec, spared=["Carl"])
    play_until(game, "day 1")
    assert game.seats[3].alive and len(rec.of("butcher")) == 1


def test_no_third_nomination() -> None:
    rec = Recording()
    rec.add("nominate", 3, by=1, phase="day 1")
    for voter in (0, 1, 2, 4):
        rec.add("vote", True, by=voter, about=3)
    rec.add("butcher", 5)
    for voter in (0, 1, 2, 4):
        rec.add("vote", True, by=voter, about=5)
    game = traveller_game("butcher", answers=rec, script=AXIOM_MIX)
    play_until(game, "day 1")
    assert not game.seats[3].alive and not game.seats[5].alive
    assert len(rec.of("butcher")) == 1


def test_a_drunk_butcher_nominates_nobody() -> None:
    rec = Recording()
    rec.add("nominate", 3, by=1, phase="day 1")
    for voter in (0, 1, 2, 4):
        rec.add("vote", True, by=voter, about=3)
    rec.add("butcher", 5)
    game = traveller_game("butcher", answers=rec, script=AXIOM_MIX)
    make_drunk(game, 0)
    play_until(game, "day 1")
    assert game.seats[5].alive
    assert [e.data["nominee"] for e in game.events if e.kind == "nomination"] == [3]


def test_under_a_working_bishop_the_butcher_does_not_nominate() -> None:
    rec = Recording()
    seats = [("T", "butcher", None, "good"), ("B", "bishop", None, "good"), *FILL]
    from ..support.games import make_game

    game = make_game(CONTAGION, seats, rec)
    rec.add("bishop.nominate", 6)
    for voter in (0, 1, 2, 3, 4):
        rec.add("vote", True, by=voter, about=6)
    play_until(game, "day 1")
    assert not game.seats[6].alive and rec.of("butcher") == []


def test_random_games_with_a_butcher_never_fail() -> None:
    seen = random_games("butcher", AXIOM)
    assert seen["ran"] > 150 and seen["ability-fired"] > 0
