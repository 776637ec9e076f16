"""Widow: first night, sees the Grimoire, poisons a player; one good player learns."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.game.state import DRUNK, STORYTELLER, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import to_night
from ..support.random_games import play_many
from ..support.scripts import UNTITLED

SEATS = [("Alice", "widow"), ("Bob", "monk"), ("Carol", "ojo"), ("Dave", "recluse"), ("Eve", "drunk", "noble")]


def test_only_good_players_may_learn_the_widow_is_in_play() -> None:
    answers = Recording()
    answers.add("widow", 1)
    game = make_game(UNTITLED, SEATS, answers)
    game.prepare()
    game.night()
    (know,) = [d for d in answers.decisions if d.kind == "widow.know"]
    assert know.decider == STORYTELLER
    assert sorted(know.options) == [1, 3, 4]  # Monk, Recluse (good), Drunk; never the Widow or the Ojo


def test_the_grimoire_shows_every_seat_truthfully() -> None:
    answers = Scripted().add("widow", 1)
    game = make_game(UNTITLED, SEATS, answers)
    game.prepare()
    game.night()
    (shown,) = [e for e in game.events if e.kind == "grimoire"]
    assert shown.audience == 0
    rows = shown.data["seats"]
    assert [r["character"] for r in rows] == ["widow", "monk", "ojo", "recluse", "drunk"]
    assert rows[4]["believes"] == "noble"
    assert [r["alignment"] for r in rows] == ["evil", "good", "evil", "good", "good"]
    assert all(r["alive"] and not r["poisoned"] for r in rows)
    assert game.seats[0].knows["evil"] >= {2}


def test_a_drunk_widow_poisons_nobody_but_the_good_player_still_learns() -> None:
    answers = Scripted().add("widow", 1).add("widow.know", 3)
    game = make_game(UNTITLED, SEATS, answers)
    game.seats[0].effects.append(Effect(DRUNK, 0, None, until=("dawn", 1)))
    game.prepare()
    game.night()
    game.dawn()
    assert not game.is_poisoned(game.seats[1])  # and stays healthy once she is sober
    assert any(e.kind == "grimoire" and e.audience == 0 for e in game.events)
    assert any(e.kind == "info" and e.audience == 3 and e.data["what"] == "widow" for e in game.events)


def test_the_poison_returns_when_the_widow_sobers_up() -> None:
    answers = Scripted().add("widow", 1)
    game = make_game(UNTITLED, SEATS, answers)
    game.prepare()
    game.night()
    assert game.is_poisoned(game.seats[1])
    drunk = Effect(DRUNK, 0, None)
    game.seats[0].effects.append(drunk)
    assert not game.is_poisoned(game.seats[1])
    game.seats[0].effects.remove(drunk)
    assert game.is_poisoned(game.seats[1])


def test_a_regurgitated_widow_acts_again_and_her_old_poison_is_gone() -> None:
    answers = Scripted().add("widow", 1, phase="night 1").add("widow", 3, phase="night 2")
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 2)
    game.night_no += 1
    game.phase = "night 2"
    game.kill(game.seats[0], "demon", None)
    assert not game.is_poisoned(game.seats[1])
    game.revive(game.seats[0], None)
    assert not game.is_poisoned(game.seats[1])
    assert game.is_poisoned(game.seats[3])


def test_random_games_with_a_widow() -> None:
    seen = play_many(UNTITLED, ["widow"], 300)
    assert seen["ran"] >= 250
    assert seen["grimoire"] > 0
