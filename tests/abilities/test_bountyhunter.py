"""Bounty Hunter: setup's evil Townsfolk, and who learns what."""

from __future__ import annotations

import random

from clocktower.agents.scripted import Scripted
from clocktower.characters import Team
from clocktower.game.setup import random_setup

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from .test_axiom_townsfolk_games import MIXED


def test_the_bag_turns_exactly_one_other_townsfolk_evil() -> None:
    found = 0
    for seed in range(300):
        setup = random_setup(MIXED, random.Random(seed).choice(range(5, 16)), random.Random(seed))
        chars = {s.character for s in setup.seats}
        evil_townsfolk = [s for s in setup.seats
                          if s.alignment == "evil" and MIXED.by_id[s.character].team is Team.TOWNSFOLK]
        if "bountyhunter" in chars:
            found += 1
            assert len(evil_townsfolk) == 1
            assert evil_townsfolk[0].character != "bountyhunter"
        else:
            assert not evil_townsfolk
    assert found > 10


def test_the_evil_townsfolk_is_told_they_are_evil() -> None:
    game = make_game(MIXED, [("Alice", "bountyhunter"), ("Bob", "ojo"), ("Carol", "monk", None, "evil"),
                             ("Dave", "soldier"), ("Eve", "noble")])
    play_until(game, "night 1")
    carol = game.seats[2]
    assert carol.is_evil and carol.knows["alignment"] == "evil"
    told = [e for e in game.events if e.kind == "character" and e.audience == 2]
    assert told and told[0].data["alignment"] == "evil"


def test_only_other_players_never_shown_before_and_living_later() -> None:
    rec = Recording()
    rec.add("widow", 3, phase="night 1")
    rec.add("info.bountyhunter", 4, phase="night 1")
    rec.add("nominate", 4, by=0, phase="day 1")
    for voter in (0, 2, 3):
        rec.add("vote", True, by=voter, phase="day 1")
    rec.add("ojo", "soldier", phase="night 2")
    game = make_game(MIXED, [("Alice", "bountyhunter"), ("Bob", "ojo"), ("Carol", "monk", None, "evil"),
                             ("Dave", "soldier"), ("Eve", "widow")], rec)
    rec.watch(game)
    play_until(game, "night 2")
    first, second = rec.of("info.bountyhunter")
    assert set(first.options) == {1, 2, 4}  # the evil players; never the Bounty Hunter
    assert not game.seats[4].alive
    assert set(second.options) == {1, 2}  # not Eve again (shown before, and dead)


def test_no_evil_player_left_to_show_means_no_information() -> None:
    answers = Scripted()
    game = make_game(MIXED, [("Alice", "bountyhunter"), ("Bob", "ojo"), ("Carol", "monk"),
                             ("Dave", "soldier"), ("Eve", "noble")], answers)
    play_until(game, "night 1")
    bh = game.seats[0].abilities[0]
    bh.state["shown"] = [1]
    bh.state["know"] = 3
    game.seats[3].alive = False
    game.night()
    assert not [e for e in game.events if e.kind == "info" and e.phase == "night 2"]
    assert any(e.kind == "ability-failed" and e.data.get("ability") == "bountyhunter" for e in game.events)
