"""Plague Doctor: when it dies (sober and healthy), the Storyteller gains a Minion ability."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.game.engine import Game
from clocktower.game.state import DRUNK, STORYTELLER, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many
from ..support.scripts import UNTITLED

SEATS = [("Alice", "plaguedoctor"), ("Bob", "monk"), ("Carol", "ojo"), ("Dave", "soldier"), ("Eve", "noble"),
         ("Fay", "seamstress")]


def start(answers: Scripted) -> Game:
    game = make_game(UNTITLED, SEATS, answers)
    play_until(game, "night 1", game_over_ok=False)
    return game


def test_the_storyteller_picks_among_the_scripts_minions() -> None:
    answers = Recording().add("plaguedoctor.minion", "assassin")
    game = start(answers)
    game.phase = "day 1"
    game.kill(game.seats[0], "ability", None)
    (pick,) = [d for d in answers.decisions if d.kind == "plaguedoctor.minion"]
    assert pick.decider == STORYTELLER
    assert sorted(pick.options) == ["assassin", "cerenovus", "mezepheles", "widow"]
    (held,) = game.storyteller_abilities
    assert held.holder is None and held.character.id == "assassin"
    assert held.decider == STORYTELLER and game.functioning(held)


def test_a_drunk_plague_doctor_gives_nothing_even_if_sober_later() -> None:
    answers = Recording()
    game = start(answers)
    game.seats[0].effects.append(Effect(DRUNK, 0, None, until=("dusk", 1)))
    game.phase = "day 1"
    game.kill(game.seats[0], "ability", None)
    game.expire("dusk", 1)
    assert not game.is_drunk(game.seats[0])
    assert game.storyteller_abilities == []
    assert not any(d.kind == "plaguedoctor.minion" for d in answers.decisions)


def test_the_storytellers_assassin_is_the_storytellers_choice_and_always_works() -> None:
    answers = Recording().add("plaguedoctor.minion", "assassin").add("assassin", 3, by=STORYTELLER)
    answers.add("ojo", "soldier").add("monk", 3)
    game = start(answers)
    game.day_no = 1
    game.phase = "day 1"
    game.kill(game.seats[0], "ability", None)
    game.night()
    assert not game.seats[3].alive  # the Soldier, protected by the Monk too
    assert [d.decider for d in answers.decisions if d.kind == "assassin"] == [STORYTELLER]


def test_random_games_with_a_plague_doctor() -> None:
    seen = play_many(UNTITLED, ["plaguedoctor"], 300)
    assert seen["ran"] >= 250
    gained = {k for k in seen if k.startswith("gained:None:")}
    assert {"gained:None:widow", "gained:None:cerenovus", "gained:None:assassin", "gained:None:mezepheles"} <= gained


def test_random_games_with_all_five_of_these_characters_together() -> None:
    seen = play_many(UNTITLED, ["tinker", "plaguedoctor", "widow", "cerenovus", "mezepheles"], 300)
    assert seen["ran"] >= 250


def test_a_plague_doctor_brought_back_to_life_gives_another_minion_when_it_dies_again() -> None:
    answers = Recording().add("plaguedoctor.minion", "assassin").add("plaguedoctor.minion", "widow")
    game = start(answers)
    game.phase = "day 1"
    game.kill(game.seats[0], "ability", None)
    game.phase = "night 2"
    game.revive(game.seats[0], None)
    game.kill(game.seats[0], "ability", None)
    assert [a.character.id for a in game.storyteller_abilities] == ["assassin", "widow"]
