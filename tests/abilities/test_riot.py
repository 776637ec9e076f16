"""Riot: what a scenario cannot say (a madness execution on day 3, a poisoned Riot, the
Boffin's Minion becoming Riot, random games)."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.game.state import MAD, POISONED, Effect
from clocktower.script import load_script, parse_script

from tests.support.games import make_game
from tests.support.lookups import seat
from tests.support.phases import play_until, to_night
from tests.support.random_games import play_many

TCI = load_script("the-contagion-insurrection")
SEATS = [("Alice", "riot"), ("Bob", "assassin"), ("Carol", "steward"), ("Dave", "gossip"),
         ("Eve", "tinker"), ("Fay", "balloonist"), ("Gus", "highpriestess")]
MIX = parse_script([{"id": "_meta", "name": "Riot mix"}, *(
    c.id for c in load_script("untitled-almanac").characters if c.team.value != "demon"), "riot"])


def test_a_poisoned_riot_still_turns_the_minions_into_riot() -> None:
    game = make_game(TCI, SEATS)
    to_night(game, 3)
    game.add_effect(Effect(POISONED, 0, None, until=("dusk", 3)))
    game.night()
    assert seat(game, "Bob").character.id == "riot"


def test_a_madness_execution_on_day_3_does_not_stop_the_riot() -> None:
    answers = Scripted()
    answers.add("madness.execute", True, phase="day 3")
    answers.add("riot.nominate", 3, phase="day 3")  # Dave
    game = make_game(TCI, SEATS, answers)
    to_night(game, 3)
    game.night()
    game.dawn()
    game.add_effect(Effect(MAD, 2, None, until=("dusk", 3), data="balloonist"))
    play_until(game, "day 3")
    assert not seat(game, "Carol").alive  # executed for breaking madness
    assert not seat(game, "Dave").alive  # the Storyteller's riot nomination
    assert any(e.kind == "nomination" and e.data.get("granted_by") == "riot" for e in game.events)
    assert game.winner is not None  # the riot ran to the end


def test_a_boffin_that_becomes_riot_takes_the_good_ability_away() -> None:
    seats = [("Alice", "riot"), ("Bob", "boffin"), *SEATS[2:]]
    game = make_game(TCI, seats)
    game.setup.extra["boffin"] = "savant" if "savant" in TCI.by_id else "mayor"
    to_night(game, 3)
    alice = seat(game, "Alice")
    granted = [a for a in alice.abilities if a.granted_by is not None]
    assert granted and game.functioning(granted[0])
    game.night()
    assert seat(game, "Bob").character.id == "riot"
    assert not game.functioning(granted[0])


def test_random_games_with_the_riot_never_raise() -> None:
    seen = play_many(TCI, ["riot"], 100, stalls="any")
    mixed = play_many(MIX, ["riot"], 200, stalls="any")
    assert seen["ran"] + mixed["ran"] > 150
    assert mixed["death:riot"] > 0
    assert any(k.startswith("win:") for k in mixed)
