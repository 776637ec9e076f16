"""Lycanthrope: kills a good player each night*, cancelling the Demon's kill; FAUX PAW registers evil."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.characters import EVIL
from clocktower.game.state import DEMON, POISONED, Effect
from clocktower.script import load_script

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from ..support.random_games import play_many

CONTAGION = load_script("the-contagion-insurrection")
SEATS = [("Alice", "lycanthrope"), ("Bob", "steward"), ("Carol", "vigormortis"), ("Dave", "gossip"),
         ("Eve", "mayor"), ("Fay", "balloonist")]


def registers(game, index: int) -> set[str]:
    return {p.alignment for p in game.personas(game.seats[index])}


def test_the_faux_paw_registers_evil_only_while_the_lycanthrope_functions() -> None:
    answers = Recording().add("lycanthrope.fauxpaw", 4)
    game = make_game(CONTAGION, SEATS, answers)
    game.prepare()
    assert sorted(answers.last_options("lycanthrope.fauxpaw")) == [0, 1, 3, 4, 5]  # good players only
    assert registers(game, 4) == {EVIL}
    assert game.seats[4].alignment == "good"  # the team is unchanged
    poison = Effect(POISONED, 0, None)
    game.seats[0].effects.append(poison)
    assert registers(game, 4) == {"good"}
    game.seats[0].effects.remove(poison)
    game.seats[0].alive = False
    assert registers(game, 4) == {"good"}


def test_the_steward_cannot_be_shown_the_faux_paw_as_good() -> None:
    answers = Recording().add("lycanthrope.fauxpaw", 4)
    game = make_game(CONTAGION, SEATS, answers)
    play_until(game, "night 1")
    options = answers.last_options("info.steward")
    assert 4 not in options and 3 in options


def test_only_living_players_may_be_chosen() -> None:
    answers = Recording().add("lycanthrope.fauxpaw", 4).add("vigormortis", 5, phase="night 2")
    answers.add("lycanthrope", 1, phase="night 2")
    game = make_game(CONTAGION, SEATS, answers)
    play_until(game, "night 3")
    nights = [d for d, p in zip(answers.decisions, answers.phases) if d.kind == "lycanthrope"]
    assert sorted(nights[0].options) == [0, 1, 2, 3, 4, 5]
    assert 1 not in nights[1].options and 0 in nights[1].options  # Bob died on night 2


def test_the_demon_kill_fails_only_on_the_night_the_lycanthrope_killed() -> None:
    answers = Scripted().add("lycanthrope.fauxpaw", 4)
    game = make_game(CONTAGION, SEATS, answers)
    game.prepare()
    game.night_no, game.phase = 2, "night 2"
    game.cancel_demon_kills(None)
    assert not game.kill(game.seats[3], DEMON, None)
    game.night_no, game.phase = 3, "night 3"
    assert game.kill(game.seats[3], DEMON, None)


def test_a_believed_lycanthrope_marks_no_faux_paw() -> None:
    answers = Recording()
    seats = [("Alice", "drunk", "lycanthrope")] + SEATS[1:]
    game = make_game(CONTAGION, seats, answers)
    game.prepare()
    assert not answers.of("lycanthrope.fauxpaw")
    assert all(registers(game, i) == {"good"} for i in (0, 1, 3, 4, 5))


def test_random_games_with_the_lycanthrope_run_and_it_kills() -> None:
    seen = play_many(CONTAGION, ["lycanthrope"], 150, seed_tag="lycanthrope")
    assert seen["ran"] >= 140
    assert seen["death:lycanthrope"] > 30
    assert seen["demon-kills-cancelled"] > 30
