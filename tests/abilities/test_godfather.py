"""Godfather: knows the Outsiders in play; kills at night after an Outsider died by day."""

from __future__ import annotations

from clocktower.abilities import ability_class
from clocktower.game.state import POISONED, Effect
from clocktower.script import load_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many

CONTAGION = load_script("the-contagion-insurrection")
SEATS = [("Alice", "godfather"), ("Bob", "tinker"), ("Carol", "vigormortis"), ("Dave", "gossip"), ("Eve", "mayor")]


def test_bag_modifier_adds_or_removes_one_outsider() -> None:
    cls = ability_class("godfather")
    assert cls is not None
    assert sorted(cls.bag_modifiers((5, 2, 1, 1))) == [(-1, 1, 0, 0), (1, -1, 0, 0)]
    assert cls.bag_modifiers((5, 0, 1, 1)) == [(-1, 1, 0, 0)]


def test_a_poisoned_godfather_may_be_shown_any_outsiders() -> None:
    answers = Recording()
    game = make_game(CONTAGION, SEATS, answers)
    game.seats[0].effects.append(Effect(POISONED, 0, None))
    play_until(game, "night 1")
    options = answers.last_options("info.godfather")
    assert () in options and ("drunk", "goon", "plaguedoctor", "tinker") in options
    assert len(options) == 16


def test_a_sober_godfather_learns_exactly_the_outsiders() -> None:
    answers = Recording()
    game = make_game(CONTAGION, SEATS, answers)
    play_until(game, "night 1")
    told = [e for e in game.events if e.kind == "info" and e.data["what"] == "godfather"]
    assert told[0].data["answer"] == ("tinker",) and told[0].data["true"]


def test_a_dead_godfather_does_not_mark_outsider_deaths() -> None:
    answers = Recording()
    game = make_game(CONTAGION, SEATS, answers)
    game.prepare()
    game.seats[0].alive = False
    game.phase, game.day_no = "day 1", 1
    game.kill(game.seats[1], "execution", None)
    assert not any(e.kind == "reminder" and e.data.get("reminder") == "Died Today" for e in game.events)


def test_random_games_with_the_godfather_run_and_it_kills() -> None:
    seen = play_many(CONTAGION, ["godfather"], 150, seed_tag="godfather")
    assert seen["ran"] >= 140
    assert seen["info:godfather"] >= 140
    assert seen["death:godfather"] > 10
