"""Cannibal: the ability of the most recent executee who died; poisoned by an evil one."""

from __future__ import annotations

from clocktower.abilities.base import Ability
from clocktower.agents.scripted import Scripted
from clocktower.game.state import EXECUTION, POISONED, Effect, Seat

from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many
from ..support.scripts import UNTITLED

SEATS = [("Alice", "cannibal"), ("Bob", "ojo"), ("Carol", "noble"), ("Dave", "soldier"), ("Eve", "recluse"),
         ("Fay", "assassin")]


class Unexecutable(Ability):
    """A test-only shield: its holder survives execution."""

    def prevents_death(self, game, target: Seat, cause: str, source: Ability | None) -> bool:
        return target is self.holder and cause == EXECUTION


def gained(game, seat: int = 0) -> list[str]:
    return [a.character.id for a in game.seats[seat].abilities if a.granted_by is not None]


def test_a_living_executee_who_survives_feeds_nobody() -> None:
    game = make_game(UNTITLED, SEATS)
    play_until(game, "night 1")
    dave = game.seats[3]
    dave.abilities.append(Unexecutable(UNTITLED.by_id["soldier"], dave))
    assert not game.execute(dave)
    assert dave.alive and gained(game) == []


def test_executing_a_dead_player_feeds_nobody() -> None:
    game = make_game(UNTITLED, SEATS)
    play_until(game, "night 1")
    game.seats[3].alive = False
    game.execute(game.seats[3])
    assert gained(game) == []


def test_each_deadly_execution_replaces_the_previous_ability() -> None:
    game = make_game(UNTITLED, SEATS)
    play_until(game, "night 1")
    game.execute(game.seats[3])
    assert gained(game) == ["soldier"]
    game.execute(game.seats[2])
    assert gained(game) == ["noble"]


def test_the_cannibal_is_not_told() -> None:
    game = make_game(UNTITLED, SEATS)
    play_until(game, "night 1")
    game.execute(game.seats[3])
    assert gained(game) == ["soldier"]
    assert not [e for e in game.events if e.audience == 0 and e.kind not in ("character", "info")]


def test_evil_poisons_until_a_good_player_dies_by_execution() -> None:
    game = make_game(UNTITLED, SEATS)
    play_until(game, "night 1")
    alice = game.seats[0]
    game.execute(game.seats[5])
    assert game.is_poisoned(alice) and gained(game) == ["assassin"]
    (assassin,) = [a for a in alice.abilities if a.character.id == "assassin"]
    assert not game.functioning(assassin)
    game.execute(game.seats[3])
    assert not game.is_poisoned(alice) and gained(game) == ["soldier"]


def test_a_dead_cannibal_keeps_an_even_if_dead_ability_but_not_others() -> None:
    answers = Scripted().add("register", False)
    game = make_game(UNTITLED, SEATS, answers)
    play_until(game, "night 1")
    alice = game.seats[0]
    game.execute(game.seats[4])  # the Recluse, registering as good
    assert gained(game) == ["recluse"] and not game.is_poisoned(alice)
    alice.alive = False
    assert len(game.personas(alice)) > 1  # still might register as evil
    game.execute(game.seats[3])  # a dead Cannibal has lost the Cannibal ability
    assert gained(game) == ["recluse"]


def test_a_dead_cannibals_ordinary_gained_ability_stops() -> None:
    game = make_game(UNTITLED, SEATS)
    play_until(game, "night 1")
    game.execute(game.seats[3])
    alice = game.seats[0]
    (soldier,) = [a for a in alice.abilities if a.character.id == "soldier"]
    assert game.functioning(soldier)
    alice.alive = False
    assert not game.functioning(soldier)


def test_the_drunk_thinking_they_are_the_cannibal_gains_only_fakes() -> None:
    game = make_game(UNTITLED, [("Alice", "drunk", "cannibal")] + SEATS[1:])
    play_until(game, "night 1")
    game.execute(game.seats[5])
    alice = game.seats[0]
    assert not game.is_poisoned(alice)
    fakes = [a for a in alice.abilities if a.granted_by is not None]
    assert [a.character.id for a in fakes] == ["assassin"] and all(a.fake for a in fakes)


def test_a_poisoned_cannibal_still_follows_the_latest_executee() -> None:
    game = make_game(UNTITLED, SEATS)
    play_until(game, "night 1")
    alice = game.seats[0]
    poison = game.add_effect(Effect(POISONED, 0, None))
    game.execute(game.seats[3])
    (soldier,) = [a for a in alice.abilities if a.character.id == "soldier"]
    assert not game.functioning(soldier)
    alice.effects.remove(poison)
    assert game.functioning(soldier)


def test_random_games_with_a_cannibal_run() -> None:
    seen = play_many(UNTITLED, ["cannibal"], 300)
    assert seen["lunch"] > 100
