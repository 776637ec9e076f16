"""Merchant: a Bad Omen Merchant is never offered a true token; random games."""

from __future__ import annotations

from .learners_games import play_many
from .recording import Recording, game_of, names


def test_a_bad_omen_merchant_is_offered_no_nominators_token() -> None:
    answers = Recording()
    game = game_of([("Mia", "for_badomen", "for_merchant"), ("Rook", "for_actor"), ("Hank", "for_hannibal"),
                    ("Rob", "for_temptress"), ("Cora", "for_centurion"), ("Abe", "for_actor")], answers)
    who = names(game)
    answers.add("for_temptress", (who["Cora"], who["Abe"]), by=who["Rob"])
    answers.add("nominate", who["Mia"], by=who["Rook"], phase="day 1")
    answers.add("nominate", who["Mia"], by=who["Hank"], phase="day 2")
    answers.add("for_merchant", True, by=who["Mia"], phase="night 3")
    game.prepare()
    for _ in range(2):
        game.night()
        game.dawn()
        game.day()
        game.dusk()
    game.night()
    (options,) = answers.options("info.for_merchant")
    assert options and all(len(o) == 2 for o in options)
    assert all("for_actor" not in o and "for_hannibal" not in o for o in options)


def test_random_games_with_the_merchant() -> None:
    played, informed = play_many("for_merchant")
    assert played >= 40 and informed > 0
