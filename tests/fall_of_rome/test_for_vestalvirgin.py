"""Vestal Virgin: which pairs are legal (true: exactly one in play; Bad Omen: both or
neither), and random games."""

from __future__ import annotations

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.random_games import ANY, play_many
from ..support.scripts import FOR
from ..support.setups import PASSIVE_OUTSIDERS, hidden_setup

SEATS = [("Abe", "for_actor"), ("Hank", "for_hannibal"), ("Cora", "for_centurion"),
         ("Rob", "for_temptress"), ("Sam", "for_standardbearer")]
IN_PLAY = {"for_actor", "for_hannibal", "for_centurion", "for_temptress", "for_standardbearer"}


def _first_pair_options(vestal: tuple[str, ...]) -> list[tuple[str, str]]:
    answers = Recording()
    game = make_game(FOR, [vestal, *SEATS], answers)
    game.prepare()
    game.night()
    (options,) = answers.options("info.for_vestalvirgin")
    return options


def test_a_sober_vestal_virgin_is_shown_exactly_one_in_play_character() -> None:
    options = _first_pair_options(("Vera", "for_vestalvirgin"))
    assert options and all((g in IN_PLAY | {"for_vestalvirgin"}) != (e in IN_PLAY) for g, e in options)


def test_a_bad_omen_vestal_virgin_is_shown_two_in_play_or_two_out_of_play_characters() -> None:
    options = _first_pair_options(("Vera", "for_badomen", "for_vestalvirgin"))
    in_play = IN_PLAY | {"for_badomen"}
    assert options and all((g in in_play) == (e in in_play) for g, e in options)
    assert any(g in in_play for g, _ in options) and any(g not in in_play for g, _ in options)


def test_random_games_with_the_vestal_virgin() -> None:
    seen = play_many(FOR, ["for_vestalvirgin"], 80, setup=hidden_setup, more_outsiders=PASSIVE_OUTSIDERS,
                     seed_tag="for_vestalvirgin", stalls=ANY)
    assert not seen["lied:for_vestalvirgin"], "a sober ability was lied to"
    assert seen["ran"] >= 40 and seen["info:for_vestalvirgin"] > 0


def _learns_options(vestal: tuple[str, ...], pair: tuple[str, str]) -> list[str]:
    """Who may get LEARNS after the Vestal Virgin is shown ``pair`` on night 1 (names)."""
    answers = Recording()
    game = make_game(FOR, [vestal, *SEATS], answers)
    answers.add("info.for_vestalvirgin", pair)
    game.prepare()
    game.night()
    (options,) = answers.options("for_vestalvirgin.learns")
    return sorted(game.seats[i].name for i in options)


def test_a_bad_omen_shown_two_in_play_characters_has_learns_by_either_of_those_players() -> None:
    # How to Run: "For the former, the reminder token can be placed next to either of the two players."
    assert _learns_options(("Vera", "for_badomen", "for_vestalvirgin"),
                           ("for_actor", "for_temptress")) == ["Abe", "Rob"]


def test_a_bad_omen_shown_two_out_of_play_characters_may_have_learns_by_anyone() -> None:
    # "For the latter, the reminder token can be placed next to any player."
    assert len(_learns_options(("Vera", "for_badomen", "for_vestalvirgin"),
                               ("for_scholar", "for_caesar"))) == 6


def test_a_drunk_vestal_virgin_may_have_learns_by_anyone() -> None:
    # Hannibal (like drunk or poisoned): "may place the LEARNS reminder token next to any player".
    assert len(_learns_options(("Vera", "for_hannibal", "for_vestalvirgin"),
                               ("for_actor", "for_temptress"))) == 6
