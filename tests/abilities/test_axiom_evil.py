"""Axiom of Choice's evil and hidden characters (Baron, Spy, Scarlet Woman, Lunatic,
Marionette, Al-Hadikhia): setup, what scenarios cannot say, and many random games."""

from __future__ import annotations

import random

import pytest

from clocktower.abilities import implemented
from clocktower.characters import Team
from clocktower.errors import SetupError
from clocktower.game.engine import GameOver
from clocktower.game.setup import legal_counts, random_setup
from clocktower.game.state import POISONED, Effect
from clocktower.script import load_script, parse_script, player_counts

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.random_games import ANY, play_many
from ..support.setups import drawn_setup

AXIOM = load_script("axiom-of-choice")
UNTITLED_IDS = [c.id for c in load_script("untitled-almanac").characters]
MINE = ("baron", "spy", "scarletwoman", "lunatic", "marionette", "alhadikhia")


def mixed_script(demon: str = "alhadikhia"):  # type: ignore[no-untyped-def]
    """Axiom of Choice's and the untitled almanac's implemented characters, one Demon."""
    ids = [c.id for c in AXIOM.characters] + UNTITLED_IDS
    ids = [i for i in dict.fromkeys(ids) if implemented(i)]
    demons = [i for i in ids if load_script("untitled-almanac").by_id.get(i, AXIOM.by_id.get(i)).team is Team.DEMON]
    ids = [i for i in ids if i not in demons or i == demon]
    return parse_script([{"id": "_meta", "name": f"Axiom mixed {demon}"}, *ids])


# -- Baron -------------------------------------------------------------------------------
def test_baron_adds_two_outsiders_in_place_of_townsfolk() -> None:
    script = mixed_script()
    for seed in range(30):
        rng = random.Random(seed)
        players = rng.choice(range(7, 16))
        setup = drawn_setup(script, ["baron"], players, rng, redraw=True)
        if setup is None:
            continue
        if any(s.character in ("marionette", "lunatic") for s in setup.seats):
            continue
        teams = [script.by_id[s.character].team for s in setup.seats]
        base = player_counts(players)
        outsiders = teams.count(Team.OUTSIDER)
        assert outsiders >= base.outsider + 2  # the Balloonist may add one more
        assert teams.count(Team.MINION) == base.minion


def test_baron_counts_are_legal() -> None:
    script = mixed_script()
    baron = script.by_id["baron"]
    base = player_counts(10)
    assert (base.townsfolk - 2, base.outsider + 2, base.minion, base.demon) in legal_counts(script, [baron], 10)


# -- Spy ---------------------------------------------------------------------------------
def test_a_poisoned_spy_registers_only_as_itself() -> None:
    script = parse_script([{"id": "_meta", "name": "t"}, "spy", "noble", "monk", "soldier", "ojo", "oracle"])
    answers = Recording()
    game = make_game(script, [("A", "noble"), ("B", "spy"), ("C", "monk"), ("D", "soldier"), ("E", "ojo")], answers)
    game.seats[1].effects.append(Effect(POISONED, 1, None, until=("dawn", 1)))
    game.prepare()
    game.night()
    (noble,) = [d for d in answers.decisions if d.kind == "info.noble"]
    # The Spy cannot register as good, so no three players hold both the Spy and the Ojo.
    assert noble.options and not any(1 in option and 4 in option for option in noble.options)


def test_spy_personas_are_good_characters() -> None:
    script = parse_script([{"id": "_meta", "name": "t"}, "spy", "noble", "monk", "recluse", "ojo"])
    game = make_game(script, [("A", "noble"), ("B", "spy"), ("C", "monk"), ("D", "recluse"), ("E", "ojo")])
    found = game.personas(game.seats[1])
    assert found[0].character.id == "spy" and found[0].is_evil
    assert {(p.character.id, p.alignment) for p in found[1:]} == {
        ("spy", "good"), ("noble", "good"), ("monk", "good"), ("recluse", "good")}


