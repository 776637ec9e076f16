"""Pontifex Maximus: a player is chosen once ever, the blessing menu, insight, a drunk priest."""

from __future__ import annotations

from clocktower.game.state import POISONED, Effect

from .travellers_helpers import play_until, seat, traveller_game

SEATS = [("Hilda", "for_pontifexmaximus", None, "good"), ("Laurel", "for_blacksmith"),
         ("Omen", "for_badomen", "for_trumpeter"), ("Gwen", "for_glykon"),
         ("Hank", "for_hannibal", "for_legionary"), ("Hugo", "for_hannibal", "for_merchant"),
         ("Vera", "for_vestalvirgin"), ("Sam", "for_sculptor")]


def _bless(answers, names, day: int, target: str, voters: list[str]) -> None:
    answers.add("for_pontifexmaximus", names[target], by=names["Hilda"], phase=f"day {day}")
    for v in voters:
        answers.add("bless-vote", True, by=names[v], phase=f"day {day}")


def test_high_priest_example_3_a_failed_blessing_still_uses_up_the_player() -> None:
    game, answers = traveller_game(SEATS)
    names = {s.name: s.index for s in game.seats}
    _bless(answers, names, 1, "Laurel", ["Vera", "Sam"])
    play_until(game, "day 2")
    day1, day2 = answers.options("for_pontifexmaximus")
    assert names["Laurel"] in day1 and names["Laurel"] not in day2
    assert day1[0] is None and day2[0] is None


def test_the_blessing_menu_fits_the_player() -> None:
    game, answers = traveller_game(SEATS)
    names = {s.name: s.index for s in game.seats}
    _bless(answers, names, 1, "Omen", ["Hilda", "Vera", "Sam", "Laurel"])
    _bless(answers, names, 2, "Gwen", ["Hilda", "Vera", "Sam", "Laurel"])
    _bless(answers, names, 3, "Sam", ["Hilda", "Vera", "Sam", "Laurel"])
    play_until(game, "day 3")
    omen, gwen, sam = answers.options("for_pontifexmaximus.blessing")
    assert omen == ["nothing", "true-character", "sober", "safe", "insight"]
    assert gwen == ["nothing", "sober", "safe", "insight", "heir"]
    assert sam == ["nothing", "sober", "safe", "insight"]


def test_insight_tells_the_blessed_player_a_good_player_truthfully() -> None:
    game, answers = traveller_game(SEATS)
    names = {s.name: s.index for s in game.seats}
    _bless(answers, names, 1, "Omen", ["Hilda", "Vera", "Sam", "Laurel"])
    answers.add("for_pontifexmaximus.blessing", "insight", by=-1, phase="day 1")
    play_until(game, "day 1")
    told = [e.data for e in game.events if e.kind == "info" and e.audience == names["Omen"]]
    assert told and told[-1]["what"] == "for_pontifexmaximus" and told[-1]["true"]
    assert told[-1]["mode"] == "true"  # the Bad Omen's falsehood is about its own ability


def test_a_poisoned_high_priest_holds_the_vote_but_nothing_good_happens() -> None:
    game, answers = traveller_game(SEATS)
    names = {s.name: s.index for s in game.seats}
    game.add_effect(Effect(POISONED, names["Hilda"], None))
    _bless(answers, names, 1, "Omen", ["Hilda", "Vera", "Sam", "Laurel"])
    play_until(game, "day 1")
    assert any(e.kind == "bless-vote" and e.data["blessed"] for e in game.events)
    assert not answers.options("for_pontifexmaximus.blessing")
    assert seat(game, "Omen").character.id == "for_badomen"


def test_the_dead_may_vote_for_a_blessing_every_day() -> None:
    game, answers = traveller_game(SEATS)
    names = {s.name: s.index for s in game.seats}
    game.seats[names["Laurel"]].alive = False
    _bless(answers, names, 1, "Sam", ["Laurel"])
    _bless(answers, names, 2, "Vera", ["Laurel"])
    play_until(game, "day 2")
    votes = [e.data["voters"] for e in game.events if e.kind == "bless-vote"]
    assert votes == [[names["Laurel"]], [names["Laurel"]]]
    assert seat(game, "Laurel").ghost_vote
