"""Sculptor: the Sculpture is another player; seeded random games (the worked examples and
How to Run rules are scenarios in scenarios/fall-of-rome/for_sculptor.yaml)."""

from __future__ import annotations

from .learners_games import play_many
from .recording import Recording, game_of


def test_the_sculpture_is_any_other_player() -> None:
    answers = Recording()
    game = game_of([("Sally", "for_sculptor"), ("Mia", "for_actor"), ("Hank", "for_hannibal"),
                    ("Gus", "for_glykon"), ("Cora", "for_centurion")], answers)
    game.prepare()
    game.night()
    (decision,) = [d for d in answers.decisions if d.kind == "for_sculptor.sculpture"]
    assert list(decision.options) == [1, 2, 3, 4]
    assert decision.weights is not None and decision.weights[2] < decision.weights[0]  # the Glykon, rarely


def test_random_games_with_the_sculptor() -> None:
    played, informed = play_many("for_sculptor")
    assert played >= 40 and informed > 0
