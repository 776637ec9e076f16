"""Hand-built games: chosen seats, scripted answers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from clocktower.agents.scripted import Scripted
from clocktower.game.decisions import Decider
from clocktower.game.engine import Game
from clocktower.game.setup import SeatSpec, Setup
from clocktower.game.state import EXECUTION, STORYTELLER
from clocktower.script import Script

from .deciders import Recording
from .scripts import UNTITLED


def seat_specs(seats: Sequence[Sequence[Any]]) -> list[SeatSpec]:
    """(name, character[, believes[, alignment]]) tuples as seat specs."""
    return [SeatSpec(s[0], s[1], s[2] if len(s) > 2 else None, s[3] if len(s) > 3 else None) for s in seats]


def make_game(script: Script, seats: Sequence[Sequence[Any]], answers: Scripted | None = None, *,
              bluffs: Sequence[str] = (), storyteller: Decider | None = None, game_class: type[Game] = Game,
              **kw: Any) -> Game:
    """A game of ``script`` with the given (name, character[, believes[, alignment]]) seats.

    ``answers`` (quiet ``Scripted`` ones if not given) decide for every player and, unless
    another ``storyteller`` is given, for the Storyteller. The game is a ``game_class``; other
    keywords (``seed``, ``forced``) go to it."""
    answers = answers if answers is not None else Scripted()
    return game_class(script, Setup(seat_specs(seats), list(bluffs)),
                      storyteller=answers if storyteller is None else storyteller, deciders=answers, **kw)


def info_game(*seats: str) -> tuple[Game, Recording]:
    """An untitled-almanac game whose ``Recording`` sees every decision asked (one-option ones
    too). A seat is "character", "drunk/believed" or "character:evil" (a turned alignment);
    seat i is named P<i>."""
    specs = []
    for i, s in enumerate(seats):
        s, _, alignment = s.partition(":")
        cid, _, believes = s.partition("/")
        specs.append((f"P{i}", cid, believes or None, alignment or None))
    rec = Recording()
    game = make_game(UNTITLED, specs, rec)
    rec.watch(game)
    return game, rec


class ReprieveGame(Game):
    """Executions of the seats in ``spared`` do not kill (as the Emperor's thumbs up allows)."""

    spared: set[int]

    def kill(self, target: Any, cause: str, source: Any, **kw: Any) -> bool:
        if cause == EXECUTION and target.index in self.spared:
            self.log("protected", STORYTELLER, seat=target.index, cause=cause, by="reprieve")
            return False
        return super().kill(target, cause, source, **kw)


def reprieve_game(script: Script, seats: Sequence[Sequence[Any]], answers: Scripted,
                  spared: Sequence[str]) -> ReprieveGame:
    """A game whose named players survive their execution, for rulings about "executed"
    without a death."""
    game = make_game(script, seats, answers, game_class=ReprieveGame)
    assert isinstance(game, ReprieveGame)
    game.spared = {s.index for s in game.seats if s.name in spared}
    return game
