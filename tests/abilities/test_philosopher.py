"""Philosopher: once per game gains a good character's ability; that character is drunk."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.characters import Team
from clocktower.game.state import POISONED, Effect

from ..support.deciders import Recording, asked
from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many
from ..support.scripts import UNTITLED

SEATS = [("Alice", "philosopher"), ("Bob", "ojo"), ("Carol", "noble"), ("Dave", "soldier"), ("Eve", "recluse")]


def test_options_are_nobody_then_good_characters_but_not_the_philosopher() -> None:
    rec = Recording()
    game = make_game(UNTITLED, SEATS, rec)
    play_until(game, "night 1")
    (d,) = [d for d in rec.decisions if d.kind == "philosopher"]
    assert d.options[0] is None
    chosen = set(d.options[1:])
    good = {c.id for c in UNTITLED.characters if c.team in (Team.TOWNSFOLK, Team.OUTSIDER)} - {"philosopher"}
    assert chosen <= good and {"soldier", "mayor", "recluse"} <= chosen
    assert not any(UNTITLED.by_id[c].team.is_evil for c in chosen)


def test_once_per_game() -> None:
    answers = Scripted().add("philosopher", "monk", phase="night 1")
    for n in (2, 3):
        answers.add("ojo", "soldier", phase=f"night {n}").add("monk", 2, phase=f"night {n}")
    game = make_game(UNTITLED, SEATS, answers)
    play_until(game, "night 3")
    assert [a[0] for a in asked(answers, "philosopher")] == ["night 1"]


def test_waiting_keeps_the_choice_for_a_later_night() -> None:
    answers = Scripted().add("ojo", "soldier", phase="night 2").add("ojo", "soldier", phase="night 3")
    game = make_game(UNTITLED, SEATS, answers)
    play_until(game, "night 3")
    assert [a[0] for a in asked(answers, "philosopher")] == ["night 1", "night 2", "night 3"]


def test_the_gained_ability_works_though_the_philosophers_own_is_used() -> None:
    answers = Scripted().add("philosopher", "soldier", phase="night 1")
    game = make_game(UNTITLED, SEATS, answers)
    play_until(game, "night 1")
    alice = game.seats[0]
    gained = [a for a in alice.abilities if a.character.id == "soldier"]
    assert len(gained) == 1 and game.functioning(gained[0])
    assert gained[0].safe_from_demon(game, alice) and game.safe_from_demon(alice)
    assert game.is_drunk(game.seats[3])


def test_poisoning_the_philosopher_later_sobers_the_drunk_player_until_healthy_again() -> None:
    answers = Scripted().add("philosopher", "soldier", phase="night 1")
    game = make_game(UNTITLED, SEATS, answers)
    play_until(game, "night 1")
    dave = game.seats[3]
    assert game.is_drunk(dave)
    poison = game.add_effect(Effect(POISONED, 0, None))
    assert not game.is_drunk(dave)
    game.seats[0].effects.remove(poison)
    assert game.is_drunk(dave)


def test_a_character_that_comes_into_play_later_is_drunk() -> None:
    answers = Scripted().add("philosopher", "monk", phase="night 1").add("ojo", "soldier").add("monk", 2)
    game = make_game(UNTITLED, SEATS, answers)
    play_until(game, "night 1")
    carol = game.seats[2]
    assert not game.is_drunk(carol)
    carol.character = UNTITLED.by_id["monk"]  # as if a character-changing ability made Carol the Monk
    play_until(game, "day 1")
    assert game.is_drunk(carol)


def test_a_poisoned_philosopher_gains_a_fake_ability_that_never_works() -> None:
    answers = Scripted().add("philosopher", "soldier", phase="night 1")
    game = make_game(UNTITLED, SEATS, answers)
    game.prepare()
    poison = game.add_effect(Effect(POISONED, 0, None))
    game.night()
    alice = game.seats[0]
    (gained,) = [a for a in alice.abilities if a.character.id == "soldier"]
    assert gained.fake
    alice.effects.remove(poison)
    assert not game.functioning(gained)
    assert not game.is_drunk(game.seats[3])
    assert not alice.abilities[0].wakes(game, False)  # the choice is used all the same


def test_a_revived_philosopher_may_choose_again() -> None:
    answers = Scripted().add("philosopher", "soldier", phase="night 1").add("philosopher", "monk", phase="night 2")
    answers.add("ojo", "soldier").add("monk", 2)
    game = make_game(UNTITLED, SEATS, answers)
    play_until(game, "day 1")
    alice = game.seats[0]
    alice.alive = False
    game.revive(alice, None)
    play_until(game, "night 2")
    assert {a.character.id for a in alice.abilities} >= {"philosopher", "soldier", "monk"}


def test_random_games_with_a_philosopher_run() -> None:
    seen = play_many(UNTITLED, ["philosopher"], 300)
    assert sum(v for k, v in seen.items() if k.startswith("gained:")) > 100
