"""Ojo: what the scenario files cannot show (decisions not asked, weights, poisoning)."""

from __future__ import annotations

from clocktower.game.state import POISONED, Effect
from clocktower.script import parse_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import to_night
from ..support.random_games import play_many
from ..support.scripts import UNTITLED

SEATS = [("Olga", "ojo"), ("Mona", "monk"), ("Ned", "noble"), ("Sol", "soldier"), ("Ava", "assassin"),
         ("Rex", "recluse")]
NO_SHABALOTH = [{"id": "_meta", "name": "No Shabaloth"}, "noble", "monk", "soldier", "recluse", "drunk",
                "assassin", "mayor", "ojo", "vigormortis"]


def _night2(answers: Recording, script=None, poisoned: bool = False):  # type: ignore[no-untyped-def]
    game = make_game(script or UNTITLED, SEATS, answers)
    to_night(game, 2)
    if poisoned:
        game.add_effect(Effect(POISONED, 0, None))
    game.night()
    return game


def test_not_in_play_offers_extra_kills_only_with_a_multi_kill_demon_on_the_script() -> None:
    with_shabaloth = Recording().add("ojo", "mayor", phase="night 2").add("ojo.extra", 2)
    game = _night2(with_shabaloth)
    assert len(with_shabaloth.of("ojo.extra")) == 1
    assert [s.name for s in game.seats if not s.alive] == ["Mona", "Ned"]  # plain victim, extra
    without = Recording().add("ojo", "mayor", phase="night 2")
    game = _night2(without, parse_script(NO_SHABALOTH, "no-shabaloth"))
    assert without.of("ojo.victim") and not without.of("ojo.extra")
    assert [s.name for s in game.seats if not s.alive] == ["Mona"]


def test_extra_kill_is_offered_only_when_the_character_is_not_in_play() -> None:
    answers = Recording().add("ojo", "noble", phase="night 2")
    game = _night2(answers)
    assert not answers.of("ojo.victim") and not answers.of("ojo.extra")
    assert [s.name for s in game.seats if not s.alive] == ["Ned"]


def test_extra_kill_options_start_with_nobody_and_leave_out_the_first_victim() -> None:
    answers = Recording().add("ojo", "mayor", phase="night 2").add("ojo.victim", 2)
    _night2(answers)
    (extra,) = answers.of("ojo.extra")
    assert extra.options[0] is None and 2 not in extra.options
    assert answers.weights(extra)[None] >= 0.5


def test_storyteller_victim_is_mostly_a_living_good_player() -> None:
    answers = Recording().add("ojo", "mayor", phase="night 2")
    game = _night2(answers)
    (victim,) = answers.of("ojo.victim")
    assert sorted(victim.options) == list(range(len(SEATS)))  # any player at all
    weights = answers.weights(victim)
    good = [s.index for s in game.seats if not s.is_evil]
    assert all(weights[g] == max(weights.values()) for g in good)
    assert weights[0] < 0.01 and weights[4] < 0.05  # the Ojo itself, the Assassin
    assert victim.options[0] in good


def test_a_poisoned_ojo_still_chooses_but_nobody_dies() -> None:
    answers = Recording().add("ojo", "noble", phase="night 2")
    game = _night2(answers, poisoned=True)
    assert answers.of("ojo")
    assert all(s.alive for s in game.seats)
    answers = Recording().add("ojo", "mayor", phase="night 2")
    game = _night2(answers, poisoned=True)
    assert not answers.of("ojo.victim") and all(s.alive for s in game.seats)


def test_ojo_does_not_wake_on_night_one_nor_when_dead() -> None:
    answers = Recording()
    game = make_game(UNTITLED, SEATS, answers)
    game.prepare()
    game.night()
    assert not answers.of("ojo")
    game.dawn()
    game.day()
    game.dusk()
    game.seats[0].alive = False
    game.night()
    assert not answers.of("ojo")


def test_bot_ojo_rarely_chooses_itself_or_evil_characters() -> None:
    answers = Recording()
    _night2(answers)
    (choice,) = answers.of("ojo")
    weights = answers.weights(choice)
    assert weights["ojo"] < 0.05
    assert weights["assassin"] < weights["noble"] and weights["widow"] < weights["mayor"]


def test_ojo_in_random_games() -> None:
    seen = play_many(UNTITLED, ["ojo"], 300, skip_stalled=True)
    assert seen["ran"] >= 250
    assert seen["death:ojo"] > 100
