"""Judge details a scenario cannot state (scenarios/the-contagion-insurrection/judge.yaml)."""

from __future__ import annotations

from ..support.deciders import Recording
from ..support.phases import play_until
from ._travellers import CONTAGION, make_drunk, random_games, traveller_game


def test_the_judge_is_not_asked_about_their_own_nomination() -> None:
    rec = Recording()
    rec.add("nominate", 5, by=0, phase="day 1")
    game = traveller_game("judge", answers=rec)
    play_until(game, "day 1")
    assert rec.of("judge") == []


def test_once_per_game() -> None:
    rec = Recording()
    rec.add("nominate", 5, by=1, phase="day 1")
    rec.add("judge", "pardon", about=5)
    rec.add("nominate", 4, by=2, phase="day 1")
    rec.add("nominate", 3, by=1, phase="day 2")
    rec.add("vigormortis", 2, phase="night 2")
    game = traveller_game("judge", answers=rec)
    play_until(game, "day 2")
    assert [d.about for d in rec.of("judge")] == [5]


def test_a_drunk_judges_ruling_does_nothing_and_is_used_up() -> None:
    rec = Recording()
    rec.add("nominate", 5, by=1, phase="day 1")
    rec.add("judge", "condemn", about=5)
    rec.add("nominate", 4, by=2, phase="day 1")
    game = traveller_game("judge", answers=rec)
    make_drunk(game, 0)
    play_until(game, "day 1")
    assert game.seats[5].alive
    assert not any(e.kind == "vote-forced" for e in game.events)
    assert [d.about for d in rec.of("judge")] == [5]


def test_a_dead_judge_is_not_asked() -> None:
    rec = Recording()
    rec.add("nominate", 5, by=1, phase="day 1")
    game = traveller_game("judge", answers=rec)
    play_until(game, "night 1")
    game.kill(game.seats[0], "ability", None)
    game.day()
    assert rec.of("judge") == []


def test_random_games_with_a_judge_never_fail_and_the_judge_rules_sometimes() -> None:
    seen = random_games("judge", CONTAGION)
    assert seen["ran"] > 150 and seen["vote-forced"] > 0
