"""Telling a saved game as a story (clocktower.present.story)."""

from __future__ import annotations

import copy
import re

import pytest

from clocktower.agents.scripted import Scripted
from clocktower.game.engine import Game
from clocktower.script import Script, parse_script
from clocktower.present.naming import Namer
from clocktower.present.story import tell_story

from .support.games import make_game
from .support.scripts import TINY


class _Stop(Exception):
    pass


def _stop_after(label: str):
    def watcher(game: Game, ended: str) -> None:
        if ended == label:
            raise _Stop
    return watcher


@pytest.fixture(scope="module")
def script() -> Script:
    return parse_script(TINY, "tiny")


@pytest.fixture(scope="module")
def finished(script: Script) -> dict:
    game = Game(script, players=5, seed=1)
    game.run()
    return game.record()


def test_a_finished_game_is_told_night_by_night_with_its_winner(finished: dict) -> None:
    lines = tell_story(finished)
    text = "\n".join(lines)
    assert lines[0].startswith("Tiny: 5 players, seed 1")
    assert "=== Night 1 ===" in lines and "=== Day 1 ===" in lines
    for seat in finished["setup"]["seats"]:
        assert seat["name"] in text
    assert "wakes as the Noble" in text
    assert "is shown (Noble)" in text and "-- true" in text
    winner = finished["winner"].capitalize()
    assert f"{winner} wins: {finished['reason']}." in text
    assert not any("{" in line for line in lines), "no raw event dicts in a well-formed story"


def test_players_choices_are_told_by_replaying_the_record(finished: dict) -> None:
    text = "\n".join(tell_story(finished))
    assert "chooses" in text  # the Monk's, the Ojo's or the Assassin's choice
    assert "chooses" not in "\n".join(tell_story(finished, choices=False))


def test_a_record_that_does_not_replay_is_still_told_without_choices(finished: dict) -> None:
    broken = copy.deepcopy(finished)
    broken["choices"] = ["nonsense"] * 3
    lines = tell_story(broken)
    assert "=== Night 1 ===" in lines
    assert not any("chooses" in line for line in lines)


def test_the_drunk_believes_a_townsfolk_and_the_story_says_what_they_really_are(script: Script) -> None:
    answers = Scripted().add("ojo", "soldier", by=1, phase="night 2")
    game = make_game(script, [("Alice", "drunk", "monk"), ("Bob", "ojo"), ("Carol", "soldier"),
                              ("Dave", "noble"), ("Eve", "assassin")], answers)
    game.watchers.append(_stop_after("night 2"))
    with pytest.raises(_Stop):
        game.run()
    text = "\n".join(tell_story(game.record()))
    assert "1. Alice: Drunk (believes they are the Monk)" in text
    assert "Alice is told: you are the Monk (good), but really the Drunk." in text
    assert "Alice wakes as the Monk (really the Drunk: the ability does nothing)." in text
    assert "Carol (Soldier) would have been killed by the Demon but is protected by the Soldier." in text
    assert "The game is not over" in text


def _record(events: list[dict]) -> dict:
    return {
        "format": "clocktower-log/1",
        "script": TINY,
        "script_id": "tiny",
        "seed": 0,
        "setup": {"seats": [{"name": "Alice", "character": "noble"}, {"name": "Bob", "character": "ojo"},
                            {"name": "Carol", "character": "monk"}], "bluffs": ["soldier"]},
        "choices": [],
        "events": events,
        "winner": None,
    }


def test_false_information_and_its_reason_are_marked() -> None:
    lines = tell_story(_record([
        {"kind": "info", "phase": "night 1", "audience": 0, "what": "noble", "answer": [1, 2, 0],
         "true": False, "mode": "arbitrary", "ability": "noble"},
    ]), choices=False)
    line = next(line for line in lines if "shown" in line)
    assert "Alice is shown (Noble): Bob, Carol, Alice -- FALSE" in line
    assert "could show anything" in line


def test_night_deaths_give_the_true_cause_and_dawn_announces_them() -> None:
    text = "\n".join(tell_story(_record([
        {"kind": "night", "phase": "night 2", "audience": -2, "night": 2},
        {"kind": "death", "phase": "night 2", "audience": -1, "seat": 2, "cause": "demon", "by": "ojo"},
        {"kind": "dawn", "phase": "dawn 2", "audience": -2, "died": [2], "revived": []},
        {"kind": "game-over", "phase": "dawn 2", "audience": -2, "winner": "evil", "reason": "only two players are alive"},
    ]), choices=False))
    assert "Carol (Monk) dies: killed by the Ojo." in text
    assert "Dawn: Carol died." in text
    assert "Evil wins: only two players are alive." in text
    assert "not over" not in text


def test_day_events_nominations_votes_and_executions_are_told() -> None:
    text = "\n".join(tell_story(_record([
        {"kind": "day", "phase": "day 1", "audience": -2, "day": 1},
        {"kind": "claim", "phase": "day 1", "audience": -2, "seat": 1, "character": "monk"},
        {"kind": "nomination", "phase": "day 1", "audience": -2, "nominator": 0, "nominee": 1},
        {"kind": "vote", "phase": "day 1", "audience": -2, "nominee": 1, "voters": [2, 0], "votes": 2,
         "needed": 2, "on_block": 1},
        {"kind": "execution", "phase": "day 1", "audience": -2, "seat": 1},
        {"kind": "death", "phase": "day 1", "audience": -2, "seat": 1, "cause": "execution", "by": None},
        {"kind": "alignment", "phase": "day 1", "audience": -1, "seat": 2, "alignment": "evil"},
    ]), choices=False))
    assert "Bob claims to be the Monk." in text
    assert "Alice nominates Bob." in text
    assert "Vote on Bob: 2 votes (2 needed): Carol and Alice; on the block: Bob." in text
    assert "Bob (Ojo) is executed." in text
    assert "Bob (Ojo) dies: executed." in text
    assert "Carol (Monk) becomes evil." in text


