"""The jinxes "If <X> is in play, the <Y> has no ability" (abilities/shared/silence.py): the
silence lasts only while X is in play and the silenced player is still Y, and reaches a Y
made later in the game."""

from __future__ import annotations

from typing import Any

from clocktower.game.engine import Game
from clocktower.scenario import run_scenario

LEGION_PITHAG: dict[str, Any] = {
    "name": "Legion with a Pit-Hag",
    "script": [{"id": "_meta", "name": "Legion Pit-Hag"}, "engineer", "hatter", "chef", "monk", "empath",
               "pithag", "legion"],
    "seats": [{"Alice": "legion"}, {"Bob": "legion"}, {"Carol": "legion"}, {"Dave": "pithag"},
              {"Eve": "engineer"}, {"Fay": "chef"}],
}
VIZIER_PITHAG: dict[str, Any] = {
    "name": "The Vizier made a Scarlet Woman",
    "script": [{"id": "_meta", "name": "Vizier Pit-Hag"}, "magician", "chef", "monk", "empath", "soldier",
               "vizier", "pithag", "scarletwoman", "imp"],
    "seats": [{"Alice": "imp"}, {"Bob": "vizier"}, {"Carol": "magician"}, {"Dave": "pithag"}, {"Eve": "chef"},
              {"Fay": "monk"}, {"Gus": "soldier"}],
}


def _play(base: dict[str, Any], night: int, *pithag: tuple[int, str, str]) -> Game:
    """Play ``base`` to the end of night ``night``, the Pit-Hag making (night, player, character)."""
    choices = [{"phase": f"night {n}", "by": "Dave", "kind": "pithag", "answer": [who, what]}
               for n, who, what in pithag]
    result = run_scenario({**base, "choices": choices, "stop_after": f"night {night}"})
    assert result.passed, result.failures
    assert result.game is not None
    return result.game


def _works(game: Game, player: str, character: str) -> bool:
    seat = next(s for s in game.seats if s.name == player)
    return any(game.functioning(a) for a in seat.abilities if a.character.id == character)


def test_a_hatter_made_while_legion_is_in_play_has_no_ability() -> None:
    game = _play(LEGION_PITHAG, 2, (2, "Fay", "hatter"))
    assert not _works(game, "Eve", "engineer")
    assert not _works(game, "Fay", "hatter")


def test_a_silenced_engineer_made_another_character_has_that_ability() -> None:
    game = _play(LEGION_PITHAG, 3, (2, "Fay", "hatter"), (3, "Eve", "monk"))
    assert _works(game, "Eve", "monk")
    assert not _works(game, "Fay", "hatter")


def test_the_magician_has_its_ability_back_once_the_vizier_is_out_of_play() -> None:
    assert not _works(_play(VIZIER_PITHAG, 1), "Carol", "magician")
    assert _works(_play(VIZIER_PITHAG, 2, (2, "Bob", "scarletwoman")), "Carol", "magician")
