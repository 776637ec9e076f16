"""Information's shortcuts answer exactly as the long way round: ``inform(...,
plain_first=True)`` offers the Storyteller the options that reordering the answer space by
the plain truth and then filtering it did; a plain world reads the seats as the personas
of their true characters would; ``personas`` drops the same duplicates as comparing every
persona in full."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any

import pytest

from clocktower.abilities.outsiders.recluse import Recluse
from clocktower.characters import EVIL
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game
from clocktower.game.info import ARBITRARY, FALSE, TRUE, inform, legal_answers
from clocktower.game.registration import Persona, PlainWorld, World, personas, plain_truth, truth_sets
from clocktower.abilities.townsfolk.lycanthrope import FAUX_PAW
from clocktower.script import character, load_script

TB = load_script("trouble-brewing")


def _game(*wanted: str, without: tuple[str, ...] = ()) -> Game:
    """A 10-player Trouble Brewing game (not played) whose seats hold ``wanted``, not ``without``."""
    for seed in range(2000):
        game = Game(TB, players=10, seed=seed)
        ids = {s.character.id for s in game.seats}
        if all(c in ids for c in wanted) and not ids & set(without):
            return game
    raise AssertionError(f"no seed seats {wanted} without {without}")


class _Recorder:
    """Answers every decision with its first option, keeping the options it was offered."""

    is_bot = True
    trusted = True

    def __init__(self) -> None:
        self.offered: list[list[Any]] = []

    def decide(self, game: Game, decision: Decision) -> Any:
        self.offered.append(list(decision.options))
        return decision.options[0]


def _offered(game: Game, truth: Callable[[World], Iterable[Any]], everything: list[Any], mode: str) -> list[Any]:
    """The options ``inform(..., plain_first=True)`` gives the Storyteller."""
    recorder = _Recorder()
    game.storyteller = recorder
    ability = game.seats[0].abilities[0]
    inform(game, ability, "test", truth, everything, mode=mode, plain_first=True)
    return recorder.offered[-1] if recorder.offered else []


def _the_long_way(game: Game, truth: Callable[[World], Iterable[Any]], everything: list[Any], mode: str) -> list[Any]:
    """Reorder by the least misregistering world's truth (the plain world's, unless a seat
    must register otherwise), then filter by every world's truth."""
    per_world = truth_sets(game, truth)
    plain = per_world[0]
    ordered = [a for a in everything if a in plain] + [a for a in everything if a not in plain]
    truths: set[Any] = set().union(*per_world)
    legal: list[Any] = legal_answers(mode, truths, ordered, per_world)
    return legal


TRUTHS: dict[str, Callable[[Game], Callable[[World], Iterable[Any]]]] = {
    "evil seats": lambda g: lambda w: {i for i in range(len(g.seats)) if w.is_evil(i)},
    "a count": lambda g: lambda w: (sum(w.is_evil(i) for i in range(len(g.seats))),),
    "nothing true": lambda g: lambda w: (),
    "characters": lambda g: lambda w: [w.character(i).id for i in range(len(g.seats))],
}


@pytest.mark.parametrize("mode", [TRUE, FALSE, ARBITRARY])
@pytest.mark.parametrize("name", sorted(TRUTHS))
@pytest.mark.parametrize("who", [("spy", "recluse"), ()])
def test_inform_plain_first_offers_what_reordering_then_filtering_did(who: tuple[str, ...], name: str,
                                                                      mode: str) -> None:
    game = _game(*who, without=() if who else ("spy", "recluse"))
    truth = TRUTHS[name](game)
    everything: list[Any] = list(range(len(game.seats))) + [c.id for c in TB.characters]
    assert len(truth_sets(game, truth)) > 1 or not who or name == "nothing true"
    expected = _the_long_way(game, truth, everything, mode)
    assert _offered(game, truth, everything, mode) == (expected if len(expected) > 1 else [])


