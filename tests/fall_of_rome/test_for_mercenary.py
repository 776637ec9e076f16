"""Mercenary: the pair, a fake copy when impaired, the Legionary rule, the exile link."""

from __future__ import annotations

import random

from clocktower.abilities.townsfolk.for_legionary import is_true_legionary
from clocktower.abilities.travellers.for_mercenary import Mercenary
from clocktower.game.state import POISONED, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.lookups import names, seat
from ..support.phases import play_until
from ..support.scripts import FOR

SEATS = [("Evie", "for_mercenary", None, "good"), ("Chris", "for_mercenary", None, "evil"),
         ("Lena", "for_legionary"), ("Helen", "for_physician"),
         ("Hank", "for_hannibal", "for_trumpeter"), ("Hugo", "for_hannibal", "for_actor"),
         ("Vera", "for_vestalvirgin"), ("Sam", "for_sculptor")]


def test_the_mercenary_comes_as_a_good_and_an_evil_pair() -> None:
    assert Mercenary.traveller_seats(random.Random(0)) == ["good", "evil"]


def _claims(answers, who, *claimers: str) -> None:
    for name in claimers:
        answers.add("spartacus", "claim", by=who[name], phase="day 1")


def test_a_poisoned_mercenary_is_shown_an_ability_but_holds_a_fake_copy() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    game.add_effect(Effect(POISONED, who["Evie"], None))
    _claims(answers, who, "Helen")
    play_until(game, "night 2")
    evie, chris = seat(game, "Evie"), seat(game, "Chris")
    gained = [a for a in evie.abilities if a.character.id != "for_mercenary"]
    assert len(gained) == 1 and gained[0].fake
    assert [a.fake for a in chris.abilities if a.character.id == "for_physician"] == [False]
    told = [e.data for e in game.events if e.kind == "info" and e.audience == who["Evie"]]
    assert told and told[-1]["what"] == "for_mercenary" and told[-1]["mode"] == "arbitrary"


def test_a_mercenary_holding_the_legionary_ability_is_no_legionary_and_wakes_with_a_live_one() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    _claims(answers, who, "Lena")
    play_until(game, "night 2")
    chris = seat(game, "Chris")
    assert any(a.character.id == "for_legionary" for a in chris.abilities)
    assert not is_true_legionary(chris)
    woke = [e.data for e in game.events if e.kind == "wake" and e.phase == "night 2"
            and e.data["ability"] == "for_legionary"]
    assert {w["seat"] for w in woke} == {who["Lena"], who["Evie"], who["Chris"]}


def test_exiling_one_mercenary_exiles_the_other_exactly_once() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    answers.add("nominate", ("exile", who["Evie"]), by=who["Vera"], phase="day 1")
    for voter in ("Vera", "Sam", "Helen", "Lena", "Chris"):
        answers.add("exile-vote", True, by=who[voter], phase="day 1")
    play_until(game, "day 1")
    exiles = [e.data["seat"] for e in game.events if e.kind == "exile"]
    assert sorted(exiles) == sorted([who["Evie"], who["Chris"]])
    assert not seat(game, "Evie").alive and not seat(game, "Chris").alive
