"""The engine's shortcuts answer exactly as the long way round: the kept list of abilities
in play follows every change to a seat's abilities, and information looks only at the
registration worlds it can tell apart yet finds the same truths as in every world."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest

from clocktower.game.engine import Game
from clocktower.game.registration import World, truth_sets, worlds
from clocktower.script import load_script

TB = load_script("trouble-brewing")


def _game(*wanted: str) -> Game:
    """A 10-player Trouble Brewing game (not played) whose seats hold ``wanted``."""
    for seed in range(2000):
        game = Game(TB, players=10, seed=seed)
        if all(any(s.character.id == cid for s in game.seats) for cid in wanted):
            return game
    raise AssertionError(f"no seed seats {wanted}")


def test_the_abilities_in_play_follow_every_change_to_a_seat_s_abilities() -> None:
    game = _game("spy", "recluse")
    recluse = next(s for s in game.seats if s.character.id == "recluse")
    spy = next(s for s in game.seats if s.character.id == "spy")
    before = game.abilities_in_play()
    assert game.hooked("personas") and game.abilities_for("recluse")
    # A character's own code may change the list directly (the Scarlet Woman's, Lunatic's).
    taken = recluse.abilities[-1]
    recluse.abilities.remove(taken)
    assert taken not in game.abilities_in_play()
    assert not game.abilities_for("recluse")
    assert taken not in game.hooked("personas")
    spy.abilities.append(taken)
    assert game.abilities_in_play().count(taken) == 1
    assert game.abilities_for("recluse") == [taken]
    assert taken in game.hooked("personas")
    game.seats[0].abilities.insert(0, taken)
    assert game.abilities_in_play()[0] is taken
    assert len(game.abilities_in_play()) == len(before) + 1


def _every_world(game: Game, truth: Callable[[World], Iterable[object]]) -> list[set[object]]:
    return [set(truth(w)) for w in worlds(game)]


TRUTHS: dict[str, Callable[[Game], Callable[[World], Iterable[object]]]] = {
    "every seat's alignment": lambda g: lambda w: {i for i in range(len(g.seats)) if w.is_evil(i)},
    "one seat": lambda g: lambda w: {w.character(0).id},
    "seats asked depend on answers": lambda g: lambda w: (
        {("demon", i) for i in range(len(g.seats)) if w.team(i).value == "demon"}
        if w.is_evil(len(g.seats) - 1) else {w.character(i).id for i in range(3)}),
    "a count": lambda g: lambda w: (sum(w.is_evil(i) for i in range(len(g.seats))),),
}


@pytest.mark.parametrize("name", sorted(TRUTHS))
def test_information_finds_the_same_truths_as_in_every_world(name: str) -> None:
    game = _game("spy", "recluse")
    truth = TRUTHS[name](game)
    every = _every_world(game, truth)
    found = truth_sets(game, truth)
    assert len(every) > 1  # the Spy and the Recluse may misregister
    assert found[0] == every[0]  # the plain world first
    assert set().union(*found) == set().union(*every)
    assert {frozenset(s) for s in found} == {frozenset(s) for s in every}
    assert len(found) <= len(every)


def test_personas_a_truth_cannot_tell_apart_are_not_separate_worlds() -> None:
    # Reading only alignments, the Spy's and Recluse's dozens of personas are two each:
    # registering good or evil.
    game = _game("spy", "recluse")
    truth = TRUTHS["every seat's alignment"](game)
    assert len(_every_world(game, truth)) > 4
    assert len(truth_sets(game, truth)) == 4


def test_a_truth_about_unambiguous_seats_needs_one_world() -> None:
    game = _game("spy", "recluse")
    plain = [s.index for s in game.seats if s.character.id not in ("spy", "recluse")]

    def truth(world: World) -> Iterable[object]:
        return {world.character(i).id for i in plain}

    assert len(truth_sets(game, truth)) == 1


class _AlwaysNo:
    """Answers no (or the first option) to everything."""

    is_bot = True
    trusted = False

    def decide(self, game: Game, decision: object) -> object:
        options = decision.options  # type: ignore[attr-defined]
        return False if False in options else options[0]


def test_an_ability_from_off_the_script_is_reached_by_its_hooks() -> None:
    # The Zealot is not on Trouble Brewing: granted anyway, its must_vote still binds.
    from clocktower.script import character

    game = Game(TB, players=10, seed=1, deciders=_AlwaysNo())
    zealot = game.grant(game.seats[0], character("zealot"))
    assert zealot in game.hooked("must_vote")
    game.vote(game.seats[3])
    assert game.today.raised == [0]


def test_every_persona_is_each_seat_s_personas_with_a_reshaping_ability_in_play() -> None:
    from clocktower.abilities.townsfolk.lycanthrope import FAUX_PAW
    from clocktower.game.registration import every_persona, personas
    from clocktower.script import character

    game = _game("spy", "recluse")
    lycanthrope = game.grant(None, character("lycanthrope"))
    lycanthrope.state[FAUX_PAW] = next(s.index for s in game.seats if not s.is_evil)
    assert every_persona(game) == [personas(game, s) for s in game.seats]
    assert every_persona(game)[lycanthrope.state[FAUX_PAW]][0].is_evil  # the FAUX PAW registers evil
