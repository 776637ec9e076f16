"""Scapegoat details a scenario cannot state (scenarios/axiom-of-choice/scapegoat.yaml)."""

from __future__ import annotations

from ..support.deciders import Recording
from ..support.phases import play_until
from ._travellers import AXIOM, AXIOM_MIX, make_drunk, random_games, traveller_game


def _execute_carl(alignment: str, drunk: bool = False) -> Recording:
    rec = Recording()
    rec.add("nominate", 3, by=1, phase="day 1")
    for voter in (0, 1, 2, 4):
        rec.add("vote", True, by=voter, about=3)
    game = traveller_game("scapegoat", alignment, answers=rec, script=AXIOM_MIX)
    if drunk:
        make_drunk(game, 0)
    play_until(game, "day 1")
    return rec


def test_the_storyteller_is_asked_for_an_ally_only() -> None:
    assert len(_execute_carl("good").of("scapegoat.instead")) == 1
    assert _execute_carl("evil").of("scapegoat.instead") == []


def test_a_drunk_scapegoat_is_never_used() -> None:
    assert _execute_carl("good", drunk=True).of("scapegoat.instead") == []


def test_random_games_with_a_scapegoat_never_fail() -> None:
    seen = random_games("scapegoat", AXIOM)
    assert seen["ran"] > 150 and seen["execution-redirected"] > 0