def test_unknown_and_malformed_events_are_told_generically_without_crashing() -> None:
    lines = tell_story(_record([
        {"kind": "tea-party", "phase": "day 1", "audience": -2, "seat": 1, "guests": ["monk"], "cups": 3},
        {"kind": "death", "phase": "day 1", "audience": -2},  # no seat
        {"kind": "vote", "phase": "day 1", "audience": -2, "voters": "garbage"},
        {"no kind": True},
        "not even a dict",
    ]), choices=False)
    text = "\n".join(lines)
    assert "tea-party: seat Bob, guests Monk, cups 3" in text
    assert "death" in text


def test_a_record_missing_its_setup_and_script_is_still_told() -> None:
    lines = tell_story({"events": [{"kind": "night", "night": 1}, {"kind": "wake", "seat": 7, "ability": "x"}]})
    assert "=== Night 1 ===" in lines
    assert any("seat 7 wakes as the x" in line for line in lines)


def test_namer_renders_seats_characters_and_answers() -> None:
    namer = Namer(["Alice", "Bob"], {"monk": "Monk"})
    assert namer.value(1) == "Bob"
    assert namer.value("monk") == "Monk"
    assert namer.value((0, 1)) == "Alice, Bob"
    assert namer.value(None) == "nobody"
    assert namer.value(True) == "yes" and namer.value(False) == "no"
    assert namer.seat(-1) == "the Storyteller"
    assert namer.character("minioninfo") == "Minion info"


def test_madness_and_public_statements_read_as_sentences() -> None:
    text = "\n".join(tell_story(_record([
        {"kind": "mad", "phase": "night 1", "audience": 2, "character": "soldier", "by": "cerenovus"},
        {"kind": "statement", "phase": "day 1", "audience": -2, "seat": 0, "statement": ["in-play", "ojo"],
         "text": "the Ojo is in play", "ability": "gossip"},
    ]), choices=False))
    assert "Carol is told to be mad that they are the Soldier (Cerenovus)." in text
    assert 'Alice says: "the Ojo is in play".' in text


def test_shared_answers_madness_and_statements_are_told_in_their_characters_words() -> None:
    text = "\n".join(tell_story(_record([
        {"kind": "shares", "phase": "day 1", "audience": -2, "seat": 0, "what": "balloonist", "learned": "night 1",
         "answer": 1, "about": []},
        {"kind": "shares", "phase": "day 1", "audience": -2, "seat": 1, "what": "empath", "learned": "night 1",
         "answer": 1, "about": [0, 2], "of": "number"},
        {"kind": "info", "phase": "day 1", "audience": 2, "what": "fisherman", "answer": ["type", 0, "outsider"],
         "true": True, "mode": "true", "ability": "fisherman"},
        {"kind": "mad", "phase": "night 1", "audience": 1, "target": 2, "alignment": "evil", "by": "harpy"},
        {"kind": "madness-broken", "phase": "day 2", "audience": -2, "seat": 1, "target": 2, "by": "harpy"},
        {"kind": "madness-broken", "phase": "day 2", "audience": -2, "seat": 2},
    ]), choices=False))
    assert "Alice says that as the Balloonist, in night 1, they learned Bob." in text
    assert "Bob says that as the Empath, in night 1, they learned 1 (about Alice and Carol)." in text
    assert "Carol is shown (Fisherman): Alice is an Outsider -- true." in text
    assert "Bob is told to be mad that Carol is evil (Harpy)." in text
    assert "Bob did not act mad that Carol is evil (Harpy)" in text
    assert "Carol is judged to have broken madness." in text
    assert "None" not in text


_BARE_ANSWER = re.compile(r"(?:learned|shown \([^)]*\)(?: \[[^\]]*\])?:) (\d+(?:, \d+)*)(?= --|[ .]|$)")
"""An answer told as bare numbers: right only for counts (``of: number``)."""


def test_every_seats_story_and_the_storytellers_tell_every_answer_in_words_over_random_games() -> None:
    """Random games of every bundled script: no line of the Storyteller's story or any
    seat's says None, and an answer is a bare number only when it is a count."""
    from clocktower.abilities import implemented
    from clocktower.game.engine import GameOver
    from clocktower.game.views import seat_record
    from clocktower.script import bundled_scripts
    from clocktower.present.story import describe_events, tell_seat_story

    told = 0
    for script in bundled_scripts():
        if not all(implemented(c.id) for c in script.characters):
            continue
        for seed in range(6):
            game = Game(script, players=5 + (seed * 3 + len(script.id)) % 11, seed=seed)
            try:
                game.run()
            except GameOver:
                pass
            record = game.record()
            logs = [(None, record["events"], tell_story(record))]
            for seat in range(len(game.seats)):
                mine = seat_record(record, seat)
                logs.append((seat, mine["events"], tell_seat_story(mine)))
            for seat, events, lines in logs:
                bad = [line for line in lines if "None" in line]
                assert not bad, (script.id, seed, seat, bad[:3])
                namer = Namer.from_record(record) if seat is None else Namer(record_names(record), {})
                for e in events:
                    if e.get("kind") not in ("info", "shares") or e.get("of") == "number":
                        continue
                    line = describe_events([e], namer, you=seat)[0]
                    assert not _BARE_ANSWER.search(line), (script.id, seed, seat, line, e)
                    told += 1
    assert told > 500


def record_names(record: dict) -> list[str]:
    return [spec["name"] for spec in record["setup"]["seats"]]
