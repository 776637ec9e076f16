"""Merchant: a Bad Omen Merchant is never offered a true token; random games."""

from __future__ import annotations

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.lookups import names
from ..support.phases import to_night
from ..support.random_games import ANY, play_many
from ..support.scripts import FOR
from ..support.setups import PASSIVE_OUTSIDERS, hidden_setup


def test_a_bad_omen_merchant_is_offered_no_nominators_token() -> None:
    answers = Recording()
    game = make_game(FOR, [("Mia", "for_badomen", "for_merchant"), ("Rook", "for_actor"), ("Hank", "for_hannibal"),
                           ("Rob", "for_temptress"), ("Cora", "for_centurion"), ("Abe", "for_actor")], answers)
    who = names(game)
    answers.add("for_temptress", (who["Cora"], who["Abe"]), by=who["Rob"])
    answers.add("nominate", who["Mia"], by=who["Rook"], phase="day 1")
    answers.add("nominate", who["Mia"], by=who["Hank"], phase="day 2")
    answers.add("for_merchant", True, by=who["Mia"], phase="night 3")
    to_night(game, 3)
    game.night()
    (options,) = answers.options("info.for_merchant")
    assert options and all(len(o) == 2 for o in options)
    assert all("for_actor" not in o and "for_hannibal" not in o for o in options)


def test_random_games_with_the_merchant() -> None:
    seen = play_many(FOR, ["for_merchant"], 80, setup=hidden_setup, more_outsiders=PASSIVE_OUTSIDERS,
                     seed_tag="for_merchant", stalls=ANY)
    assert not seen["lied:for_merchant"], "a sober ability was lied to"
    assert seen["ran"] >= 40 and seen["info:for_merchant"] > 0


def test_a_merchant_is_offered_the_townsfolk_a_claiming_spartacus_bluffs_first() -> None:
    # Truth and Lies: "Generally the Storyteller should choose to do so [register Spartacus
    # as a Townsfolk], for example when deciding what is true for ... the Merchant".
    answers = Recording()
    game = make_game(FOR, [("Mia", "for_merchant"), ("Spike", "for_spartacus"), ("Hank", "for_hannibal"),
                           ("Rob", "for_temptress"), ("Cora", "for_centurion"), ("Abe", "for_actor")], answers)
    who = names(game)
    answers.add("claim", "for_vestalvirgin", by=who["Spike"], phase="day 1")
    answers.add("spartacus", "claim", by=who["Spike"], phase="day 1")
    answers.add("nominate", who["Mia"], by=who["Spike"], phase="day 1")
    answers.add("for_merchant", True, by=who["Mia"], phase="night 2")
    to_night(game, 2)
    game.night()
    (options,) = answers.options("info.for_merchant")
    assert options[0] == ("for_vestalvirgin",)  # the Townsfolk bluffed: the quiet answer
    assert ("for_spartacus",) in options  # the truth with nobody misregistering stays legal
    assert len(options) > 1 and all(len(o) == 1 for o in options)
