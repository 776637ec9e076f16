"""Blacksmith: which abilities may be given (not in play, never a second true Legionary),
and random games."""

from __future__ import annotations

from clocktower.abilities.townsfolk.for_blacksmith import not_in_play_townsfolk
from clocktower.game.state import DEMON

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.lookups import names
from ..support.random_games import ANY, play_many
from ..support.scripts import FOR

SEATS = [("Bea", "for_blacksmith"), ("Gwen", "for_glykon"), ("Hank", "for_hannibal"),
         ("Dora", "for_trumpeter"), ("Leo", "for_legionary")]


def test_only_not_in_play_townsfolk_and_no_second_true_legionary() -> None:
    game = make_game(FOR, SEATS, Recording())
    offered = {c.id for c in not_in_play_townsfolk(game)}
    assert offered and not offered & {"for_blacksmith", "for_trumpeter", "for_legionary"}
    without = make_game(FOR, [SEATS[0], SEATS[1], SEATS[2], SEATS[3], ("Leo", "for_actor")], Recording())
    assert "for_legionary" in {c.id for c in not_in_play_townsfolk(without)}
    assert "for_actor" not in {c.id for c in not_in_play_townsfolk(without)}


def test_a_bad_omen_legionary_does_not_stop_the_blacksmith_making_a_legionary() -> None:
    seats = SEATS[:4] + [("Leo", "for_badomen", "for_legionary")]
    answers = Recording()
    game = make_game(FOR, seats, answers)
    who = names(game)
    answers.add("for_blacksmith.ability", "for_legionary")
    game.prepare()
    game.night()
    hannibal = game.seats[who["Hank"]].abilities[-1]
    assert not game.kill(game.seats[who["Bea"]], DEMON, hannibal)
    (offered,) = answers.options("for_blacksmith.ability")
    assert "for_legionary" in offered
    assert any(a.character.id == "for_legionary" and not a.fake for a in game.seats[who["Bea"]].abilities)
    assert game.seats[who["Bea"]].character.id == "for_blacksmith"


def test_random_games_with_the_blacksmith() -> None:
    seen = play_many(FOR, ["for_blacksmith"], 150, stalls=ANY)
    assert seen["ran"] >= 100 and seen["ability-gained"] > 10 and seen["gained-ability"] > 10
