"""High Priestess details a scenario cannot state (scenarios in scenarios/the-contagion-insurrection)."""

from __future__ import annotations

from clocktower.script import load_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many

CONTAGION = load_script("the-contagion-insurrection")
SEATS = [("Alice", "highpriestess"), ("Bob", "vigormortis"), ("Carol", "gossip"), ("Dave", "assassin"),
         ("Eve", "mayor")]


def test_the_high_priestess_is_never_shown_themself_and_evil_living_players_come_first() -> None:
    rec = Recording()
    rec.add("vigormortis", 2, phase="night 2")
    game = make_game(CONTAGION, SEATS, rec)
    rec.watch(game)
    play_until(game, "night 2")
    first, second = rec.options("info.highpriestess")
    assert first == [1, 3, 2, 4]
    assert second == [1, 3, 4, 2]  # Carol died tonight: the dead come last


def test_random_games_with_a_high_priestess_run() -> None:
    seen = play_many(CONTAGION, ["highpriestess"], 200, seed_tag="highpriestess")
    assert seen["info:highpriestess"] > 50
    assert seen["lied:highpriestess"] == 0
