"""Snake Charmer: whom it may choose."""

from __future__ import annotations

from clocktower.game.state import EXECUTION

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from .test_axiom_townsfolk_games import MIXED


def test_only_living_players_may_be_chosen_themself_included() -> None:
    rec = Recording()
    rec.add("ojo", "soldier", phase="night 2")
    game = make_game(MIXED, [("Alice", "snakecharmer"), ("Bob", "ojo"), ("Carol", "monk"), ("Dave", "soldier"),
                             ("Eve", "noble")], rec)
    play_until(game, "day 1")
    game.kill(game.seats[4], EXECUTION, None)
    game.dusk()
    game.night()
    first, second = rec.of("snakecharmer")
    assert set(first.options) == {0, 1, 2, 3, 4}
    assert set(second.options) == {0, 1, 2, 3}


def test_a_dead_demon_cannot_be_charmed_and_a_swap_keeps_a_living_demon() -> None:
    rec = Recording()
    rec.add("snakecharmer", 1, phase="night 1")
    game = make_game(MIXED, [("Alice", "snakecharmer"), ("Bob", "ojo"), ("Carol", "monk"), ("Dave", "soldier"),
                             ("Eve", "noble")], rec)
    play_until(game, "night 1")
    assert game.winner is None
    assert game.seats[0].character.id == "ojo" and game.seats[0].alive
    assert [a.character.id for a in game.seats[1].abilities] == ["snakecharmer"]
    assert [a.character.id for a in game.seats[0].abilities] == ["ojo"]
