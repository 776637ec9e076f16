"""Pixie: the MAD reminder follows the player, the gained ability is the one learnt."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.game.state import EXECUTION

from ..support.games import make_game
from ..support.phases import play_until
from .test_axiom_townsfolk_games import MIXED

SEATS = [("Alice", "pixie"), ("Bob", "ojo"), ("Carol", "monk"), ("Dave", "soldier"), ("Eve", "noble")]


def test_a_marked_player_who_changed_character_then_dies_gives_the_learnt_ability() -> None:
    answers = Scripted().add("info.pixie", "monk", phase="night 1").add("claim", "monk", by=0, phase="day 1")
    game = make_game(MIXED, SEATS, answers)
    play_until(game, "day 1")
    carol = game.seats[2]
    game.change_character(carol, MIXED.by_id["mayor"])
    game.kill(carol, EXECUTION, None)
    gained = [a.character.id for a in game.seats[0].abilities if a.granted_by is not None]
    assert gained == ["monk"]


def test_a_dead_pixie_gains_nothing() -> None:
    answers = Scripted().add("info.pixie", "monk", phase="night 1").add("claim", "monk", by=0, phase="day 1")
    game = make_game(MIXED, SEATS, answers)
    play_until(game, "day 1")
    game.kill(game.seats[0], EXECUTION, None)
    game.kill(game.seats[2], EXECUTION, None)
    assert not [a for a in game.seats[0].abilities if a.granted_by is not None]


def test_with_no_other_townsfolk_in_play_the_pixie_is_shown_itself_and_marks_nobody() -> None:
    game = make_game(MIXED, [("Alice", "pixie"), ("Bob", "ojo"), ("Carol", "recluse"), ("Dave", "widow"),
                             ("Eve", "tinker")], Scripted())
    play_until(game, "night 1")
    (info,) = [e for e in game.events if e.kind == "info" and e.data["what"] == "pixie"]
    assert info.data["answer"] == "pixie" and info.data["true"]
    assert not [e for e in game.events if e.kind == "reminder" and e.data.get("reminder") == "Mad"]


def test_otherwise_the_pixie_is_never_shown_itself() -> None:
    game = make_game(MIXED, SEATS, Scripted().add("info.pixie", "pixie", phase="night 1"))
    try:
        play_until(game, "night 1")
    except Exception as exc:  # the scripted answer is not legal
        assert "pixie" in str(exc)
    else:
        raise AssertionError("a sober Pixie was shown itself")
