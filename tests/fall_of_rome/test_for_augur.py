"""Augur: only a working Augur changes its Townsfolk nominator."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.game.state import DRUNK, POISONED, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.scripts import FOR

SEATS = [("Scott", "for_sculptor"), ("Abe", "for_augur"), ("Hank", "for_hannibal", "for_legionary"),
         ("Hugo", "for_hannibal", "for_merchant"), ("Vera", "for_vestalvirgin"), ("Cato", "for_centurion")]


def test_a_drunk_or_poisoned_augur_changes_nobody() -> None:
    for kind in (DRUNK, POISONED):
        answers = Scripted().add("nominate", 1, by=0, phase="day 1")
        game = make_game(FOR, SEATS, answers)
        game.prepare()
        game.night()
        game.dawn()
        game.add_effect(Effect(kind, 1, None, until=("dusk", 1)))
        game.day()
        assert game.seats[0].character.id == "for_sculptor"


def test_the_new_bad_omen_keeps_believing_its_old_character_and_alignment() -> None:
    answers = Scripted().add("nominate", 1, by=0, phase="day 1")
    game = make_game(FOR, SEATS, answers)
    game.prepare()
    game.night()
    game.dawn()
    game.day()
    seat = game.seats[0]
    assert (seat.character.id, seat.believes.id, seat.alignment) == ("for_badomen", "for_sculptor", "good")
    held = [(a.character.id, a.fake) for a in seat.abilities]
    assert held == [("for_sculptor", True), ("for_badomen", False)]
    assert seat.knows["alignment"] == "good"


def test_a_spartacus_who_claimed_never_becomes_a_bad_omen_believing_spartacus() -> None:
    # "You think you are a Townsfolk": Spartacus knows it is Spartacus, so although it may
    # register as a Townsfolk after claiming, the Augur does not change it (nobody is asked).
    seats = [("Mack", "for_spartacus"), *SEATS[1:]]
    answers = Recording()
    answers.add("spartacus", "claim", by=0, phase="day 1").add("nominate", 1, by=0, phase="day 1")
    game = make_game(FOR, seats, answers)
    game.prepare()
    game.night()
    game.dawn()
    game.day()
    assert any(e.kind == "nomination" and e.data["nominator"] == 0 and e.data["nominee"] == 1
               for e in game.events)
    assert game.seats[0].character.id == "for_spartacus"
    assert not [d for d in answers.of("register") if d.about == 0]
