"""Spartacus: when it may register as a Townsfolk, and guesses while it does not work."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.characters import Team
from clocktower.game.engine import Game
from clocktower.game.state import DRUNK, POISONED, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.scripts import FOR

SEATS = [("Cory", "for_spartacus"), ("Gwen", "for_glykon"), ("Hank", "for_hannibal", "for_legionary"),
         ("Hugo", "for_hannibal", "for_vestalvirgin"), ("Cato", "for_centurion"), ("Vera", "for_vestalvirgin")]
BLUFFS = ["for_physician", "for_actor", "for_gladiator"]


def _teams(game: Game) -> set[str]:
    return {p.character.id for p in game.personas(game.seats[0])}


def test_night_1_spartacus_may_register_as_any_townsfolk_but_a_demon_bluff() -> None:
    game = make_game(FOR, SEATS, Scripted(), bluffs=BLUFFS)
    game.prepare()
    game.night()
    shown = _teams(game)
    townsfolk = {c.id for c in FOR.team(Team.TOWNSFOLK)}
    assert shown == {"for_spartacus"} | (townsfolk - set(BLUFFS))
    assert game.personas(game.seats[0])[0].character.id == "for_spartacus"  # the truth first


def test_after_night_1_only_a_claim_today_allows_it() -> None:
    answers = Scripted().add("spartacus", "claim", by=0, phase="day 2")
    game = make_game(FOR, SEATS, answers, bluffs=BLUFFS)
    game.prepare()
    game.night()
    game.dawn()
    game.day()
    assert _teams(game) == {"for_spartacus"}  # day 1, no claim
    game.dusk()
    game.night()
    assert _teams(game) == {"for_spartacus"}  # night 2
    game.dawn()
    game.day()
    assert len(_teams(game)) > 1  # day 2, claimed
    game.dusk()
    game.night()
    assert len(_teams(game)) > 1  # the night after the claim
    game.dawn()
    game.day_no += 1  # the start of day 3, before anyone claims: the tokens are gone
    assert _teams(game) == {"for_spartacus"}


def test_drunk_or_poisoned_spartacus_does_not_misregister() -> None:
    for kind in (DRUNK, POISONED):
        game = make_game(FOR, SEATS, Scripted(), bluffs=BLUFFS)
        game.prepare()
        game.add_effect(Effect(kind, 0, None, until=("dawn", 1)))
        game.night()
        assert _teams(game) == {"for_spartacus"}


def test_a_guess_while_spartacus_is_drunk_is_used_and_wins_nothing() -> None:
    answers = Recording()
    answers.add("spartacus", ("guess", 0), by=1, phase="day 1")
    game = make_game(FOR, SEATS, answers, bluffs=BLUFFS)
    game.prepare()
    game.night()
    game.dawn()
    game.add_effect(Effect(DRUNK, 0, None, until=("dusk", 1)))
    game.day()
    assert game.winner is None
    assert any(e.kind == "spartacus-guess-used" for e in game.events)
    game.dusk()
    game.night()
    game.dawn()
    game.day()  # sober again, but the guess is spent: no longer offered
    assert game.winner is None
    assert answers.offered("spartacus")[("day 2", 1)] == [None, "claim"]


def test_a_bad_omen_believing_spartacus_loses_nothing_when_guessed() -> None:
    seats = [("Cory", "for_badomen", "for_spartacus")] + SEATS[1:]
    answers = Scripted().add("spartacus", ("guess", 0), by=1, phase="day 1")
    game = make_game(FOR, seats, answers, bluffs=BLUFFS)
    game.prepare()
    game.night()
    game.dawn()
    game.day()
    assert game.winner is None