@pytest.mark.parametrize("who", [("spy", "recluse"), ()])
def test_inform_plain_first_orders_by_the_least_misregistering_world_when_it_is_not_plain(
        who: tuple[str, ...]) -> None:
    # A good player is the Lycanthrope's FAUX PAW (must register as evil): the least
    # misregistering world is then not the plain one, and it comes first.
    game = _game(*who, without=() if who else ("spy", "recluse"))
    lycanthrope = game.grant(None, character("lycanthrope"))
    lycanthrope.state[FAUX_PAW] = next(s.index for s in game.seats if not s.is_evil)
    assert game.registration_adjusters()
    for name, make in TRUTHS.items():
        truth = make(game)
        everything: list[Any] = list(range(len(game.seats))) + [c.id for c in TB.characters]
        if name == "evil seats":
            assert plain_truth(game, truth) != truth_sets(game, truth)[0]
        for mode in (TRUE, FALSE, ARBITRARY):
            expected = _the_long_way(game, truth, everything, mode)
            assert _offered(game, truth, everything, mode) == (expected if len(expected) > 1 else [])


def test_a_plain_world_reads_as_the_true_personas() -> None:
    game = _game("spy", "recluse")
    plain = PlainWorld(game)
    personas_world = World([Persona(s.character, s.alignment) for s in game.seats])
    for seat in game.seats:
        for asked in (seat, seat.index):
            assert plain.persona(asked) == personas_world.persona(asked)
            assert plain.is_evil(asked) == personas_world.is_evil(asked)
            assert plain.team(asked) is personas_world.team(asked)
            assert plain.character(asked) is personas_world.character(asked)


def test_personas_drops_equal_personas_even_of_distinct_character_objects(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _game("recluse")
    recluse = next(s for s in game.seats if s.character.id == "recluse")
    imp = TB.by_id["imp"]
    twin = dataclasses.replace(imp)  # equal, not the same object
    assert twin == imp and twin is not imp
    offered = [Persona(recluse.character, recluse.alignment), Persona(imp, EVIL), Persona(twin, EVIL),
               Persona(dataclasses.replace(imp, name="Another Imp"), EVIL), Persona(imp, "good")]
    monkeypatch.setattr(Recluse, "personas", lambda self, g: offered)
    expected: list[Persona] = []
    for p in offered:
        if p not in expected:
            expected.append(p)
    assert personas(game, recluse) == expected
    assert len(expected) == 4


def test_one_of_two_answers_made_on_demand_are_the_eager_list() -> None:
    from itertools import combinations

    from clocktower.abilities.shared.one_of_two import ZERO, _Answers

    for others, tokens, tail in (((1, 2, 3, 5), ("chef", "monk"), ()), ((0, 4, 7), ("saint",), (ZERO,)),
                                 ((1, 2), (), (ZERO,)), ((), ("chef",), ())):
        pairs = list(combinations(others, 2))
        eager = [(a, b, c) for a, b in pairs for c in tokens] + list(tail)
        lazy = _Answers(pairs, tokens, tail)
        assert len(lazy) == len(eager)
        assert [lazy[i] for i in range(-len(eager), len(eager))] == eager + eager
        assert list(lazy) == eager and lazy[1:] == eager[1:]
        for bad in (len(eager), -len(eager) - 1):
            with pytest.raises(IndexError):
                lazy[bad]


def test_offered_answers_are_made_on_demand_and_found_as_index_would() -> None:
    from clocktower.game.info import _Offered, _place

    answers = [tuple([1, 2]), (9, 9), (3, 4), tuple([1, 2])]  # two equal answers, different objects
    offered = _Offered(answers, [0, 2, 3])
    assert list(offered) == [(1, 2), (3, 4), (1, 2)] and len(offered) == 3
    assert _place(offered, offered[2]) == 2  # the very object
    assert _place(offered, (3, 4)) == 1 and _place(offered, (1, 2)) == 0  # else an equal one
    lazy = _Offered(answers, [3, 0])
    assert not lazy.made and _place(lazy, lazy[1]) == 1 and list(lazy.made) == [1]  # made when asked for
