"""Harlot details a scenario cannot state (scenarios/axiom-of-choice/harlot.yaml)."""

from __future__ import annotations

from ..support.deciders import Recording
from ..support.phases import play_until
from ._travellers import AXIOM, AXIOM_MIX, make_drunk, random_games, traveller_game


def test_the_harlot_chooses_a_living_player_not_themself() -> None:
    rec = Recording()
    rec.add("nominate", 3, by=1, phase="day 1")
    for voter in (0, 1, 2, 4):
        rec.add("vote", True, by=voter, about=3)
    rec.add("vigormortis", 2, phase="night 2")
    game = traveller_game("harlot", answers=rec, script=AXIOM_MIX)
    play_until(game, "night 2")
    (d,) = rec.of("harlot")
    assert sorted(d.options) == [1, 2, 4, 5, 6]


def test_a_drunk_harlot_learns_anything_and_kills_nobody() -> None:
    rec = Recording()
    rec.add("harlot", 1)
    rec.add("harlot.agree", True, by=1)
    rec.add("vigormortis", 2, phase="night 2")
    game = traveller_game("harlot", answers=rec, script=AXIOM_MIX)
    make_drunk(game, 0)
    play_until(game, "night 2")
    (info,) = [e for e in game.events if e.kind == "info" and e.data["what"] == "harlot"]
    assert info.data["mode"] == "arbitrary"
    assert rec.of("harlot.kill") == [] and game.seats[0].alive and game.seats[1].alive


def test_random_games_with_a_harlot_never_fail() -> None:
    seen = random_games("harlot", AXIOM)
    assert seen["ran"] > 150 and seen["info:harlot"] > 0
