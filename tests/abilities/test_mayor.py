"""Mayor: the peaceful three-player win and the night bounce."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.game.state import ABILITY, DEMON
from clocktower.script import all_characters

from ..support.deciders import Recording, asked
from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many
from ..support.scripts import UNTITLED

SEATS = [("Alice", "mayor"), ("Bob", "ojo"), ("Carol", "noble"), ("Dave", "soldier"), ("Eve", "recluse")]


def test_bounce_options_are_the_mayor_dying_first_then_every_other_player() -> None:
    rec = Recording()
    game = make_game(UNTITLED, SEATS, rec)
    play_until(game, "night 1")
    game.seats[4].alive = False
    game.phase = "night 2"
    assert game.kill(game.seats[0], DEMON, None)  # the quiet answer: the Mayor dies
    (d,) = [d for d in rec.decisions if d.kind == "mayor.bounce"]
    assert d.options[0] is None and list(d.options[1:]) == [1, 2, 3, 4] and d.about == 0


def test_bounce_works_for_any_stoppable_night_death() -> None:
    answers = Scripted().add("mayor.bounce", 2)
    game = make_game(UNTITLED, SEATS, answers)
    play_until(game, "night 1")
    game.phase = "night 2"
    assert game.kill(game.seats[0], ABILITY, None)
    assert game.seats[0].alive and not game.seats[2].alive


def test_a_bounced_death_is_not_bounced_again() -> None:
    answers = Scripted().add("mayor.bounce", 2)
    game = make_game(UNTITLED, [("Alice", "mayor"), ("Bob", "ojo"), ("Carol", "mayor"), ("Dave", "soldier")], answers)
    play_until(game, "night 1")
    game.phase = "night 2"
    game.kill(game.seats[0], DEMON, None)
    assert not game.seats[2].alive
    assert len(asked(answers, "mayor.bounce")) == 1


def test_travellers_count_as_players_for_the_mayor() -> None:
    game = make_game(UNTITLED, SEATS + [("Fay", "noble")])
    play_until(game, "night 1")
    game.seats[5].character = all_characters()["bishop"]  # Fay is a Traveller now
    game.seats[2].alive = False
    game.seats[4].alive = False
    play_until(game, "day 1")  # Alice, Bob, Dave and the Traveller alive: four players
    assert game.winner is None
    game.seats[5].alive = False
    play_until(game, "day 2")
    assert game.winner == "good"


def test_random_games_with_a_mayor_run() -> None:
    seen = play_many(UNTITLED, ["mayor"], 300)
    assert seen["redirected"] > 10
    assert any(k.startswith("win:the Mayor") for k in seen)
