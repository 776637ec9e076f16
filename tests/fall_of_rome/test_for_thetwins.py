"""The Twins: an execution survived still counts (ruling), a drunk Twins does nothing, the
drunkenness follows whoever is a Townsfolk while it lasts, and random games."""

from __future__ import annotations

from clocktower.characters import Team
from clocktower.game.engine import Game
from clocktower.game.state import DRUNK, Effect

from ..support.deciders import Recording
from ..support.games import make_game, reprieve_game
from ..support.lookups import names
from ..support.phases import to_night
from ..support.random_games import ANY, play_many
from ..support.scripts import FOR

SEATS = [("Tess", "for_thetwins"), ("Mack", "for_trumpeter"), ("Hank", "for_hannibal"),
         ("Gwen", "for_glykon"), ("Dora", "for_trumpeter"), ("Eli", "for_mortician")]


def _execute_on_day_one(game: Game, answers: Recording, who: dict[str, int], target: str) -> None:
    answers.add("info.for_thetwins", who["Mack"], phase="night 1")
    answers.add("nominate", who[target], by=who["Dora"], phase="day 1")
    for voter in ("Dora", "Eli", "Gwen"):
        answers.add("vote", True, by=who[voter], phase="day 1", about=who[target])
    to_night(game, 2)


def test_remus_surviving_the_execution_still_makes_the_townsfolk_drunk() -> None:
    answers = Recording()
    game = reprieve_game(FOR, SEATS, answers, spared=["Mack"])
    who = names(game)
    _execute_on_day_one(game, answers, who, "Mack")
    assert game.seats[who["Mack"]].alive and game.executed_today is game.seats[who["Mack"]]
    game.night()
    assert game.is_drunk(game.seats[who["Dora"]]) and game.is_drunk(game.seats[who["Mack"]])


def test_a_drunk_twins_does_nothing_when_remus_is_executed() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    game.add_effect(Effect(DRUNK, who["Tess"], None))
    _execute_on_day_one(game, answers, who, "Mack")
    game.night()
    assert not game.is_drunk(game.seats[who["Dora"]])
    assert not any(e.kind == "twins-triggered" for e in game.events)


def test_the_drunkenness_follows_whoever_is_a_townsfolk() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    _execute_on_day_one(game, answers, who, "Mack")
    game.night()
    dora, gwen = game.seats[who["Dora"]], game.seats[who["Gwen"]]
    assert game.is_drunk(dora) and not game.is_drunk(gwen)
    game.change_character(dora, FOR.by_id["for_badomen"], tell=False, believes=FOR.by_id["for_trumpeter"])
    assert dora.team is Team.OUTSIDER and not game.is_drunk(dora)
    game.change_character(gwen, FOR.by_id["for_actor"], tell=False)
    assert game.is_drunk(gwen)
    game.dawn()
    game.day()
    assert game.is_drunk(gwen)
    game.dusk()
    assert not game.is_drunk(gwen)


def test_random_games_with_the_twins() -> None:
    seen = play_many(FOR, ["for_thetwins"], 150, stalls=ANY)
    assert seen["ran"] >= 100 and seen["info:for_thetwins"] >= seen["ran"] and seen["twins-triggered"] > 10
