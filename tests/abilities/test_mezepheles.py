"""Mezepheles: a secret word; the first good player to say it turns evil that night."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.abilities.minions.mezepheles import WORDS

from ..support.games import make_game
from ..support.phases import to_night
from ..support.random_games import play_many
from ..support.scripts import UNTITLED

SEATS = [("Alice", "mezepheles"), ("Bob", "monk"), ("Carol", "ojo"), ("Dave", "soldier"), ("Eve", "noble"),
         ("Fay", "seamstress")]


def test_the_word_is_an_unusual_one_and_only_the_mezepheles_knows_it() -> None:
    game = make_game(UNTITLED, SEATS)
    game.prepare()
    game.night()
    word = game.seats[0].abilities[0].state["word"]
    assert word in WORDS
    assert game.seats[0].knows["word"] == word
    assert all("word" not in s.knows for s in game.seats[1:])


def test_the_same_seed_gives_the_same_word() -> None:
    words = set()
    for _ in range(2):
        game = make_game(UNTITLED, SEATS)
        game.prepare()
        words.add(game.seats[0].abilities[0].state["word"])
    assert len(words) == 1


def test_a_dead_good_player_who_says_the_word_turns_evil() -> None:
    answers = Scripted().add("mezepheles", 5, phase="day 1").add("say-word", True, by=5, phase="day 1")
    answers.add("ojo", "soldier").add("monk", 4)
    game = make_game(UNTITLED, SEATS, answers)
    game.prepare()
    game.night()
    game.dawn()
    game.seats[5].alive = False
    game.day()
    game.dusk()
    game.night()
    assert game.seats[5].alignment == "evil"


def test_the_storytellers_mezepheles_has_no_one_to_share_its_word() -> None:
    answers = Scripted().add("plaguedoctor.minion", "mezepheles")
    answers.add("nominate", 0, by=4, phase="day 1")
    for voter in (1, 3, 4):
        answers.add("vote", True, by=voter, phase="day 1")
    seats = [("Alice", "plaguedoctor"), ("Bob", "monk"), ("Carol", "ojo"), ("Dave", "soldier"), ("Eve", "noble"),
             ("Fay", "seamstress")]
    answers.add("ojo", "soldier").add("monk", 4)
    game = make_game(UNTITLED, seats, answers)
    to_night(game, 3)
    (held,) = game.storyteller_abilities
    assert held.character.id == "mezepheles" and held.state["word"] in WORDS
    assert all("word" not in s.knows for s in game.seats)
    assert not any(kind in ("mezepheles", "say-word") for _, kind, _ in answers.asked)


def test_a_regurgitated_mezepheles_may_turn_a_player_again() -> None:
    answers = Scripted().add("mezepheles", 1, phase="day 1").add("say-word", True, by=1, phase="day 1")
    answers.add("ojo", "soldier").add("monk", 4)
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 2)
    game.night()
    ability = game.seats[0].abilities[0]
    assert game.seats[1].alignment == "evil" and ability.spent
    game.kill(game.seats[0], "demon", None)
    game.revive(game.seats[0], None)
    assert not ability.spent and "marked" not in ability.state


def test_random_games_with_a_mezepheles() -> None:
    seen = play_many(UNTITLED, ["mezepheles"], 300)
    assert seen["ran"] >= 250
    assert seen["turns-evil-marked"] > 0 and seen["alignment:evil"] > 0


def test_a_poisoned_mezepheles_still_learns_the_word() -> None:
    from clocktower.game.state import POISONED, Effect

    game = make_game(UNTITLED, SEATS)
    game.seats[0].effects.append(Effect(POISONED, 0, None))
    game.prepare()
    game.night()
    assert game.seats[0].knows["word"] == game.seats[0].abilities[0].state["word"]
    assert any(e.kind == "word" and e.audience == 0 for e in game.events)
