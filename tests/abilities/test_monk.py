"""Monk and Soldier details a scenario cannot state (the scenarios are in scenarios/untitled-almanac)."""

from __future__ import annotations

from typing import Any

import pytest

from clocktower.agents.scripted import Scripted
from clocktower.errors import IllegalChoice
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many
from ..support.scripts import UNTITLED

SEATS = [("Alice", "monk"), ("Bob", "ojo"), ("Carol", "noble"), ("Dave", "soldier"), ("Eve", "recluse")]


def test_the_monk_cannot_choose_themself() -> None:
    rec = Recording()
    rec.add("ojo", "soldier")
    game = make_game(UNTITLED, SEATS, rec)
    play_until(game, "night 2")
    (d,) = [d for d in rec.decisions if d.kind == "monk"]
    assert 0 not in d.options and set(d.options) == {1, 2, 3, 4}
    assert not d.is_legal(0)


class SelfishMonk(Scripted):
    """Answers the Monk's decision with the Monk's own seat."""

    def decide(self, game: Game, decision: Decision) -> Any:
        if decision.kind == "monk":
            return decision.decider
        return super().decide(game, decision)


def test_an_answer_naming_the_monk_is_refused() -> None:
    game = make_game(UNTITLED, SEATS, SelfishMonk())
    play_until(game, "day 1")
    with pytest.raises(IllegalChoice):
        game.night()
    assert not any(e.kind == "effect" for e in game.events)


def test_random_games_with_a_monk_and_a_soldier_run() -> None:
    seen = play_many(UNTITLED, ["monk", "soldier"], 300)
    assert seen["protected"] > 20
