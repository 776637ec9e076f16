"""The Cannibal is not told which ability it gained: neither the choices that ability asks of
it nor what it learns name the ability, through any view a player reads."""

from __future__ import annotations

from clocktower.game.decisions import Decision
from clocktower.game.views import seat_view
from clocktower.present.decisions import decision_json, grimoire_view

from ..support.games import make_game
from ..support.scripts import UNTITLED


def _cannibal_that_ate_the_monk():  # type: ignore[no-untyped-def]
    game = make_game(UNTITLED, [("A", "cannibal"), ("B", "ojo"), ("C", "monk"), ("D", "soldier"),
                                ("E", "recluse")])
    game.prepare()
    assert game.execute(game.seats[2])
    assert any(a.character.id == "monk" for a in game.seats[0].abilities)
    return game


def test_a_cannibals_gained_choice_is_shown_to_it_as_the_cannibals() -> None:
    game = _cannibal_that_ate_the_monk()
    asked = Decision("monk", 0, [1, 3, 4], prompt="Choose a player to protect.")
    shown = seat_view(game, 0, asked).to_json()["pending"]
    assert shown["kind"] == "cannibal"
    assert "protect" not in shown["prompt"].lower() and "monk" not in shown["prompt"].lower()
    assert [o["value"] for o in shown["options"]] == [1, 3, 4]
    assert decision_json(asked, game)["kind"] == "cannibal"  # the API's pending decision too


def test_the_storyteller_still_sees_which_ability_asks() -> None:
    game = _cannibal_that_ate_the_monk()
    asked = Decision("monk", 0, [1, 3, 4], prompt="Choose a player to protect.")
    pending = grimoire_view(game, asked)["pending"]
    assert pending["kind"] == "monk" and pending["prompt"] == "Choose a player to protect."


def test_another_players_own_choice_is_shown_as_it_is() -> None:
    game = _cannibal_that_ate_the_monk()
    asked = Decision("ojo", 1, ["monk", "soldier"], prompt="Choose a character.")
    assert seat_view(game, 1, asked).to_json()["pending"]["kind"] == "ojo"
