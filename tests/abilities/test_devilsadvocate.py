"""Devil's Advocate: each night a living player (not last night's) survives tomorrow's execution."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.script import load_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many

CONTAGION = load_script("the-contagion-insurrection")
SEATS = [("Alice", "devilsadvocate"), ("Bob", "steward"), ("Carol", "vigormortis"), ("Dave", "gossip"),
         ("Eve", "mayor"), ("Fay", "balloonist")]


def test_not_last_nights_player_and_only_the_living() -> None:
    answers = Recording().add("devilsadvocate", 1, phase="night 1").add("vigormortis", 3, phase="night 2")
    answers.add("devilsadvocate", 0, phase="night 2")
    game = make_game(CONTAGION, SEATS, answers)
    play_until(game, "night 3")
    options = answers.options("devilsadvocate")
    assert sorted(options[0]) == [0, 1, 2, 3, 4, 5]
    assert sorted(options[1]) == [0, 2, 3, 4, 5]  # not Bob, chosen last night
    assert sorted(options[2]) == [1, 2, 4, 5]  # not itself (last night), not dead Dave


def test_only_the_next_day_and_only_executions() -> None:
    answers = Scripted().add("devilsadvocate", 1, phase="night 1")
    game = make_game(CONTAGION, SEATS, answers)
    play_until(game, "night 1")
    ability = game.seats[0].abilities[0]
    bob = game.seats[1]
    game.phase, game.day_no = "day 1", 1
    assert ability.prevents_death(game, bob, "execution", None)
    assert not ability.prevents_death(game, bob, "ability", None)
    game.phase, game.day_no = "day 2", 2
    assert not ability.prevents_death(game, bob, "execution", None)


def test_random_games_with_the_devils_advocate_run() -> None:
    seen = play_many(CONTAGION, ["devilsadvocate"], 150, seed_tag="devilsadvocate")
    assert seen["ran"] >= 140
    assert seen["protected"] > 5
