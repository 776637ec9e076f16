"""Thief details a scenario cannot state (scenarios/the-contagion-insurrection/thief.yaml)."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted

from ..support.phases import play_until
from ._travellers import CONTAGION, make_drunk, random_games, traveller_game


def _vote_on_eve(drunk_at: str | None) -> int:
    answers = Scripted()
    answers.add("thief", 2, phase="night 1")  # Bob
    answers.add("nominate", 5, by=1, phase="day 1")
    for voter in (2, 3, 4):
        answers.add("vote", True, by=voter, about=5)
    game = traveller_game("thief", answers=answers)
    if drunk_at == "night":
        make_drunk(game, 0)
    play_until(game, "night 1")
    if drunk_at == "day":
        make_drunk(game, 0)
    game.day()
    (vote,) = [e for e in game.events if e.kind == "vote"]
    return int(vote.data["votes"])


def test_a_sober_thief_takes_a_vote_off() -> None:
    assert _vote_on_eve(None) == 1


def test_a_drunk_thiefs_choice_does_nothing() -> None:
    assert _vote_on_eve("night") == 3


def test_a_thief_drunk_by_the_vote_no_longer_changes_it() -> None:
    assert _vote_on_eve("day") == 3


def test_the_thief_may_not_choose_themself_and_always_chooses() -> None:
    answers = Scripted()
    game = traveller_game("thief", answers=answers)
    seen: list[list[int]] = []

    def watch(decision):  # type: ignore[no-untyped-def]
        if decision.kind == "thief":
            seen.append(list(decision.options))

    game.watch_asks(watch)
    play_until(game, "night 1")
    assert seen == [[1, 2, 3, 4, 5, 6]]


def test_a_dead_chosen_player_spends_their_ghost_vote() -> None:
    answers = Scripted()
    answers.add("thief", 6, phase="night 1")
    answers.add("nominate", 2, by=1, phase="day 1")
    for voter in (0, 1, 3, 4):
        answers.add("vote", True, by=voter, about=2, phase="day 1")
    answers.add("thief", 2, phase="night 2")
    answers.add("vigormortis", 4, phase="night 2")
    answers.add("nominate", 3, by=1, phase="day 2")
    answers.add("vote", True, by=2, about=3, phase="day 2")
    game = traveller_game("thief", answers=answers)
    play_until(game, "day 2")
    bob = game.seats[2]
    assert not bob.alive and not bob.ghost_vote
    assert [e.data["votes"] for e in game.events if e.kind == "vote"][-1] == -1


def test_random_games_with_a_thief_never_fail() -> None:
    seen = random_games("thief", CONTAGION)
    assert seen["ran"] > 150 and seen["ability-fired"] > 0
