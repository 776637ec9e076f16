"""Glykon: the bite only from a working Glykon, its length, and how the nominee registers."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.characters import EVIL, GOOD
from clocktower.game.engine import Game
from clocktower.game.state import POISONED, Effect

from ..support.games import make_game
from ..support.phases import play_until
from ..support.scripts import FOR

SEATS = [("Vera", "for_vestalvirgin"), ("Gwen", "for_glykon"), ("Hank", "for_hannibal", "for_legionary"),
         ("Hugo", "for_hannibal", "for_merchant"), ("Omar", "for_badomen", "for_sculptor"),
         ("Cato", "for_centurion")]


def _alignments(game: Game, index: int) -> set[str]:
    return {p.alignment for p in game.personas(game.seats[index])}


def _to_day_1(answers: Scripted) -> Game:
    game = make_game(FOR, SEATS, answers)
    play_until(game, "night 1", game_over_ok=False)
    return game


def test_the_bite_flips_every_way_the_nominee_may_register_until_dawn() -> None:
    answers = Scripted().add("nominate", 0, by=1, phase="day 1")
    game = _to_day_1(answers)
    assert _alignments(game, 0) == {GOOD}
    game.day()
    assert _alignments(game, 0) == {EVIL}
    assert game.is_poisoned(game.seats[0])
    game.dusk()
    game.night()
    assert _alignments(game, 0) == {EVIL}
    game.dawn()
    assert _alignments(game, 0) == {GOOD}
    assert not game.is_poisoned(game.seats[0])


def test_a_bad_omen_must_register_evil_and_an_evil_nominee_good() -> None:
    for nominee, before, after in ((4, {GOOD, EVIL}, {EVIL}), (2, {EVIL}, {GOOD}), (1, {EVIL, GOOD}, {GOOD})):
        answers = Scripted().add("nominate", nominee, by=1, phase="day 1")
        game = _to_day_1(answers)
        assert _alignments(game, nominee) == before
        game.day()
        assert _alignments(game, nominee) == after
        assert not game.is_poisoned(game.seats[nominee])  # no Townsfolk: no poison


def test_a_drunk_or_poisoned_glykon_bites_nobody() -> None:
    answers = Scripted().add("nominate", 0, by=1, phase="day 1")
    game = _to_day_1(answers)
    game.add_effect(Effect(POISONED, 1, None, until=("dusk", 1)))
    game.day()
    assert _alignments(game, 0) == {GOOD}
    assert not game.is_poisoned(game.seats[0])
    assert not any(e.kind == "snake-bite" for e in game.events)
    # Nor does it register as good while poisoned.
    assert _alignments(game, 1) == {EVIL}


def test_a_dead_glykon_nominating_through_the_sibyl_does_nothing() -> None:
    game = _to_day_1(Scripted())
    glykon = next(a for a in game.seats[1].abilities if a.character.id == "for_glykon")
    game.seats[1].alive = False
    game.day_no = 1
    game.phase = "day 1"
    assert not game.reaches(glykon, "on_nomination")  # a dead Glykon's nomination is not asked
    game.dispatch("on_nomination", game.seats[1], game.seats[0])  # as the engine asks it
    assert _alignments(game, 0) == {GOOD}
    assert not game.is_poisoned(game.seats[0])
    assert _alignments(game, 1) == {EVIL}  # a dead Glykon never registers as good


def test_the_glykon_nominating_itself_registers_as_good_only() -> None:
    answers = Scripted().add("nominate", 1, by=1, phase="day 1")
    game = _to_day_1(answers)
    game.day()
    assert _alignments(game, 1) == {GOOD}
