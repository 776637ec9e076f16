"""Butler / Organ Grinder: "If the Organ Grinder is causing eyes closed voting, the Butler may
raise their hand to vote but their vote is only counted if their master voted too." The
counting is the Butler's usual rule (scenarios/jinxes/butler-organgrinder.yaml); here, that a
random Butler does not peek at its master's hand when eyes are closed."""

from __future__ import annotations

from clocktower.agents.random import RandomPlayer
from clocktower.game.decisions import Decision
from clocktower.game.state import POISONED, Effect
from clocktower.script import parse_script

from ..support.games import make_game

SCRIPT = parse_script([{"id": "_meta", "name": "Butler and Organ Grinder"},
                       "organgrinder", "butler", "imp", "chef", "empath", "soldier"])
SEATS = [("A", "chef"), ("B", "soldier"), ("C", "empath"), ("D", "imp"), ("E", "butler"), ("F", "organgrinder")]


def _butler_votes(secret: bool, seed: int) -> bool:
    """Whether a random Butler (E) raises its hand on B, its master C having passed already."""
    game = make_game(SCRIPT, SEATS)
    if not secret:
        game.add_effect(Effect(POISONED, 5, None))  # a poisoned Organ Grinder: eyes open
    assert bool(game.dispatch("hides_votes")) is secret
    game.day_no, game.phase = 1, "day 1"
    butler = game.seats[4]
    butler.knows["master"] = (1, 2)
    game.today.nominee_index = 1
    game.today.raised = []  # C, before E in the count, kept its hand down
    return bool(RandomPlayer(seed).decide(game, Decision("vote", 4, (False, True), "Vote?", False, 1)))


def test_an_open_eyed_butler_keeps_its_hand_down_once_its_master_passed() -> None:
    assert not any(_butler_votes(False, seed) for seed in range(40))


def test_with_eyes_closed_the_butler_cannot_see_its_master_and_may_raise_its_hand() -> None:
    assert any(_butler_votes(True, seed) for seed in range(40))
