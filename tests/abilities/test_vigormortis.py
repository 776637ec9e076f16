"""Vigormortis: setup, lasting effects and hooks the scenario files cannot show."""

from __future__ import annotations

import dataclasses
import random

from clocktower.abilities import ability_class
from clocktower.abilities.base import Ability
from clocktower.characters import Team
from clocktower.game.setup import legal_counts, random_setup
from clocktower.game.state import DRUNK, POISONED, Effect, Seat
from clocktower.script import player_counts

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import to_night
from ..support.random_games import play_many
from ..support.scripts import UNTITLED

SEATS = [("Vic", "vigormortis"), ("Ned", "noble"), ("Mona", "monk"), ("Ava", "assassin"), ("Rex", "recluse"),
         ("Sol", "oracle"), ("Nia", "noble"), ("Dru", "drunk", "monk")]
VIC, NED, MONA, AVA, REX, SOL, NIA, DRU = range(8)


def _minion_killed(answers: Recording | None = None):  # type: ignore[no-untyped-def]
    """Night 2 played: the Vigormortis killed the Assassin, Sol (the Oracle) is poisoned."""
    answers = answers or Recording()
    answers.add("vigormortis", AVA, phase="night 2")
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 2)
    game.night()
    game.dawn()
    assert not game.seats[AVA].alive and game.keeps_ability(game.seats[AVA])
    assert game.is_poisoned(game.seats[SOL])
    return game


def _assassin(game) -> Ability:  # type: ignore[no-untyped-def]
    return next(a for a in game.seats[AVA].abilities if a.id == "assassin")


def test_bag_modifier_removes_one_outsider_if_there_is_one() -> None:
    cls = ability_class("vigormortis")
    assert cls is not None
    assert cls.bag_modifiers((5, 1, 1, 1)) == [(1, -1, 0, 0)]
    assert cls.bag_modifiers((5, 0, 1, 1)) == [(0, 0, 0, 0)]
    vig = UNTITLED.by_id["vigormortis"]
    assert legal_counts(UNTITLED, [vig], 8) == {(6, 0, 1, 1)}
    assert legal_counts(UNTITLED, [vig], 7) == {(5, 0, 1, 1)}
    assert legal_counts(UNTITLED, [vig], 12) == {(8, 1, 2, 1)}


def test_random_bags_with_the_vigormortis_hold_one_outsider_fewer() -> None:
    pool = tuple(c for c in UNTITLED.characters
                 if c.id != "balloonist" and (c.team is not Team.DEMON or c.id == "vigormortis"))
    narrowed = dataclasses.replace(UNTITLED, characters=pool)
    rng = random.Random(7)
    for players in range(5, 16):
        base = player_counts(players)
        for _ in range(5):
            setup = random_setup(narrowed, players, rng)
            teams = [UNTITLED.by_id[s.character].team for s in setup.seats]
            assert teams.count(Team.OUTSIDER) == max(0, base.outsider - 1)
            assert teams.count(Team.TOWNSFOLK) == base.townsfolk + (1 if base.outsider else 0)


def test_a_kept_ability_still_wakes_when_its_dead_minion_is_poisoned_but_does_nothing() -> None:
    game = _minion_killed()
    poison = game.add_effect(Effect(POISONED, AVA, None))
    assassin = _assassin(game)
    assert assassin.wakes(game, False) and not game.functioning(assassin)
    assert game.is_poisoned(game.seats[SOL])  # the Vigormortis's poison on the neighbour stays
    game.seats[AVA].effects.remove(poison)
    assert game.functioning(assassin)


def test_a_poisoned_dead_minion_wakes_and_chooses_but_cannot_kill() -> None:
    answers = Recording().add("assassin", NIA, phase="night 3")
    game = _minion_killed(answers)
    game.add_effect(Effect(DRUNK, AVA, None))
    game.day()
    game.dusk()
    game.night()
    assert answers.of("assassin", "night 3")
    assert game.seats[NIA].alive


def test_when_the_vigormortis_loses_its_ability_so_do_its_minions_until_it_is_sober() -> None:
    game = _minion_killed()
    poison = game.add_effect(Effect(POISONED, VIC, None))
    assert not game.keeps_ability(game.seats[AVA]) and not game.functioning(_assassin(game))
    assert not game.is_poisoned(game.seats[SOL])
    assert not _assassin(game).wakes(game, False)
    game.seats[VIC].effects.remove(poison)
    assert game.keeps_ability(game.seats[AVA]) and game.is_poisoned(game.seats[SOL])


