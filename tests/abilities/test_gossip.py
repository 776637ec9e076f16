"""Gossip and the public-statement module (clocktower.game.talk.statements)."""

from __future__ import annotations

from typing import Any

import pytest

from clocktower.agents.random import RandomStoryteller
from clocktower.agents.scripted import Scripted
from clocktower.game.engine import Game
from clocktower.game.registration import Persona, World
from clocktower.game.setup import Setup
from clocktower.game.talk.statements import bot_statements, describe, evaluate, is_statement

from ..support.deciders import Recording, asked
from ..support.games import make_game, seat_specs
from ..support.phases import play_until
from ..support.random_games import play_many
from ..support.scripts import UNTITLED

SEATS = [("Alice", "drunk", "soldier"), ("Bob", "ojo"), ("Carol", "noble"), ("Dave", "recluse"), ("Eve", "gossip")]
PLAY = [("Alice", "soldier"), ("Bob", "ojo"), ("Carol", "noble"), ("Dave", "recluse"), ("Eve", "gossip")]
"""For played games: the Ojo choosing the Soldier kills nobody."""


def test_statements_are_judged_on_the_true_grimoire() -> None:
    game = make_game(UNTITLED, SEATS)
    assert evaluate(game, ("is", 0, "drunk"))
    assert not evaluate(game, ("is", 0, "soldier"))  # the Drunk is not what they believe
    assert evaluate(game, ("is-not", 0, "soldier"))
    assert evaluate(game, ("type", 1, "demon"))
    assert not evaluate(game, ("type", 2, "demon"))
    assert evaluate(game, ("alignment", 1, "evil"))
    assert not evaluate(game, ("alignment", 3, "evil"))  # the Recluse is good, whatever it registers as
    assert evaluate(game, ("alignment", 3, "good"))
    assert evaluate(game, ("in-play", "noble")) and not evaluate(game, ("in-play", "soldier"))
    assert evaluate(game, ("not-in-play", "soldier")) and not evaluate(game, ("not-in-play", "ojo"))
    assert evaluate(game, ("not", ("in-play", "soldier")))
    assert evaluate(game, ("dead-evil", 0)) and not evaluate(game, ("dead-evil", 1))


def test_dead_players_characters_are_still_in_play_and_count_for_dead_evil() -> None:
    game = make_game(UNTITLED, SEATS)
    game.seats[2].alive = False
    game.seats[1].alive = False
    assert evaluate(game, ("in-play", "noble"))
    assert evaluate(game, ("dead-evil", 1))
    assert not evaluate(game, ("dead-evil", 0))


def test_a_world_judges_by_registration_instead() -> None:
    game = make_game(UNTITLED, SEATS)
    personas = [Persona(s.character, s.alignment) for s in game.seats]
    personas[3] = Persona(UNTITLED.by_id["ojo"], "evil")
    world = World(personas)
    assert evaluate(game, ("alignment", 3, "evil"), world)
    assert evaluate(game, ("is", 3, "ojo"), world)
    assert not evaluate(game, ("alignment", 3, "evil"))


@pytest.mark.parametrize("bad", [("is", 0), ("alignment", 0, "purple"), ("type", 0, "wizard"), ("dead-evil", True),
                                 ("nonsense", 1), (), "Bob is evil", ("not", ("is", 0))])
def test_malformed_statements_are_rejected(bad: Any) -> None:
    game = make_game(UNTITLED, SEATS)
    assert not is_statement(bad)
    with pytest.raises(ValueError):
        evaluate(game, bad)


def test_describe_reads_as_the_table_hears_it() -> None:
    game = make_game(UNTITLED, SEATS)
    assert describe(game, ("is", 1, "ojo")) == "Bob is the Ojo"
    assert describe(game, ("is-not", 0, "soldier")) == "Alice is not the Soldier"
    assert describe(game, ("alignment", 2, "evil")) == "Carol is evil"
    assert describe(game, ("type", 3, "outsider")) == "Dave is an Outsider"
    assert describe(game, ("in-play", "widow")) == "the Widow is in play"
    assert describe(game, ("not-in-play", "widow")) == "the Widow is not in play"
    assert describe(game, ("dead-evil", 1)) == "exactly 1 dead player is evil"
    assert describe(game, ("dead-evil", 2)) == "exactly 2 dead players are evil"
    assert describe(game, "anything a person says") == "anything a person says"


