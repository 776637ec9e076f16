"""Zombuul: what a scenario cannot say (a drunk first death, the ghost vote, random games)."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.game.state import DRUNK, Effect
from clocktower.script import load_script, parse_script

from tests.support.games import make_game
from tests.support.lookups import seat
from tests.support.phases import play_until
from tests.support.random_games import play_many

TCI = load_script("the-contagion-insurrection")
MIX = parse_script([{"id": "_meta", "name": "Zombuul mix"}, *(
    c.id for c in load_script("untitled-almanac").characters if c.team.value != "demon"), "zombuul"])
SEATS = [("Alice", "zombuul"), ("Bob", "steward"), ("Carol", "balloonist"), ("Dave", "gossip"),
         ("Eve", "tinker"), ("Fay", "mayor")]


def test_a_drunk_zombuul_dies_for_real_the_first_time() -> None:
    answers = Scripted()
    answers.add("nominate", 0, by=1, phase="day 1")
    for voter in (1, 2, 3, 4):
        answers.add("vote", True, by=voter, phase="day 1")
    game = make_game(TCI, SEATS, answers)
    game.prepare()
    game.add_effect(Effect(DRUNK, 0, None, until=("dusk", 1)))
    play_until(game, "day 1")
    assert game.winner == "good"
    assert not game.lives(seat(game, "Alice"))


def test_registered_dead_zombuul_is_alive_to_wins_and_dead_to_the_table() -> None:
    answers = Scripted()
    answers.add("nominate", 0, by=1, phase="day 1")
    for voter in (1, 2, 3, 4):
        answers.add("vote", True, by=voter, phase="day 1")
    game = make_game(TCI, SEATS, answers)
    play_until(game, "day 1")
    alice = seat(game, "Alice")
    assert not alice.alive and game.lives(alice)
    assert alice.ghost_vote
    assert not game.may_nominate(alice)
    assert game.functioning(alice.abilities[0])
    assert game.votes_needed() == 3  # five players look alive


def test_the_zombuul_spends_its_ghost_vote_like_a_dead_player() -> None:
    answers = Scripted()
    answers.add("nominate", 0, by=1, phase="day 1")
    for voter in (1, 2, 3, 4):
        answers.add("vote", True, by=voter, phase="day 1")
    answers.add("zombuul", 5, by=0, phase="night 3")
    answers.add("nominate", 3, by=2, phase="day 3")
    answers.add("vote", True, by=0, phase="day 3")
    game = make_game(TCI, SEATS, answers)
    play_until(game, "day 3")
    assert not seat(game, "Alice").ghost_vote


def test_random_games_with_the_zombuul_never_raise() -> None:
    seen = play_many(TCI, ["zombuul"], 100, stalls="any")
    assert seen["ran"] > 30
    mixed = play_many(MIX, ["zombuul"], 200, stalls="any")
    assert mixed["ran"] > 150
    assert seen["death:zombuul"] + mixed["death:zombuul"] > 0
    assert mixed["ability-fired"] > 0
