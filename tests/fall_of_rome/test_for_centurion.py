"""Centurion: the execution, not the death, ends the game (ruling); the Spartacus claim makes
it drunk at once; random games."""

from __future__ import annotations

from ..support.deciders import Recording
from ..support.games import make_game, reprieve_game
from ..support.lookups import names
from ..support.phases import play_until
from ..support.random_games import ANY, play_many
from ..support.scripts import FOR

SEATS = [("Cato", "for_centurion"), ("Gwen", "for_glykon"), ("Hank", "for_hannibal"),
         ("Dora", "for_trumpeter"), ("Eli", "for_mortician")]


def test_a_survived_execution_still_ends_the_game() -> None:
    answers = Recording()
    game = reprieve_game(FOR, SEATS, answers, spared=["Gwen"])
    who = names(game)
    answers.add("nominate", who["Gwen"], by=who["Cato"], phase="day 1")
    for voter in ("Cato", "Dora", "Eli"):
        answers.add("vote", True, by=who[voter], phase="day 1", about=who["Gwen"])
    play_until(game, "day 1", dusk=False)
    assert game.seats[who["Gwen"]].alive
    assert game.winner == "good" and "Centurion" in game.win_reason


def test_the_spartacus_claim_makes_the_centurion_drunk_at_once() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    answers.add("spartacus", "claim", by=who["Cato"], phase="day 1")
    drunk_at_nomination: list[bool] = []
    answers.add("nominate", who["Gwen"], by=who["Dora"], phase="day 1")
    game.prepare()
    game.night()
    game.dawn()

    def asked(decision):  # type: ignore[no-untyped-def]
        # Dora is asked to nominate, and nominates Gwen at once (a watcher of the game's
        # asks: the compiled build's games take no replaced methods).
        if decision.kind == "nominate" and decision.decider == who["Dora"] and not drunk_at_nomination:
            drunk_at_nomination.append(game.is_drunk(game.seats[who["Cato"]]))

    game.watch_asks(asked)
    game.day()
    assert drunk_at_nomination == [True]
    assert any(e.kind == "nomination" and e.data["nominator"] == who["Dora"] for e in game.events)


def test_random_games_with_the_centurion() -> None:
    seen = play_many(FOR, ["for_centurion"], 150, stalls=ANY)
    assert seen["ran"] >= 100 and seen["centurion-win"] > 5
    assert any(k.startswith("win:the Centurion") for k in seen)
