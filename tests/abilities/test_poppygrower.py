"""Poppy Grower: Minions and Demons do not know each other until it dies."""

from __future__ import annotations

from clocktower.game.state import DEMON, EXECUTION
from clocktower.script import load_script, parse_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.random_games import play_many

SCRIPT = parse_script(["poppygrower", "monk", "soldier", "noble", "assassin", "cerenovus", "shabaloth",
                       "recluse", "philosopher"], "poppy-test")
SEATS = [("Alice", "poppygrower"), ("Bob", "monk"), ("Carol", "soldier"), ("Dave", "shabaloth"),
         ("Eve", "assassin"), ("Fay", "cerenovus"), ("Gus", "noble")]


def _events(game, kind: str, seat: int) -> list:
    return [e for e in game.events if e.kind == kind and e.audience == seat]


def test_the_demon_learns_bluffs_but_no_minions_and_nobody_knows_anyone() -> None:
    game = make_game(SCRIPT, SEATS, Recording(), bluffs=["soldier", "recluse", "noble"])
    game.prepare()
    game.night()
    (shown,) = _events(game, "demon-info", 3)
    assert "minions" not in shown.data and shown.data["bluffs"] == ["soldier", "recluse", "noble"]
    assert not game.seats[3].knows.get("evil")
    assert not _events(game, "minion-info", 4) and not game.seats[4].knows.get("evil")


def test_after_its_death_the_team_knows_each_other_without_new_bluffs() -> None:
    game = make_game(SCRIPT, SEATS, Recording(), bluffs=["soldier", "recluse", "noble"])
    game.prepare()
    game.night()
    game.dawn()
    game.phase = "day 1"
    game.kill(game.seats[0], EXECUTION, None)
    assert not _events(game, "minion-info", 4)  # not yet: that night
    game.dusk()
    game.night()
    (minion,) = _events(game, "minion-info", 4)
    assert minion.data == {"demons": [3], "minions": [5]}
    (demon,) = [e for e in _events(game, "demon-info", 3) if e.phase == "night 2"]
    assert demon.data == {"minions": [4, 5]}
    assert game.seats[3].knows["evil"] >= {4, 5}
    assert game.seats[5].knows["evil"] >= {3, 4}


def test_a_night_death_reveals_at_once() -> None:
    game = make_game(SCRIPT, SEATS, Recording())
    game.prepare()
    game.night()
    game.dawn()
    game.day()
    game.dusk()
    game.night_no, game.phase = 2, "night 2"
    game.kill(game.seats[0], DEMON, None)
    assert _events(game, "minion-info", 4) and _events(game, "minion-info", 5)


def test_fewer_than_seven_players_learn_nothing_when_it_dies() -> None:
    game = make_game(SCRIPT, SEATS[:6], Recording())
    game.prepare()
    game.night()
    game.dawn()
    game.phase = "day 1"
    game.kill(game.seats[0], EXECUTION, None)
    game.dusk()
    game.night()
    assert not [e for e in game.events if e.kind in ("minion-info", "demon-info")]


def test_random_games_with_a_poppy_grower_run() -> None:
    ids = [c.id for c in load_script("untitled-almanac").characters]
    seen = play_many(parse_script(["poppygrower", *ids], "poppy-random"), ["poppygrower"], 200)
    assert seen["ran"] >= 150


def test_a_lunatic_is_shown_no_minions_while_the_poppy_grower_has_its_ability() -> None:
    """Minions & Demons do not know each other: the Lunatic, shown what a Demon would be,
    gets its three bluffs and no Minions; without the Poppy Grower it gets both."""
    from clocktower.script import load_script

    from ..support.games import make_game
    from ..support.phases import play_until

    script = load_script("axiom-of-choice")
    for poppy, has_minions in (("poppygrower", False), ("pixie", True)):
        game = make_game(script, [("Alice", poppy), ("Bob", "librarian"), ("Carol", "dreamer"),
                                  ("Dave", "alhadikhia"), ("Eve", "lunatic", "alhadikhia"), ("Fay", "baron"),
                                  ("Gus", "juggler")], bluffs=["oracle", "farmer", "philosopher"])
        play_until(game, "night 1")
        info = [e.data for e in game.events if e.kind == "demon-info" and e.audience == 4]
        assert len(info) == 1 and len(info[0]["bluffs"]) == 3
        assert ("minions" in info[0]) is has_minions, (poppy, info)
