"""Farmer: when it dies at night, a living good player becomes a Farmer."""

from __future__ import annotations

from clocktower.game.state import DEMON, EXECUTION, STORYTELLER
from clocktower.script import load_script, parse_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import to_night
from ..support.random_games import play_many

SCRIPT = parse_script(["farmer", "monk", "soldier", "noble", "widow", "shabaloth", "recluse", "drunk",
                       "for_emperor"], "farmer-test")


def _game(seats: list[tuple[str, ...]]) -> tuple:
    rec = Recording()
    game = make_game(SCRIPT, seats, rec)
    rec.watch(game)
    return game, rec


def test_only_living_good_non_traveller_non_farmers_may_become_the_farmer() -> None:
    game, rec = _game([("Alice", "farmer"), ("Bob", "monk", None, "evil"), ("Carol", "soldier"),
                       ("Dave", "shabaloth"), ("Eve", "noble"), ("Fay", "recluse"), ("Gus", "noble"),
                       ("Hal", "for_emperor", None, "good"), ("Ivy", "farmer")])
    to_night(game, 2)
    game.night_no, game.phase = 2, "night 2"
    game.seats[6].alive = False
    game.kill(game.seats[0], DEMON, None)
    (asked,) = rec.of("farmer.successor")
    assert asked.decider == STORYTELLER
    # Bob (a Townsfolk turned evil), Gus (dead), Hal (a Traveller), Ivy (a Farmer) may not.
    assert sorted(asked.options) == [2, 4, 5]


def test_a_registering_good_evil_player_is_offered_after_the_truly_good() -> None:
    game, rec = _game([("Alice", "farmer"), ("Bob", "monk"), ("Carol", "recluse", None, "evil"),
                       ("Dave", "shabaloth"), ("Eve", "noble")])
    to_night(game, 2)
    game.night_no, game.phase = 2, "night 2"
    game.kill(game.seats[0], DEMON, None)
    (asked,) = rec.of("farmer.successor")
    # The evil Recluse may still register as good: offered, but last.
    assert list(asked.options) == [1, 4, 2]


def test_the_new_farmer_loses_the_old_ability() -> None:
    game, rec = _game([("Alice", "farmer"), ("Bob", "monk"), ("Carol", "soldier"), ("Dave", "shabaloth"),
                       ("Eve", "noble")])
    rec.add("farmer.successor", 1)
    to_night(game, 2)
    game.night_no, game.phase = 2, "night 2"
    game.kill(game.seats[0], DEMON, None)
    bob = game.seats[1]
    assert bob.character.id == "farmer" and [a.character.id for a in bob.abilities] == ["farmer"]


def test_a_day_death_makes_no_farmer() -> None:
    game, rec = _game([("Alice", "farmer"), ("Bob", "monk"), ("Carol", "soldier"), ("Dave", "shabaloth"),
                       ("Eve", "noble")])
    to_night(game, 2)
    game.phase = "day 1"
    game.kill(game.seats[0], EXECUTION, None)
    assert not rec.of("farmer.successor")


def test_random_games_with_a_farmer_run() -> None:
    script = parse_script(["farmer", *_UNTITLED_IDS], "farmer-random")
    seen = play_many(script, ["farmer"], 200)
    assert seen["ran"] >= 150
    assert seen["character"] > 0  # someone became a Farmer in some game


_UNTITLED_IDS = [c.id for c in load_script("untitled-almanac").characters]
