"""Winemaker: drunk on its nights even if dead, dead Townsfolk are skipped (ruling), the
engine's three-valued loop rule (example 3 at the level of effects), and random games."""

from __future__ import annotations

from clocktower.game.state import DRUNK, SOBER, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.lookups import names
from ..support.random_games import ANY, play_many
from ..support.scripts import FOR

SEATS = [("Emily", "for_legionary"), ("Wynn", "for_winemaker"), ("Rich", "for_vestalvirgin"),
         ("Phil", "for_physician"), ("Hank", "for_hannibal"), ("Gwen", "for_glykon")]


def test_drunk_on_its_nights_even_when_dead_and_no_neighbour_is_drunk_then() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    answers.add("for_winemaker.parity", "even")
    for night in ("night 1", "night 2"):
        answers.add("for_physician", (who["Hank"], who["Gwen"]), phase=night)
    game.prepare()
    game.night()
    game.dawn()
    game.seats[who["Wynn"]].alive = False  # died during day 1
    game.day()
    game.dusk()
    game.night()  # night 2: an even night
    assert game.is_drunk(game.seats[who["Wynn"]])
    assert not game.is_drunk(game.seats[who["Emily"]]) and not game.is_drunk(game.seats[who["Rich"]])


def test_dead_townsfolk_are_skipped_for_the_closest_living_one() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    answers.add("for_winemaker.parity", "even")
    answers.add("for_physician", (who["Hank"], who["Gwen"]))
    game.seats[who["Rich"]].alive = False
    game.prepare()
    game.night()  # night 1: the Winemaker is sober, its neighbours drunk
    assert game.is_drunk(game.seats[who["Emily"]]) and game.is_drunk(game.seats[who["Phil"]])
    assert not game.is_drunk(game.seats[who["Wynn"]])


def test_a_loop_decides_every_seat_that_hangs_on_it_and_nobody_else() -> None:
    game = make_game(FOR, SEATS, Recording())
    who = names(game)
    wine = game.seats[who["Wynn"]].abilities[-1]
    doctor = game.seats[who["Phil"]].abilities[-1]
    emily, wynn, phil, gwen = (game.seats[who[n]] for n in ("Emily", "Wynn", "Phil", "Gwen"))
    game.add_effect(Effect(DRUNK, wynn.index, wine))  # its own drunk night
    for seat in (emily, phil):  # its closest Townsfolk, drunk while it works
        game.add_effect(Effect(DRUNK, seat.index, wine, while_source=True))
    for seat in (wynn, emily, gwen):  # the Physician's patients (Gwen only as a bystander)
        game.add_effect(Effect(SOBER, seat.index, doctor, while_source=True))
    assert game.is_drunk(wynn) and game.is_drunk(phil) and game.is_drunk(emily)
    assert not game.is_drunk(gwen)
    assert not game.functioning(wine) and not game.functioning(doctor)


def test_random_games_with_the_winemaker() -> None:
    seen = play_many(FOR, ["for_winemaker"], 150, stalls=ANY)
    assert seen["ran"] >= 100
    assert seen["reminder:for_winemaker:ODD"] + seen["reminder:for_winemaker:EVEN"] >= seen["ran"]
