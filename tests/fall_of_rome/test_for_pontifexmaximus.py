"""Pontifex Maximus: a player is chosen once ever, the blessing menu, insight, a drunk priest."""

from __future__ import annotations

from clocktower.game.state import POISONED, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.lookups import names, seat
from ..support.phases import play_until
from ..support.scripts import FOR

SEATS = [("Hilda", "for_pontifexmaximus", None, "good"), ("Laurel", "for_blacksmith"),
         ("Omen", "for_badomen", "for_trumpeter"), ("Gwen", "for_glykon"),
         ("Hank", "for_hannibal", "for_legionary"), ("Hugo", "for_hannibal", "for_merchant"),
         ("Vera", "for_vestalvirgin"), ("Sam", "for_sculptor")]


def _bless(answers, who, day: int, target: str, voters: list[str]) -> None:
    answers.add("for_pontifexmaximus", who[target], by=who["Hilda"], phase=f"day {day}")
    for v in voters:
        answers.add("bless-vote", True, by=who[v], phase=f"day {day}")


def test_high_priest_example_3_a_failed_blessing_still_uses_up_the_player() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    _bless(answers, who, 1, "Laurel", ["Vera", "Sam"])
    play_until(game, "day 2")
    day1, day2 = answers.options("for_pontifexmaximus")
    assert who["Laurel"] in day1 and who["Laurel"] not in day2
    assert day1[0] is None and day2[0] is None


def test_the_blessing_menu_fits_the_player() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    _bless(answers, who, 1, "Omen", ["Hilda", "Vera", "Sam", "Laurel"])
    _bless(answers, who, 2, "Gwen", ["Hilda", "Vera", "Sam", "Laurel"])
    _bless(answers, who, 3, "Sam", ["Hilda", "Vera", "Sam", "Laurel"])
    play_until(game, "day 3")
    omen, gwen, sam = answers.options("for_pontifexmaximus.blessing")
    assert omen == ["nothing", "true-character", "sober", "safe", "insight"]
    assert gwen == ["nothing", "sober", "safe", "insight", "heir"]
    assert sam == ["nothing", "sober", "safe", "insight"]


def test_insight_tells_the_blessed_player_a_good_player_truthfully() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    _bless(answers, who, 1, "Omen", ["Hilda", "Vera", "Sam", "Laurel"])
    answers.add("for_pontifexmaximus.blessing", "insight", by=-1, phase="day 1")
    play_until(game, "day 1")
    told = [e.data for e in game.events if e.kind == "info" and e.audience == who["Omen"]]
    assert told and told[-1]["what"] == "for_pontifexmaximus" and told[-1]["true"]
    assert told[-1]["mode"] == "true"  # the Bad Omen's falsehood is about its own ability


def test_a_poisoned_high_priest_holds_the_vote_but_nothing_good_happens() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    game.add_effect(Effect(POISONED, who["Hilda"], None))
    _bless(answers, who, 1, "Omen", ["Hilda", "Vera", "Sam", "Laurel"])
    play_until(game, "day 1")
    assert any(e.kind == "bless-vote" and e.data["blessed"] for e in game.events)
    assert not answers.options("for_pontifexmaximus.blessing")
    assert seat(game, "Omen").character.id == "for_badomen"


def test_the_dead_may_vote_for_a_blessing_every_day() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    game.seats[who["Laurel"]].alive = False
    _bless(answers, who, 1, "Sam", ["Laurel"])
    _bless(answers, who, 2, "Vera", ["Laurel"])
    play_until(game, "day 2")
    votes = [e.data["voters"] for e in game.events if e.kind == "bless-vote"]
    assert votes == [[who["Laurel"]], [who["Laurel"]]]
    assert seat(game, "Laurel").ghost_vote
