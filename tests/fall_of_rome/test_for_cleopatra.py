"""Cleopatra: her choices, a drunk or poisoned Cleopatra, and random games."""

from __future__ import annotations

import pytest

from clocktower.game.engine import GameOver
from clocktower.game.state import POISONED, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import to_night
from ..support.random_games import play_many
from ..support.scripts import FOR

SEATS = [("Cleo", "for_cleopatra"), ("Reid", "for_sculptor"), ("Abe", "for_augur"),
         ("Vera", "for_vestalvirgin"), ("Tom", "for_standardbearer"), ("Sam", "for_legionary")]


def test_choices_are_ordered_pairs_of_different_players_herself_and_the_dead_included() -> None:
    answers = Recording()
    answers.add("for_cleopatra", (3, 1), by=0, phase="night 1")
    answers.add("nominate", 2, by=1, phase="day 1")
    answers.add("nominate", 4, by=3, phase="day 1")
    game = make_game(FOR, SEATS, answers)
    to_night(game, 2)
    game.night()
    first, second = answers.options("for_cleopatra")
    n = len(SEATS)
    assert len(first) == n * (n - 1) and len(set(first)) == len(first)
    assert (0, 1) in first and (1, 0) in first and all(a != b for a, b in first)
    assert not game.seats[3].alive  # Vera, chosen first, nominated on day 1 and died
    assert (3, 0) in second  # a dead player may still be chosen


def test_a_poisoned_cleopatra_places_no_chosen_token_so_nobody_dies() -> None:
    answers = Recording()
    answers.add("for_cleopatra", (1, 3), by=0, phase="night 1")
    answers.add("nominate", 2, by=1, phase="day 1")
    answers.add("nominate", 0, by=3, phase="day 1")
    game = make_game(FOR, SEATS, answers)
    game.add_effect(Effect(POISONED, 0, None, until=("dawn", 1)))
    to_night(game, 2)
    game.night()
    assert game.seats[1].alive and game.seats[3].alive
    assert not [e for e in game.events if e.kind == "reminder" and e.data.get("ability") == "for_cleopatra"
                and e.phase == "night 1"]


def test_poisoned_when_the_deaths_would_happen_nobody_dies() -> None:
    answers = Recording()
    answers.add("for_cleopatra", (1, 3), by=0, phase="night 1")
    answers.add("nominate", 2, by=1, phase="day 1")
    game = make_game(FOR, SEATS, answers)
    to_night(game, 2)
    game.add_effect(Effect(POISONED, 0, None, until=("dawn", 2)))
    game.night()
    assert game.seats[1].alive


def test_a_poisoned_cleopatra_does_not_win_when_nobody_good_nominates() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    game.add_effect(Effect(POISONED, 0, None, until=("dusk", 1)))
    to_night(game, 2)
    assert game.winner is None
    game.night()
    game.dawn()
    with pytest.raises(GameOver):
        game.day()  # sober again on day 2: nobody nominates, evil wins
    assert game.winner == "evil"


def test_the_glykon_is_asked_about_only_when_no_nominator_surely_registers_good() -> None:
    seats = [("Cleo", "for_cleopatra"), ("Gwen", "for_glykon"), ("Tom", "for_standardbearer"),
             ("Vera", "for_vestalvirgin"), ("Sam", "for_sculptor")]
    answers = Recording()
    answers.add("nominate", 0, by=1, phase="day 1")
    answers.add("nominate", 1, by=3, phase="day 1")
    game = make_game(FOR, seats, answers)
    to_night(game, 2)
    assert game.winner is None
    assert not [d for d in answers.decisions if d.kind == "register" and d.about == 1]


def test_random_games_with_cleopatra_never_raise_and_she_kills_and_wins() -> None:
    seen = play_many(FOR, ["for_cleopatra", "for_haruspex"], 100, redraw=True, seed_tag="for_cleopatra",
                     skip_stalled=True)
    assert seen["ran"] >= 90
    assert seen["death:for_cleopatra:demon"] > 0
    assert seen["reminder:Chosen 1"] > 0
    assert any(k.startswith("win:no good player nominated") for k in seen)
