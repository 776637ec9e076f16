"""Heretic: whoever wins, loses, and whoever loses, wins, even if dead."""

from __future__ import annotations

from clocktower.script import load_script, parse_script

from ..support.random_games import play_many


def test_random_games_with_a_heretic_run_and_invert() -> None:
    ids = [c.id for c in load_script("untitled-almanac").characters]
    seen = play_many(parse_script(["heretic", *ids], "heretic-random"), ["heretic"], 200)
    assert seen["ran"] >= 150
    inverted = sum(n for k, n in seen.items() if k.startswith("win:") and "Heretic" in k)
    assert inverted > 0


def test_the_heretic_and_a_jinxed_partner_are_never_both_in_a_random_bag() -> None:
    import random

    from clocktower.game.setup import random_setup

    script = parse_script(["heretic", "baron", "spy", "sweetheart", "mutant", "recluse", "tinker",
                           "noble", "monk", "soldier", "dreamer", "oracle", "seamstress", "mayor",
                           "shugenja", "balloonist", "ojo", "cerenovus"], "heretic-jinx")
    seen_heretic = 0
    for seed in range(150):
        setup = random_setup(script, 9, random.Random(seed))
        ids = {s.character for s in setup.seats}
        assert not ("heretic" in ids and ids & {"baron", "spy"}), ids
        seen_heretic += "heretic" in ids
    assert seen_heretic > 0


def test_two_working_heretics_turn_the_result_round_twice() -> None:
    from clocktower.game.engine import GameOver

    from ..support.games import make_game

    script = parse_script(["heretic", "monk", "soldier", "noble", "shabaloth", "cannibal"], "heretic-two")
    game = make_game(script, [("Alice", "heretic"), ("Bob", "monk"), ("Carol", "soldier"),
                              ("Dave", "shabaloth"), ("Eve", "noble")])
    game.prepare()
    game.grant(game.seats[1], script.by_id["heretic"])
    try:
        game.win("good", "test")
    except GameOver:
        pass
    assert game.winner == "good"
