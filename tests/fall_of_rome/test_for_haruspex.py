"""Haruspex: [+ Spartacus] in the bag, a drunk Haruspex, information, and random games."""

from __future__ import annotations

import random
from collections import Counter

from clocktower.abilities import ability_class
from clocktower.characters import Team
from clocktower.game.setup import Bag, legal_counts, random_setup
from clocktower.game.state import POISONED, Effect
from clocktower.script import player_counts

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import to_night
from ..support.random_games import play_many
from ..support.scripts import FOR
from ..support.setups import implemented_only

HARUSPEX = "for_haruspex"
SEATS = [("Haru", HARUSPEX), ("Julia", "for_vestalvirgin"), ("Ellen", "for_trumpeter"),
         ("Hank", "for_hannibal", "for_legionary"), ("Hugo", "for_hannibal", "for_merchant"),
         ("Sam", "for_sculptor"), ("Max", "for_merchant")]


def test_bag_modifiers_are_no_change_or_one_townsfolk_for_an_outsider() -> None:
    cls = ability_class(HARUSPEX)
    assert cls is not None
    assert cls.bag_modifiers((5, 2, 1, 1)) == [(0, 0, 0, 0), (-1, 1, 0, 0)]


def test_spartacus_replaces_an_outsider_token_or_a_townsfolk_when_there_is_none() -> None:
    cls = ability_class(HARUSPEX)
    assert cls is not None
    by = FOR.by_id
    for seed in range(50):
        tokens = [by["for_cleopatra"], by[HARUSPEX], by["for_sculptor"], by["for_actor"],
                  by["for_mortician"], by["for_winemaker"]]
        bag = Bag(FOR, list(tokens), {}, random.Random(seed))
        cls.adjust_bag(bag)
        assert [c.id for c in bag.tokens].count("for_spartacus") == 1
        assert "for_winemaker" not in [c.id for c in bag.tokens]
        bag = Bag(FOR, tokens[:5], {}, random.Random(seed))
        cls.adjust_bag(bag)
        ids = [c.id for c in bag.tokens]
        assert "for_spartacus" in ids and len(ids) == 5 and sum(c.team is Team.TOWNSFOLK for c in bag.tokens) == 2


def test_random_setups_with_the_haruspex_hold_spartacus_at_legal_counts_both_ways() -> None:
    script = implemented_only(FOR, ["for_caesar", HARUSPEX], first=True)
    outsider_change: Counter[int] = Counter()
    for seed in range(300):
        rng = random.Random(seed)
        players = 5 + seed % 11
        setup = random_setup(script, players, rng)
        ids = [s.character for s in setup.seats]
        if HARUSPEX not in ids:
            continue
        assert "for_spartacus" in ids
        chars = [FOR.by_id[i] for i in ids]
        counts = Counter(c.team for c in chars)
        have = (counts[Team.TOWNSFOLK], counts[Team.OUTSIDER], counts[Team.MINION], counts[Team.DEMON])
        assert have in legal_counts(FOR, chars, players)
        if "for_scholar" not in ids:
            outsider_change[have[1] - player_counts(players).outsider] += 1
    assert outsider_change[0] > 0 and outsider_change[1] > 0


def test_a_poisoned_haruspex_uses_up_the_kill_without_effect_and_learns_anything() -> None:
    answers = Recording()
    answers.add(HARUSPEX, 2, by=0, phase="night 1")
    answers.add(HARUSPEX, 2, by=0, phase="night 2")
    answers.add(HARUSPEX, 1, by=0, phase="night 3")
    answers.add(HARUSPEX, 2, by=0, phase="night 4")
    game = make_game(FOR, SEATS, answers)
    to_night(game, 2)
    game.add_effect(Effect(POISONED, 0, None, until=("dawn", 2)))
    game.night()
    game.dawn()
    assert game.seats[2].alive
    info = [e for e in game.events if e.kind == "info" and e.audience == 0 and e.phase == "night 2"]
    assert info and info[0].data["mode"] == "arbitrary"
    assert len(answers.options(f"info.{HARUSPEX}")[-1]) > 1
    for _ in range(2):  # Julia then Ellen again, sober: Can't Kill, nobody dies
        game.day()
        game.dusk()
        game.night()
        game.dawn()
    assert game.seats[2].alive and game.seats[1].alive
    assert len(answers.options(HARUSPEX)) == 4  # still woken every night
    assert answers.options(HARUSPEX)[0] == list(range(len(SEATS)))  # itself and the dead too


def test_a_sober_haruspex_is_told_only_the_truth() -> None:
    answers = Recording()
    answers.add(HARUSPEX, 3, by=0, phase="night 1")
    game = make_game(FOR, SEATS, answers)
    game.prepare()
    game.night()
    assert answers.options(f"info.{HARUSPEX}") == [["for_hannibal"]] or not answers.options(f"info.{HARUSPEX}")
    told = [e for e in game.events if e.kind == "info" and e.audience == 0]
    assert told[0].data["answer"] == "for_hannibal" and told[0].data["true"]


def test_random_games_with_the_haruspex_never_raise_and_it_kills_once() -> None:
    seen: Counter[str] = Counter()
    for demon in ("for_crassus", "for_cleopatra"):
        seen += play_many(FOR, [demon, HARUSPEX], 60, redraw=True, seed_tag=demon, skip_stalled=True)
    assert seen["ran"] >= 100
    assert seen["death:for_haruspex:ability"] > 0
    assert seen["death:for_haruspex:ability"] <= seen["reminder:Can't Kill"]