def test_bot_statements_are_deterministic_well_formed_and_about_others() -> None:
    game = make_game(UNTITLED, SEATS)
    game.log("claim", -2, seat=1, character="noble")
    first = bot_statements(game, 4)
    assert first == bot_statements(game, 4)
    assert 10 <= len(first) <= 80
    assert all(is_statement(s) for s in first)
    assert not any(len(s) == 3 and s[1] == 4 for s in first)  # nothing about the speaker
    assert ("is-not", 1, "noble") in first  # doubts a public claim
    assert any(evaluate(game, s) for s in first) and not all(evaluate(game, s) for s in first)


def test_gossip_decision_offers_silence_first_and_free_text() -> None:
    rec = Recording()
    game = make_game(UNTITLED, SEATS, rec)
    play_until(game, "day 1")
    (d,) = [d for d in rec.decisions if d.kind == "gossip"]
    assert d.decider == 4 and d.free_text and d.options[0] is None
    assert list(d.options[1:]) == bot_statements(game, 4)


def test_a_bots_structured_statement_is_judged_by_the_engine() -> None:
    answers = Scripted().add("gossip", ("type", 1, "demon"), phase="day 1").add("ojo", "soldier")
    answers.add("gossip.kill", 2, phase="night 2")
    game = make_game(UNTITLED, PLAY, answers)
    play_until(game, "night 2")
    assert not asked(answers, "gossip.true")
    assert not game.seats[2].alive


def test_a_persons_statement_is_judged_by_the_storyteller() -> None:
    answers = Scripted(is_bot=False).add("gossip", ("alignment", 2, "evil"), phase="day 1")
    answers.add("gossip.true", True).add("ojo", "soldier").add("gossip.kill", 3)
    game = make_game(UNTITLED, PLAY, answers)
    play_until(game, "night 2")
    assert asked(answers, "gossip.true")  # false on the grimoire, but the Storyteller says true
    assert not game.seats[3].alive


def test_free_text_from_a_bot_seat_is_still_the_storytellers_to_judge() -> None:
    answers = Scripted().add("gossip", "Carol is the Noble", phase="day 1").add("gossip.true", False)
    answers.add("ojo", "soldier")
    game = make_game(UNTITLED, PLAY, answers)
    play_until(game, "night 2")
    assert asked(answers, "gossip.true")
    assert not asked(answers, "gossip.kill")
    assert all(s.alive for s in game.seats)


def test_the_statement_is_public() -> None:
    answers = Scripted().add("gossip", ("in-play", "recluse"), phase="day 1")
    game = make_game(UNTITLED, PLAY, answers)
    play_until(game, "day 1")
    (event,) = [e for e in game.events if e.kind == "statement"]
    assert event.is_public and event.data["text"] == "the Recluse is in play"
    judged = [e for e in game.events if e.kind == "statement-judged"]
    assert judged and not judged[0].is_public  # only the Storyteller knows whether it counted


def test_a_free_text_game_replays_from_its_choices() -> None:
    answers = Scripted(is_bot=False).add("gossip", "Bob is the Demon", phase="day 1").add("gossip.true", True)
    answers.add("ojo", "soldier").add("gossip.kill", 2)
    game = make_game(UNTITLED, PLAY, answers)
    play_until(game, "night 2")
    replay = Game(UNTITLED, Setup(seat_specs(PLAY), []), forced=list(game.choices), storyteller=RandomStoryteller(99))
    play_until(replay, "night 2")
    assert [s.alive for s in replay.seats] == [s.alive for s in game.seats]
    assert not replay.seats[2].alive


def test_random_games_with_a_gossip_run() -> None:
    seen = play_many(UNTITLED, ["gossip"], 300)
    assert seen["statement"] > 100
    assert seen["death:gossip"] > 10
