"""Sailor details a scenario cannot state (scenarios in scenarios/the-contagion-insurrection)."""

from __future__ import annotations

from clocktower.script import character, load_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many

CONTAGION = load_script("the-contagion-insurrection")
SEATS = [("Alice", "sailor"), ("Bob", "vigormortis"), ("Carol", "gossip"), ("Dave", "assassin"),
         ("Eve", "mayor")]


def test_the_sailor_may_choose_only_living_players_themself_included() -> None:
    rec = Recording()
    rec.add("vigormortis", 2, phase="night 2")
    rec.add("sailor", 2, phase="night 1")
    game = make_game(CONTAGION, SEATS, rec)
    play_until(game, "night 2")
    first, second = rec.options("sailor")
    assert first == [0, 1, 2, 3, 4]
    assert second == [0, 1, 2, 3, 4]  # Carol dies only after the Sailor wakes on night 2
    play_until(game, "night 3")
    assert rec.options("sailor")[-1] == [0, 1, 3, 4]


def test_the_usual_drunk_is_listed_first() -> None:
    rec = Recording()
    rec.add("sailor", 2, phase="night 1")  # a Townsfolk: the Townsfolk first
    rec.add("sailor", 3, phase="night 2")  # a Minion: the Sailor first
    rec.add("vigormortis", 4, phase="night 2")
    game = make_game(CONTAGION, SEATS, rec)
    play_until(game, "night 2")
    assert rec.options("sailor.drunk") == [[2, 0], [0, 3]]


def test_in_a_riot_game_the_sailor_is_drunk_on_night_3() -> None:
    rec = Recording()
    for night in (1, 2, 3, 4):
        rec.add("sailor", 2, phase=f"night {night}")
        rec.add("vigormortis", 1 if night == 4 else 3, phase=f"night {night}")
    game = make_game(CONTAGION, SEATS, rec)
    rec.watch(game)
    # The Riot is not implemented yet: the Demon's seat is shown as a Riot to the Sailor's rule.
    game.seats[1].character = character("riot")
    play_until(game, "night 3")
    offered = {p: list(d.options) for p, d in zip(rec.phases, rec.decisions) if d.kind == "sailor.drunk"}
    assert offered["night 1"] == [2, 0] and offered["night 2"] == [2, 0]
    assert offered["night 3"] == [0]
    assert game.is_drunk(game.seats[0]) and not game.is_drunk(game.seats[2])


def test_without_a_riot_night_3_is_the_storytellers_choice() -> None:
    rec = Recording()
    for night in (1, 2, 3):
        rec.add("sailor", 2, phase=f"night {night}")
    rec.add("vigormortis", 3, phase="night 2")
    rec.add("vigormortis", 4, phase="night 3")
    game = make_game(CONTAGION, SEATS, rec)
    rec.watch(game)
    play_until(game, "night 3")
    assert rec.last_options("sailor.drunk") == [2, 0]


def test_random_games_with_a_sailor_run() -> None:
    seen = play_many(CONTAGION, ["sailor"], 200, seed_tag="sailor")
    assert seen["effect:sailor:drunk"] > 50
    assert seen["protected"] > 5


def test_the_sober_sailor_cannot_die_even_before_waking() -> None:
    from clocktower.game.state import DEMON

    game = make_game(CONTAGION, SEATS)
    game.prepare()
    game.night_no, game.phase = 1, "night 1"
    assert not game.kill(game.seats[0], DEMON, None)
    assert game.seats[0].alive
