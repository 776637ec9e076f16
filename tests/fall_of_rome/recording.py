"""A scripted decider that also keeps every decision it was asked (to check legal options)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from clocktower.agents.scripted import Scripted
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game
from clocktower.game.setup import SeatSpec, Setup
from clocktower.script import load_script

FOR = load_script("fall-of-rome")


@dataclass
class Recording(Scripted):
    """Scripted answers; every decision asked is kept in ``decisions``."""

    decisions: list[Decision] = field(default_factory=list)

    def decide(self, game: Game, decision: Decision) -> Any:
        self.decisions.append(decision)
        return super().decide(game, decision)

    def options(self, kind: str) -> list[list[Any]]:
        """The options of every decision of ``kind`` asked so far."""
        return [list(d.options) for d in self.decisions if d.kind == kind]


def game_of(seats: list[tuple[str, ...]], answers: Recording, bluffs: list[str] | None = None) -> Game:
    """A Fall of Rome game with (name, character[, believes]) seats and recorded answers."""
    specs = [SeatSpec(s[0], s[1], s[2] if len(s) > 2 else None) for s in seats]
    return Game(FOR, Setup(specs, bluffs or []), storyteller=answers, deciders=answers)


def names(game: Game) -> dict[str, int]:
    """Seat index by player name."""
    return {s.name: s.index for s in game.seats}
