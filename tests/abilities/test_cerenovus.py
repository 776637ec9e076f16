"""Cerenovus: madness about a good character, judged the next day (or night)."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.game.state import MAD, POISONED, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import to_night
from ..support.random_games import play_many
from ..support.scripts import UNTITLED

SEATS = [("Alice", "cerenovus"), ("Bob", "monk"), ("Carol", "ojo"), ("Dave", "soldier"), ("Eve", "noble"),
         ("Fay", "seamstress")]


def quiet_nights(answers: Scripted, nights: range) -> Scripted:
    for n in nights:
        answers.add("ojo", "soldier", phase=f"night {n}").add("monk", 5, phase=f"night {n}")
        answers.add("cerenovus", (0, "mayor"), phase=f"night {n}")
    return answers


def kinds(answers: Scripted, kind: str) -> list[str]:
    return [phase for phase, k, _ in answers.asked if k == kind]


def test_the_chosen_player_is_told_and_knows_when() -> None:
    answers = Scripted().add("cerenovus", (1, "soldier"))
    game = make_game(UNTITLED, SEATS, answers)
    game.prepare()
    game.night()
    assert game.seats[1].knows["mad"] == ("soldier", 1)
    (mad,) = [e for e in game.seats[1].effects if e.kind == MAD]
    assert mad.data == "soldier" and mad.until == ("dusk", 1)


def test_a_poisoned_cerenovus_still_tells_the_player_but_nobody_is_mad() -> None:
    answers = Scripted().add("cerenovus", (1, "soldier")).add("madness.execute", True)
    game = make_game(UNTITLED, SEATS, answers)
    game.seats[0].effects.append(Effect(POISONED, 0, None))
    game.prepare()
    game.night()
    assert any(e.kind == "mad" and e.audience == 1 for e in game.events)
    assert game.seats[1].knows["mad"] == ("soldier", 1)
    assert not any(e.kind == MAD for e in game.seats[1].effects)
    game.dawn()
    game.day()
    assert game.seats[1].alive
    assert kinds(answers, "madness.execute") == []


def test_madness_lasts_one_day_only() -> None:
    answers = Scripted().add("cerenovus", (1, "soldier"), phase="night 1")
    answers.add("madness.execute", False, phase="day 1")
    answers.add("claim", "mayor", by=0, phase="day 2")  # Alice, mad about the Mayor on day 2, convinces
    quiet_nights(answers, range(2, 3))
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 3)
    asked = [(p, about) for p, k, about in answers.asked if k == "madness.execute"]
    assert asked == [("day 1", -1)]
    assert not any(e.kind == MAD and e.target == 1 for e in game.seats[1].effects)


def test_no_night_punishment_after_a_convincing_day() -> None:
    answers = Scripted().add("cerenovus", (1, "soldier"), phase="night 1").add("claim", "soldier", by=1)
    quiet_nights(answers, range(2, 3))
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 2)
    game.night()
    assert kinds(answers, "cerenovus.punish") == []
    assert game.seats[1].alive


def test_no_night_punishment_when_the_cerenovus_is_poisoned_that_night() -> None:
    answers = Scripted().add("cerenovus", (1, "soldier"), phase="night 1")
    answers.add("madness.execute", False).add("cerenovus.punish", True)
    quiet_nights(answers, range(2, 3))
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 2)
    game.seats[0].effects.append(Effect(POISONED, 0, None))
    game.night()
    assert kinds(answers, "cerenovus.punish") == []
    assert game.seats[1].alive


def test_night_punishment_offered_after_broken_unpunished_madness() -> None:
    answers = Scripted().add("cerenovus", (1, "soldier"), phase="night 1")
    answers.add("madness.execute", False)
    quiet_nights(answers, range(2, 3))
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 2)
    game.night()
    assert kinds(answers, "cerenovus.punish") == ["night 2"]
    assert game.seats[1].alive  # the quiet answer spares them


def test_random_games_with_a_cerenovus() -> None:
    seen = play_many(UNTITLED, ["cerenovus"], 300)
    assert seen["ran"] >= 250
    assert seen["mad"] > 0 and seen["madness-broken"] > 0


def test_any_player_and_any_townsfolk_or_outsider_may_be_chosen() -> None:
    answers = Recording()
    game = make_game(UNTITLED, SEATS, answers)
    game.seats[4].alive = False
    game.prepare()
    game.night()
    (choice,) = [d for d in answers.decisions if d.kind == "cerenovus"]
    good = {c.id for c in UNTITLED.characters if c.team.is_good}
    assert {seat for seat, _ in choice.options} == set(range(6))
    assert {c for _, c in choice.options} == good
    assert "drunk" in good and "ojo" not in good
