"""Goon: the first player each night to choose it is drunk until dusk; it takes their alignment."""

from __future__ import annotations

from clocktower.abilities.outsiders.goon import chosen_seats
from clocktower.agents.scripted import Scripted
from clocktower.game.decisions import Decision
from clocktower.game.state import DRUNK, POISONED, STORYTELLER, Effect
from clocktower.script import load_script

from ..support.games import make_game
from ..support.random_games import play_many

CONTAGION = load_script("the-contagion-insurrection")
SEATS = [("Alice", "goon"), ("Bob", "sailor"), ("Carol", "vigormortis"), ("Dave", "gossip"), ("Eve", "mayor")]


def night_game(answers: Scripted | None = None):
    game = make_game(CONTAGION, SEATS, answers or Scripted())
    game.prepare()
    game.night_no, game.phase = 2, "night 2"
    return game


def drunk_by_goon(game, index: int) -> bool:
    return any(e.kind == DRUNK and e.source is not None and e.source.character.id == "goon"
               for e in game.seats[index].effects)


def test_chosen_seats_reads_seat_numbers_not_booleans_or_characters() -> None:
    assert chosen_seats(3) == {3}
    assert chosen_seats((1, "soldier")) == {1}
    assert chosen_seats(((0, "townsfolk"), (2, "demon"))) == {0, 2}
    assert chosen_seats(True) == set() and chosen_seats(None) == set() and chosen_seats("goon") == set()


def test_a_poisoned_goon_does_nothing() -> None:
    game = night_game()
    game.seats[0].effects.append(Effect(POISONED, 0, None))
    game.ask(Decision("vigormortis", 2, [0, 1]))
    assert not drunk_by_goon(game, 2)
    assert game.seats[0].alignment == "good"


def test_the_storytellers_choices_never_count() -> None:
    game = night_game()
    game.ask(Decision("plaguedoctor.choice", STORYTELLER, [0, 1]))
    assert not any(drunk_by_goon(game, i) for i in range(5))


def test_a_one_option_choice_still_counts() -> None:
    game = night_game()
    assert game.ask(Decision("vigormortis", 2, [0])) == 0
    assert drunk_by_goon(game, 2)
    assert game.seats[0].alignment == "evil"
    (effect,) = [e for e in game.seats[2].effects if e.kind == DRUNK]
    assert effect.until == ("dusk", 2)


def test_only_the_first_chooser_each_night() -> None:
    game = night_game()
    game.ask(Decision("sailor", 1, [0]))
    game.ask(Decision("vigormortis", 2, [0]))
    assert drunk_by_goon(game, 1) and not drunk_by_goon(game, 2)
    game.night_no, game.phase = 3, "night 3"
    game.ask(Decision("vigormortis", 2, [0]))
    assert drunk_by_goon(game, 2) and game.seats[0].alignment == "evil"


def test_random_games_with_the_goon_run_and_it_fires() -> None:
    seen = play_many(CONTAGION, ["goon"], 150, seed_tag="goon")
    assert seen["ran"] >= 140
    assert seen["effect:goon:drunk"] > 20
