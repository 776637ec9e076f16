"""Bad Moon Rising details a scenario cannot state (scenarios in scenarios/bad-moon-rising):
which answers and choices are legal, and how the Matron's circle moves players."""

from __future__ import annotations

from clocktower.script import load_script

from ..support.deciders import Recording
from ..support.games import make_game

BMR = load_script("bad-moon-rising")


def _game(*seats: tuple[str, str] | tuple[str, str, None, str]):
    rec = Recording()
    game = make_game(BMR, seats, rec)
    rec.watch(game)
    game.prepare()
    return game, rec


def test_a_sober_grandmother_is_shown_only_good_players_with_their_true_characters() -> None:
    game, rec = _game(("Gran", "grandmother"), ("Bob", "gossip"), ("Carol", "chambermaid"),
                      ("Mo", "moonchild"), ("Zed", "zombuul"))
    game.night()
    assert rec.last_options("info.grandmother") == [(1, "gossip"), (2, "chambermaid"), (3, "moonchild")]


def test_the_chambermaid_chooses_two_living_players_other_than_herself() -> None:
    game, rec = _game(("Cham", "chambermaid"), ("Bob", "gossip"), ("Carol", "fool"), ("Zed", "po"))
    game.seats[1].alive = False
    game.night()
    assert rec.last_options("chambermaid") == [(2, 3)]


def test_the_exorcist_may_not_choose_last_nights_player_but_may_choose_them_again_later() -> None:
    game, rec = _game(("Exo", "exorcist"), ("Bob", "gossip"), ("Carol", "fool"), ("Dave", "pacifist"),
                      ("Zed", "po"))
    rec.add("exorcist", "Carol", phase="night 2")
    for _ in range(2):
        game.night()
        game.dawn()
        game.day()
        game.dusk()
    game.night()
    night2, night3 = rec.of("exorcist")
    assert 2 in night2.options and 2 not in night3.options
    assert set(night3.options) == {0, 1, 3, 4}


def test_a_charged_po_chooses_three_different_players_and_may_not_choose_no_one() -> None:
    game, rec = _game(("Po", "po"), ("Bob", "gossip"), ("Carol", "pacifist"), ("Dave", "fool"),
                      ("Eve", "minstrel"), ("Fay", "gossip"))
    rec.add("po", None, phase="night 2")
    rec.add("po", 1, phase="night 3")
    rec.add("po", 2, phase="night 3")
    rec.add("po", 3, phase="night 3")
    for _ in range(2):
        game.night()
        game.dawn()
        game.day()
        game.dusk()
    game.night()
    first, second, third = rec.of("po", "night 3")
    assert None not in first.options
    assert 1 not in second.options and {1, 2}.isdisjoint(third.options)


def test_swapped_seats_move_neighbours_and_the_order_of_voting() -> None:
    game, rec = _game(("A", "gossip"), ("B", "pacifist"), ("C", "fool"), ("D", "minstrel"), ("Z", "po"))
    game.swap_seats(1, 3)  # A D C B Z
    assert game.circle == [0, 3, 2, 1, 4]
    assert [s.name for s in game.neighbours(game.seats[0], lambda s: True)] == ["D", "Z"]
    assert game.clockwise(3, 1) == 2 and game.clockwise(1, 1) == 4
    game.day_no, game.phase = 1, "day 1"
    game.vote(game.seats[2])  # clockwise from C: B, Z, A, D, C
    voters = [d.decider for d in rec.of("vote")]
    assert voters == [1, 4, 0, 3, 2]
