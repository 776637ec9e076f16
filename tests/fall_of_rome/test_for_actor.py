"""Actor: the guesses offered (three other players, three different types), once per game,
and random games."""

from __future__ import annotations

from itertools import combinations, permutations

from clocktower.abilities.townsfolk.for_actor import TYPES, _options, guesses

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.lookups import names
from ..support.phases import to_night
from ..support.random_games import ANY, play_many
from ..support.scripts import FOR

SEATS = [("Ava", "for_actor"), ("Gwen", "for_glykon"), ("Hank", "for_hannibal"),
         ("Dora", "for_trumpeter"), ("Eli", "for_mortician")]


def test_every_guess_is_three_other_players_of_three_different_types() -> None:
    found = guesses([1, 2, 3, 4])
    assert len(found) == 4 * 24
    for guess in found:
        seats = [s for s, _ in guess]
        assert seats == sorted(set(seats)) and len(seats) == 3
        assert len({t for _, t in guess}) == 3


def test_the_lazy_options_behave_as_the_eager_list_of_nobody_then_every_guess() -> None:
    players = (0, 2, 3, 5, 7)
    eager = [None] + [tuple(zip(trio, types)) for trio in combinations(players, 3)
                      for types in permutations(TYPES, 3)]
    lazy = _options(players)
    assert len(lazy) == len(eager) == 1 + 10 * 24 and list(lazy) == eager
    assert [lazy[i] for i in range(-len(eager), len(eager))] == eager + eager
    assert lazy[:3] == eager[:3] and lazy[::-7] == eager[::-7]
    for option in eager:
        assert option in lazy and lazy.index(option) == eager.index(option)
    assert ((0, "townsfolk"),) not in lazy and "nobody" not in lazy


def test_the_actor_guesses_once_per_game_and_never_themself() -> None:
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    who = names(game)
    guess = ((who["Gwen"], "minion"), (who["Hank"], "demon"), (who["Dora"], "townsfolk"))
    answers.add("for_actor", guess, by=who["Ava"], phase="day 1")
    to_night(game, 4)
    (offered,) = answers.options("for_actor")
    assert all(who["Ava"] not in [s for s, _ in g] for g in offered[1:])
    told = [e for e in game.events if e.kind == "info" and e.data["what"] == "for_actor"]
    assert [(e.phase, e.data["answer"]) for e in told] == [("night 2", 3)]


def test_random_games_with_the_actor() -> None:
    seen = play_many(FOR, ["for_actor"], 150, stalls=ANY)
    assert seen["ran"] >= 100 and seen["actor-guess"] > 20 and seen["info:for_actor"] > 10
