"""Architect: what it may create, a drunk Architect, hidden characters kept hidden."""

from __future__ import annotations

from clocktower.abilities.travellers.for_architect import replacements
from clocktower.game.state import POISONED, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.lookups import names, seat
from ..support.phases import play_until
from ..support.scripts import FOR


def _game(extra: list[tuple] | None = None):
    seats = [("Archie", "for_architect", None, "good"), ("Piet", "for_pontiff", None, "good"),
             ("Nyla", "for_actor"), ("Bruce", "for_standardbearer"), ("Elwyn", "for_winemaker"),
             ("Omen", "for_badomen", "for_centurion"),
             ("Hank", "for_hannibal", "for_trumpeter"), ("Hugo", "for_hannibal", "for_merchant"),
             ("Lena", "for_legionary"), ("Gwen", "for_glykon")] + (extra or [])
    answers = Recording()
    return make_game(FOR, seats, answers), answers


def test_replacements_are_not_in_play_and_never_a_pair_or_the_other_high_priest() -> None:
    game, _ = _game()
    demons = [c.id for c in replacements(game, seat(game, "Hank"))]
    assert "for_hannibal" not in demons and demons
    townsfolk = [c.id for c in replacements(game, seat(game, "Nyla"))]
    assert "for_actor" not in townsfolk and "for_legionary" not in townsfolk  # a true Legionary is in play
    assert "for_centurion" in townsfolk  # only believed by the Bad Omen: not in play
    travellers = [c.id for c in replacements(game, seat(game, "Archie"))]
    assert set(travellers) == {"for_sibyl", "for_emperor"}  # no Mercenary, no Pontifex Maximus


def test_a_poisoned_architect_chooses_and_nothing_changes() -> None:
    game, answers = _game()
    who = names(game)
    game.add_effect(Effect(POISONED, who["Archie"], None))
    answers.add("for_architect", who["Nyla"], by=who["Archie"], phase="night 2")
    play_until(game, "night 2")
    assert seat(game, "Nyla").character.id == "for_actor"
    assert not answers.options("for_architect.redesign")


def test_swapping_the_two_hannibals_keeps_them_hidden_behind_new_good_characters() -> None:
    game, answers = _game()
    who = names(game)
    answers.add("for_architect", who["Hank"], by=who["Archie"], phase="night 2")
    answers.add("for_architect.redesign", ("swap", who["Hugo"]), by=-1, phase="night 2")
    play_until(game, "night 2")
    hank, hugo = seat(game, "Hank"), seat(game, "Hugo")
    assert hank.character.id == hugo.character.id == "for_hannibal"
    assert hank.believes.team.is_good and hugo.believes.team.is_good
    told = [e.data["character"] for e in game.events
            if e.kind == "character" and e.phase == "night 2" and e.audience >= 0]
    assert "for_hannibal" not in told and len(told) == 2


def test_a_bad_omen_replaced_by_an_outsider_becomes_it_and_is_told() -> None:
    game, answers = _game()
    who = names(game)
    answers.add("for_architect", who["Omen"], by=who["Archie"], phase="night 2")
    answers.add("for_architect.redesign", ("replace", "for_thetwins"), by=-1, phase="night 2")
    play_until(game, "night 2")
    omen = seat(game, "Omen")
    assert omen.character.id == omen.believes.id == "for_thetwins"
    assert any(e.kind == "character" and e.audience == omen.index and e.data["character"] == "for_thetwins"
               for e in game.events)


def test_an_outsider_swapped_with_a_bad_omen_becomes_a_bad_omen_believing_a_townsfolk() -> None:
    game, answers = _game()
    who = names(game)
    answers.add("for_architect", who["Elwyn"], by=who["Archie"], phase="night 2")
    answers.add("for_architect.redesign", ("swap", who["Omen"]), by=-1, phase="night 2")
    play_until(game, "night 2")
    elwyn, omen = seat(game, "Elwyn"), seat(game, "Omen")
    assert omen.character.id == omen.believes.id == "for_winemaker"
    assert elwyn.character.id == "for_badomen" and elwyn.believes.team.value == "townsfolk"
    assert elwyn.believes.id not in {s.character.id for s in game.seats}