def test_a_dead_minion_that_becomes_a_non_minion_loses_its_ability_and_poison() -> None:
    game = _minion_killed()
    ava = game.seats[AVA]
    game.change_character(ava, game.script.by_id["widow"], tell=False)  # another Minion: still kept
    widow = next(a for a in ava.abilities if a.id == "widow")
    assert game.keeps_ability(ava) and game.functioning(widow) and game.is_poisoned(game.seats[SOL])
    game.change_character(ava, game.script.by_id["oracle"], tell=False)  # no longer a Minion
    oracle = next(a for a in ava.abilities if a.id == "oracle")
    assert not game.keeps_ability(ava) and not game.functioning(oracle)
    assert not game.is_poisoned(game.seats[SOL])


def test_a_killed_minion_brought_back_to_life_ends_the_neighbours_poison() -> None:
    game = _minion_killed()
    game.seats[AVA].alive = True
    assert not game.is_poisoned(game.seats[SOL])


def test_a_drunk_vigormortis_chooses_but_nobody_dies() -> None:
    answers = Recording().add("vigormortis", NED, phase="night 2")
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 2)
    game.add_effect(Effect(DRUNK, VIC, None))
    game.night()
    assert answers.of("vigormortis") and all(s.alive for s in game.seats)


class _DayProbe(Ability):
    """A stand-in Minion ability with a day action (like a Mezepheles's word)."""

    id = ""

    def day_action(self, game) -> None:  # type: ignore[no-untyped-def]
        self.state["days"] = self.state.get("days", 0) + 1


def test_a_dead_minion_keeping_its_ability_gets_its_day_action() -> None:
    game = _minion_killed()
    probe = _DayProbe(game.seats[AVA].character, game.seats[AVA])
    game.seats[AVA].abilities.append(probe)
    game.day()
    assert probe.state.get("days") == 1
    game.seats[NED].abilities.append(dead_probe := _DayProbe(game.seats[NED].character, game.seats[NED]))
    game.seats[NED].alive = False
    game.dusk()
    game.night_no += 1
    game.day()
    assert probe.state.get("days") == 2 and "days" not in dead_probe.state


class _Bounce(Ability):
    """A stand-in for the Mayor's bounce: the holder's night death goes to the Assassin."""

    id = ""

    def redirect_death(self, game, target: Seat, cause, source):  # type: ignore[no-untyped-def]
        return game.seats[AVA]


def test_a_minion_killed_by_a_redirected_vigormortis_kill_keeps_its_ability() -> None:
    answers = Recording().add("vigormortis", NED, phase="night 2")
    game = make_game(UNTITLED, SEATS, answers)
    game.seats[NED].abilities.append(_Bounce(game.seats[NED].character, game.seats[NED]))
    to_night(game, 2)
    game.night()
    assert game.seats[NED].alive and not game.seats[AVA].alive
    assert game.keeps_ability(game.seats[AVA]) and game.is_poisoned(game.seats[SOL])


def test_poison_options_are_the_closest_townsfolk_each_way_clockwise_first() -> None:
    answers = Recording()
    _minion_killed(answers)
    (offer,) = answers.of("vigormortis.poison")
    assert list(offer.options) == [SOL, MONA]  # Rex the Recluse is skipped


def test_bot_vigormortis_rarely_targets_itself_or_the_dead() -> None:
    answers = Recording().add("vigormortis", NED, phase="night 2")
    game = make_game(UNTITLED, SEATS, answers)
    to_night(game, 2)
    game.seats[VIC].knows["evil"] = {AVA}
    game.night()
    (choice,) = answers.of("vigormortis", "night 2")
    weights = answers.weights(choice)
    assert weights[VIC] < 0.05 and weights[NIA] == 1.0
    assert 0.05 < weights[AVA] < 1.0  # killing its own Minion is a real play, but not the usual


def test_vigormortis_in_random_games() -> None:
    seen = play_many(UNTITLED, ["vigormortis"], 300, skip_stalled=True)
    assert seen["ran"] >= 250
    assert seen["death:vigormortis"] > 100
    assert seen["effect:vigormortis:keeps-ability"] > 0
    assert seen["effect:vigormortis:keeps-ability"] >= seen["effect:vigormortis:poisoned"] > 0
