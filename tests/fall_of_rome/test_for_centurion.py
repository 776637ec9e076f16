"""Centurion: the execution, not the death, ends the game (ruling); the Spartacus claim makes
it drunk at once; random games."""

from __future__ import annotations

from clocktower.game.engine import GameOver

from .public_games import play_many
from .recording import Recording, game_of, names
from .reprieve import reprieve_game

SEATS = [("Cato", "for_centurion"), ("Gwen", "for_glykon"), ("Hank", "for_hannibal"),
         ("Dora", "for_trumpeter"), ("Eli", "for_mortician")]


def _day_one(game) -> None:  # type: ignore[no-untyped-def]
    game.prepare()
    game.night()
    game.dawn()
    try:
        game.day()
    except GameOver:
        pass


def test_a_survived_execution_still_ends_the_game() -> None:
    answers = Recording()
    game = reprieve_game(SEATS, answers, spared=["Gwen"])
    who = names(game)
    answers.add("nominate", who["Gwen"], by=who["Cato"], phase="day 1")
    for voter in ("Cato", "Dora", "Eli"):
        answers.add("vote", True, by=who[voter], phase="day 1", about=who["Gwen"])
    _day_one(game)
    assert game.seats[who["Gwen"]].alive
    assert game.winner == "good" and "Centurion" in game.win_reason


def test_the_spartacus_claim_makes_the_centurion_drunk_at_once() -> None:
    answers = Recording()
    game = game_of(SEATS, answers)
    who = names(game)
    answers.add("spartacus", "claim", by=who["Cato"], phase="day 1")
    drunk_at_nomination: list[bool] = []
    answers.add("nominate", who["Gwen"], by=who["Dora"], phase="day 1")
    game.prepare()
    game.night()
    game.dawn()
    original = game.nominate

    def nominate(nominator, nominee):  # type: ignore[no-untyped-def]
        drunk_at_nomination.append(game.is_drunk(game.seats[who["Cato"]]))
        original(nominator, nominee)

    game.nominate = nominate  # type: ignore[method-assign]
    game.day()
    assert drunk_at_nomination == [True]


def test_random_games_with_the_centurion() -> None:
    ran, seen = play_many(["for_centurion"])
    assert ran >= 100 and seen["centurion-win"] > 5
    assert any(k.startswith("win:the Centurion") for k in seen)
