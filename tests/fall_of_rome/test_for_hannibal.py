"""Hannibal: the bag, the Storyteller's kills, registration, and random play."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from clocktower.abilities import ability_class
from clocktower.agents.scripted import Scripted
from clocktower.characters import EVIL, GOOD, Team
from clocktower.game.engine import Game
from clocktower.game.setup import Bag, Setup, legal_counts, random_setup
from clocktower.game.state import POISONED, Effect

from ..support.games import make_game, seat_specs
from ..support.phases import play_until
from ..support.scripts import FOR

HANNIBAL = "for_hannibal"


def _bag_12(seed: int) -> Bag:
    """The 12-player example's bag before Hannibal reshapes it: the counts after
    [+1 Hannibal] (6 Townsfolk, 2 Outsiders, 2 Minions, 2 Demons) with one Hannibal token."""
    by = FOR.by_id
    tokens = [by[HANNIBAL], by["for_glykon"], by["for_augur"]]
    tokens += [by[c] for c in ("for_sculptor", "for_vestalvirgin", "for_legionary",
                               "for_trumpeter", "for_mortician", "for_merchant")]
    tokens += [by["for_thetwins"], by["for_spartacus"]]
    return Bag(FOR, tokens, {}, random.Random(seed))


def test_example_2_the_bag_holds_7_townsfolk_3_outsiders_2_minions_when_the_demon_slot_believes_an_outsider() -> None:
    cls = ability_class(HANNIBAL)
    assert cls is not None
    assert cls.bag_modifiers((7, 2, 2, 1)) == [(-1, 0, 0, 1)]
    seen_outsider = False
    for seed in range(200):
        bag = _bag_12(seed)
        cls.adjust_bag(bag)
        assert len(bag.tokens) == 12
        true = Counter(c.team for c in bag.tokens)
        assert (true[Team.TOWNSFOLK], true[Team.OUTSIDER], true[Team.MINION], true[Team.DEMON]) == (6, 2, 2, 2)
        hannibals = [i for i, c in enumerate(bag.tokens) if c.id == HANNIBAL]
        assert len(hannibals) == 2 and all(i in bag.believes for i in hannibals)
        believed = [bag.believes[i] for i in hannibals]
        # Each believes a good character that nobody else holds; the second a Townsfolk.
        assert all(b.team.is_good for b in believed)
        assert believed[1].team is Team.TOWNSFOLK
        in_bag = [c.id for c in bag.tokens if c.id != HANNIBAL]
        assert not {b.id for b in believed} & set(in_bag) and believed[0] != believed[1]
        assert not {b.id for b in believed} & {"for_spartacus", "for_badomen"}
        shown = Counter((bag.believes.get(i) or c).team for i, c in enumerate(bag.tokens))
        if believed[0].team is Team.OUTSIDER:
            seen_outsider = True
            assert believed[0].id == "for_winemaker"  # the only Outsider left to believe
            # The example: Winemaker added, the Actor chosen; 7 Townsfolk, 3 Outsiders, 2 Minions.
            assert (shown[Team.TOWNSFOLK], shown[Team.OUTSIDER], shown[Team.MINION]) == (7, 3, 2)
        else:
            assert (shown[Team.TOWNSFOLK], shown[Team.OUTSIDER], shown[Team.MINION]) == (8, 2, 2)
    assert seen_outsider


def test_random_setups_with_hannibal_seat_two_believing_hannibals_at_legal_counts() -> None:
    found = 0
    for seed in range(400):
        rng = random.Random(seed)
        players = 5 + seed % 11
        setup = random_setup(FOR, players, rng)
        specs = [s for s in setup.seats if s.character == HANNIBAL]
        if not specs:
            continue
        found += 1
        assert len(setup.seats) == players
        assert len(specs) == 2
        assert all(s.believes and FOR.by_id[s.believes].team.is_good for s in specs)
        assert not {s.believes for s in specs} & set(setup.bluffs)
        chars = [FOR.by_id[s.character] for s in setup.seats]
        counts = Counter(c.team for c in chars)
        have = (counts[Team.TOWNSFOLK], counts[Team.OUTSIDER], counts[Team.MINION], counts[Team.DEMON])
        assert have in legal_counts(FOR, chars, players)
    assert found > 20


SIX = [("Ann", HANNIBAL, "for_legionary"), ("Ben", HANNIBAL, "for_vestalvirgin"),
       ("Gwen", "for_glykon"), ("Sam", "for_sculptor"), ("Max", "for_merchant"),
       ("Tom", "for_standardbearer")]


def test_one_decision_per_living_hannibal_each_night() -> None:
    answers = Scripted()
    answers.add("nominate", 0, by=3, phase="day 1")
    for voter in (2, 3, 4, 5):
        answers.add("vote", True, by=voter, phase="day 1", about=0)
    game = make_game(FOR, SIX, answers)
    play_until(game, "night 2", game_over_ok=False)
    asked = [(phase, kind) for phase, kind, _ in answers.asked if kind == "for_hannibal.kill"]
    assert asked == [("night 2", "for_hannibal.kill")]  # Ann died on day 1: only Ben's
    assert game.seats[0].alignment == GOOD and game.seats[1].alignment == EVIL


def test_the_hannibal_player_never_decides_the_kill() -> None:
    answers = Scripted()
    game = make_game(FOR, SIX, answers)
    play_until(game, "night 2", game_over_ok=False)
    kills = [d for _, kind, d in answers.asked if kind == "for_hannibal.kill"]
    assert kills == [-1, -1]


def test_a_poisoned_hannibal_kills_nobody_and_is_not_asked() -> None:
    answers = Scripted()
    game = make_game(FOR, SIX, answers)
    game.prepare()
    game.night()
    game.dawn()
    game.add_effect(Effect(POISONED, 0, None, until=("dawn", 2)))
    game.day()
    game.dusk()
    game.night()
    asked = [d for _, kind, d in answers.asked if kind == "for_hannibal.kill"]
    assert len(asked) == 1  # only Ben's


def test_hannibals_register_as_hannibal_demon_evil_and_the_first_dead_as_good() -> None:
    answers = Scripted().add("for_hannibal.kill", 1, phase="night 2", about=0)
    game = make_game(FOR, SIX, answers)
    play_until(game, "night 1", game_over_ok=False)
    for i in (0, 1):
        (p,) = game.personas(game.seats[i])
        assert (p.character.id, p.team, p.alignment) == (HANNIBAL, Team.DEMON, EVIL)
    game.day()
    game.dusk()
    game.night()
    (dead,) = game.personas(game.seats[1])
    assert (dead.character.id, dead.team, dead.alignment) == (HANNIBAL, Team.DEMON, GOOD)
    (alive,) = game.personas(game.seats[0])
    assert alive.alignment == EVIL
    # The believed ability is gone once the player knows they are Hannibal.
    assert [a.character.id for a in game.seats[1].abilities] == [HANNIBAL]
    assert game.seats[1].knows["alignment"] == GOOD


def test_hannibals_get_no_demon_info_and_minions_get_the_bluffs() -> None:
    seats = SIX + [("Abe", "for_augur"), ("Cato", "for_centurion")]
    game = make_game(FOR, seats, Scripted(), bluffs=["for_physician", "for_actor", "for_gladiator"])
    play_until(game, "night 1", game_over_ok=False)
    info = [e for e in game.events if e.kind in ("minion-info", "demon-info")]
    assert {e.audience for e in info} == {2, 6}
    assert all(e.kind == "minion-info" and e.data["bluffs"] == ["for_physician", "for_actor", "for_gladiator"]
               and e.data["demons"] == [0, 1] for e in info)
    assert game.seats[2].knows["bluffs"] == ["for_physician", "for_actor", "for_gladiator"]
    assert "bluffs" not in game.seats[0].knows and "evil" not in game.seats[0].knows


def test_the_random_storyteller_kills_about_one_a_night_and_usually_one_hannibal() -> None:
    seats = [("A", HANNIBAL, "for_legionary"), ("B", HANNIBAL, "for_trumpeter"), ("C", "for_glykon"),
             ("D", "for_augur"), ("E", "for_temptress"), ("F", "for_sculptor"), ("G", "for_vestalvirgin"),
             ("H", "for_merchant"), ("I", "for_mortician"), ("J", "for_standardbearer"),
             ("K", "for_actor"), ("L", "for_centurion"), ("M", "for_spartacus")]
    kills = nights = hannibal_first = both_alive_at_end = 0
    fired: Counter[str] = Counter()
    winners: Counter[str] = Counter()
    for seed in range(120):
        setup = Setup(seat_specs(seats), ["for_physician", "for_gladiator", "for_blacksmith"])
        game = Game(FOR, setup, seed=seed)
        game.run()
        winners[game.winner or "none"] += 1
        for e in game.events:
            if e.kind == "death" and e.data.get("by") == HANNIBAL:
                kills += 1
            if e.kind in ("snake-bite", "became-bad-omen", "temptress-triggered", "spartacus-claim",
                          "spartacus-guess-used"):
                fired[e.kind] += 1
            if e.kind == "alignment" and game.seats[e.data["seat"]].character.id == HANNIBAL:
                hannibal_first += 1
        nights += max(0, game.night_no - 1)
        if sum(1 for s in game.seats if s.alive and s.character.id == HANNIBAL) == 2:
            both_alive_at_end += 1
    assert 0.6 < kills / nights < 1.4
    assert hannibal_first > 60  # most games see a Hannibal die and turn good
    assert both_alive_at_end < 40
    assert winners["good"] >= 5 and winners["evil"] > 10
    assert all(fired[k] > 0 for k in ("snake-bite", "became-bad-omen", "temptress-triggered",
                                      "spartacus-claim", "spartacus-guess-used")), fired


@pytest.mark.parametrize("seed", range(3))
def test_only_evil_alive_ends_the_game_for_evil(seed: int) -> None:
    answers = Scripted()
    answers.add("for_hannibal.kill", 3, phase="night 2", about=0)
    answers.add("for_hannibal.kill", 4, phase="night 2", about=1)
    answers.add("for_hannibal.kill", 5, phase="night 3", about=0)
    game = make_game(FOR, SIX, answers, seed=seed)
    game.run()
    assert game.winner == EVIL and game.win_reason == "only evil players are alive"
    assert game.night_no == 3


def test_an_evil_traveller_learns_both_demons_are_hannibal_but_not_the_minions() -> None:
    game = make_game(FOR, SIX, Scripted())
    hannibal = next(a for a in game.seats[0].abilities if a.character.id == HANNIBAL)
    shown = hannibal.adjust_evil_info(game, "traveller-info", game.seats[5], {"demons": [0, 1]})
    assert shown == {"demons": [0, 1], "demon_character": HANNIBAL}
