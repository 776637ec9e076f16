"""Shabaloth: what the scenario files cannot show (options offered, weights, poisoning)."""

from __future__ import annotations

from clocktower.game.state import POISONED, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import to_night
from ..support.random_games import play_many
from ..support.scripts import UNTITLED

SEATS = [("Sam", "shabaloth"), ("Mona", "monk"), ("Ned", "noble"), ("Sol", "soldier"), ("Ava", "assassin"),
         ("Rex", "recluse"), ("Nia", "noble"), ("Dru", "drunk", "monk")]
SAM, MONA, NED, SOL, AVA, REX, NIA, DRU = range(8)


def test_the_second_choice_is_a_different_player() -> None:
    answers = Recording().add("shabaloth", NED, phase="night 2")
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 2)
    game.night()
    first, second = answers.of("shabaloth", "night 2")
    assert NED in first.options and SAM in first.options  # any player, even itself
    assert NED not in second.options and len(second.options) == len(SEATS) - 1


def test_deaths_happen_in_the_order_chosen() -> None:
    answers = Recording().add("shabaloth", NIA, phase="night 2").add("shabaloth", NED, phase="night 2")
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 2)
    game.night()
    deaths = [e.data["seat"] for e in game.events if e.kind == "death"]
    assert deaths == [NIA, NED]


def test_only_dead_players_chosen_the_night_before_may_be_regurgitated() -> None:
    answers = (Recording()
               .add("monk", NED, phase="night 2")
               .add("shabaloth", NED, phase="night 2").add("shabaloth", NIA, phase="night 2")
               .add("shabaloth", REX, phase="night 3").add("shabaloth", DRU, phase="night 3"))
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 2)
    game.night()  # Ned is protected, Nia dies
    game.dawn()
    game.day()
    game.dusk()
    game.night()
    (offer,) = answers.of("shabaloth.regurgitate", "night 3")
    assert list(offer.options) == [None, NIA]  # not the surviving Ned, nobody else
    assert answers.weights(offer)[None] >= 0.8
    game.dawn()
    game.day()
    game.dusk()
    game.night()
    (offer,) = answers.of("shabaloth.regurgitate", "night 4")
    assert list(offer.options) == [None, REX, DRU]  # Nia, chosen two nights ago, is not offered


def test_no_regurgitation_offer_without_a_dead_chosen_player() -> None:
    answers = Recording().add("shabaloth", SOL, phase="night 2").add("shabaloth", SAM, phase="night 2")
    answers.add("monk", SAM, phase="night 2")
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 3)
    game.night()
    assert not answers.of("shabaloth.regurgitate")


def test_a_poisoned_shabaloth_chooses_but_kills_nobody_and_cannot_regurgitate() -> None:
    answers = (Recording()
               .add("shabaloth", NED, phase="night 2").add("shabaloth", NIA, phase="night 2")
               .add("shabaloth", REX, phase="night 3").add("shabaloth", DRU, phase="night 3")
               .add("shabaloth", SOL, phase="night 4").add("shabaloth", MONA, phase="night 4"))
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 2)
    game.night()  # sober: Ned and Nia die
    game.dawn()
    game.day()
    game.dusk()
    poison = game.add_effect(Effect(POISONED, SAM, None))
    game.night()  # poisoned: no regurgitation offer, Rex and Dru chosen but live
    assert not answers.of("shabaloth.regurgitate")
    assert len(answers.of("shabaloth", "night 3")) == 2
    assert game.seats[REX].alive and game.seats[DRU].alive
    game.dawn()
    game.day()
    game.dusk()
    game.seats[SAM].effects.remove(poison)
    game.night()  # sober again: last night's choices did not count, so nothing to offer
    assert not answers.of("shabaloth.regurgitate")
    assert not game.seats[MONA].alive


def test_a_regurgitated_player_wakes_later_that_night_only_if_their_turn_is_still_to_come() -> None:
    answers = (Recording()
               .add("shabaloth", MONA, phase="night 2").add("shabaloth", NIA, phase="night 2")
               .add("shabaloth.regurgitate", MONA, phase="night 3")
               .add("shabaloth", REX, phase="night 3").add("shabaloth", NED, phase="night 3"))
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 3)
    game.night()
    assert game.seats[MONA].alive
    assert [d.decider for d in answers.of("monk", "night 3")] == [DRU]  # Mona's turn had passed
    game.dawn()
    game.day()
    game.dusk()
    game.night()
    assert [d.decider for d in answers.of("monk", "night 4")] == [MONA, DRU]


def test_shabaloth_in_random_games() -> None:
    seen = play_many(UNTITLED, ["shabaloth"], 300, skip_stalled=True)
    assert seen["ran"] >= 250
    assert seen["death:shabaloth"] > 300
    assert 0 < seen["revived"] < seen["ran"]  # rarely: well under once a game on average
