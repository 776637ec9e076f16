"""Sculptor: the Sculpture is any player; seeded random games (the worked examples and
How to Run rules are scenarios in scenarios/fall-of-rome/for_sculptor.yaml)."""

from __future__ import annotations

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.random_games import ANY, play_many
from ..support.scripts import FOR
from ..support.setups import PASSIVE_OUTSIDERS, hidden_setup


def test_the_sculpture_is_any_player_the_sculptor_last_and_rarely() -> None:
    answers = Recording()
    game = make_game(FOR, [("Sally", "for_sculptor"), ("Mia", "for_actor"), ("Hank", "for_hannibal"),
                           ("Gus", "for_glykon"), ("Cora", "for_centurion")], answers)
    game.prepare()
    game.night()
    (decision,) = [d for d in answers.decisions if d.kind == "for_sculptor.sculpture"]
    # "The Sculptor can be shown any player as their Sculpture": the Sculptor too, offered last.
    assert list(decision.options) == [1, 2, 3, 4, 0]
    weights = answers.weights(decision)
    assert weights[3] < weights[1]  # the Glykon, rarely
    assert weights[0] < weights[1]  # the Sculptor themself, rarely


def test_random_games_with_the_sculptor() -> None:
    seen = play_many(FOR, ["for_sculptor"], 80, setup=hidden_setup, more_outsiders=PASSIVE_OUTSIDERS,
                     seed_tag="for_sculptor", stalls=ANY)
    assert not seen["lied:for_sculptor"], "a sober ability was lied to"
    assert seen["ran"] >= 40 and seen["info:for_sculptor"] > 0