# -- Scarlet Woman -------------------------------------------------------------------------
def test_travellers_do_not_count_for_the_scarlet_woman() -> None:
    script = parse_script([{"id": "_meta", "name": "t"}, "scarletwoman", "ojo", "monk", "noble", "soldier",
                           "for_architect"])
    seats = [("A", "scarletwoman"), ("B", "monk"), ("C", "ojo"), ("D", "soldier"),
             ("T", "for_architect", None, "good")]
    game = make_game(script, seats)
    game.prepare()
    game.night()
    game.dawn()
    game.phase = "day 1"
    game.day_no = 1
    with pytest.raises(GameOver):
        game.execute(game.seats[2])  # 4 players and a Traveller alive: good wins
    assert game.winner == "good"
    assert game.seats[0].character.id == "scarletwoman"


# -- Lunatic ------------------------------------------------------------------------------
def test_the_lunatic_believes_a_demon_in_random_setups() -> None:
    script = mixed_script()
    seen = 0
    for seed in range(200):
        rng = random.Random(seed)
        try:
            setup = random_setup(script, rng.choice(range(5, 16)), rng)
        except SetupError:
            continue
        for s in setup.seats:
            if s.character == "lunatic":
                seen += 1
                assert s.believes is not None and script.by_id[s.believes].team is Team.DEMON
    assert seen > 5


def test_the_lunatic_does_not_hold_the_demon_ability_in_its_seat() -> None:
    script = parse_script([{"id": "_meta", "name": "t"}, "lunatic", "ojo", "monk", "noble", "soldier"])
    game = make_game(script, [("A", "lunatic", "ojo"), ("B", "monk"), ("C", "ojo"), ("D", "soldier"), ("E", "noble")])
    game.prepare()
    assert [a.character.id for a in game.seats[0].abilities] == ["lunatic"]
    assert game.seats[0].knows["alignment"] == "evil" and game.seats[0].alignment == "good"


# -- Marionette ---------------------------------------------------------------------------
def test_the_marionette_neighbours_the_demon_and_believes_a_good_character() -> None:
    script = mixed_script()
    seen = 0
    for seed in range(300):
        rng = random.Random(seed)
        try:
            setup = random_setup(script, rng.choice(range(5, 16)), rng)
        except SetupError:
            continue
        n = len(setup.seats)
        names = [s.name for s in setup.seats]
        assert len(set(names)) == n
        for i, s in enumerate(setup.seats):
            if s.character != "marionette":
                continue
            seen += 1
            assert s.believes is not None and script.by_id[s.believes].team.is_good
            around = {setup.seats[(i + 1) % n].character, setup.seats[(i - 1) % n].character}
            assert "alhadikhia" in around
    assert seen > 5


# -- Al-Hadikhia ------------------------------------------------------------------------
def test_the_chosen_players_decide_in_order_and_each_decides_for_themselves() -> None:
    answers = Recording()
    answers.add("alhadikhia", (3, 1, 2))
    seats = [("A", "alhadikhia"), ("B", "dreamer"), ("C", "oracle"), ("D", "balloonist"), ("E", "cannibal")]
    game = make_game(AXIOM, seats, answers)
    game.prepare()
    game.night()
    game.dawn()
    game.day_no = 1
    with pytest.raises(GameOver):
        game.night()  # everyone lives (the quiet answer), so all three die: two are left
    asked = [d for d in answers.decisions if d.kind == "alhadikhia.live"]
    assert [d.decider for d in asked] == [3, 1, 2]
    assert all(d.options == (True, False) for d in asked)
    (choose,) = [d for d in answers.decisions if d.kind == "alhadikhia"]
    assert choose.options[0] is None and len(choose.options) == 1 + 5 * 4 * 3


# -- random games -------------------------------------------------------------------------
@pytest.mark.parametrize("character", MINE)
def test_random_games_with_the_character_never_raise(character: str) -> None:
    script = mixed_script()
    seen = play_many(script, [character], 35, seed_tag=f"axiom-{character}", stalls=ANY)
    assert seen["ran"] > 20


@pytest.mark.parametrize("character", ("lunatic", "scarletwoman", "marionette", "spy"))
def test_random_games_with_another_demon_never_raise(character: str) -> None:
    script = mixed_script("ojo" if character != "marionette" else "vigormortis")
    seen = play_many(script, [character], 15, seed_tag=f"axiom-ojo-{character}", stalls=ANY)
    assert seen["ran"] > 8
