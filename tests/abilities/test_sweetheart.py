"""Sweetheart: when it dies, one player is drunk from now on."""

from __future__ import annotations

from clocktower.game.state import STORYTELLER
from clocktower.script import load_script, parse_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.random_games import play_many

SCRIPT = parse_script(["sweetheart", "monk", "soldier", "noble", "widow", "shabaloth", "recluse"], "sh-test")


def test_any_player_may_be_made_drunk_living_townsfolk_first() -> None:
    rec = Recording()
    game = make_game(SCRIPT, [("Alice", "sweetheart"), ("Bob", "recluse"), ("Carol", "monk"),
                              ("Dave", "shabaloth"), ("Eve", "noble")], rec)
    game.prepare()
    game.phase = "day 1"
    game.execute(game.seats[0])
    (asked,) = rec.of("sweetheart.drunk")
    assert asked.decider == STORYTELLER
    assert list(asked.options) == [2, 4, 1, 3, 0]  # living Townsfolk, other living, the dead
    assert game.is_drunk(game.seats[2])


def test_the_drunkenness_outlasts_everything() -> None:
    rec = Recording().add("sweetheart.drunk", 4)
    game = make_game(SCRIPT, [("Alice", "sweetheart"), ("Bob", "recluse"), ("Carol", "monk"),
                              ("Dave", "shabaloth"), ("Eve", "noble")], rec)
    game.prepare()
    game.phase = "day 1"
    game.execute(game.seats[0])
    for n in range(2, 6):
        game.expire("dawn", n)
        game.expire("dusk", n)
    assert game.is_drunk(game.seats[4])


def test_random_games_with_a_sweetheart_run() -> None:
    ids = [c.id for c in load_script("untitled-almanac").characters]
    seen = play_many(parse_script(["sweetheart", *ids], "sh-random"), ["sweetheart"], 200)
    assert seen["ran"] >= 150
    assert seen["effect:sweetheart:drunk"] > 0
