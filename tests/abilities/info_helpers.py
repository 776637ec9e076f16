"""Helpers for the information Townsfolk tests: hand-built games that record every
decision the engine asks, so a test can check the exact legal answers."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from clocktower.agents.scripted import Scripted
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game
from clocktower.game.setup import SeatSpec, Setup
from clocktower.script import load_script


@dataclass
class Recorder(Scripted):
    """Scripted answers; ``seen`` keeps every decision the game asks (one-option ones too)."""

    seen: list[Decision] = field(default_factory=list)

    def watch(self, g: Game) -> None:
        """Record every ``g.ask``."""
        ask = g.ask

        def recording(decision: Decision) -> Any:
            self.seen.append(decision)
            return ask(decision)

        g.ask = recording  # type: ignore[method-assign]

    def decisions(self, kind: str) -> list[Decision]:
        """Every decision of ``kind`` asked so far."""
        return [d for d in self.seen if d.kind == kind]

    def options(self, kind: str) -> list[Any]:
        """The legal options of the latest decision of ``kind``."""
        found = self.decisions(kind)
        assert found, f"no {kind} decision was asked"
        return list(found[-1].options)


def game(*seats: str) -> tuple[Game, Recorder]:
    """A game of the untitled script; a seat is "character", "drunk/believed" or
    "character:evil" (a turned alignment). Seat i is named P<i>."""
    rec = Recorder()
    specs = []
    for i, s in enumerate(seats):
        s, _, alignment = s.partition(":")
        cid, _, believes = s.partition("/")
        specs.append(SeatSpec(f"P{i}", cid, believes or None, alignment or None))
    g = Game(load_script("untitled-almanac"), Setup(specs), storyteller=rec, deciders=rec)
    rec.watch(g)
    return g, rec


def spare(rec: Recorder, nights: int = 6) -> None:
    """The Ojo picks the Soldier every night (seat one!): nobody dies to the Demon."""
    for n in range(2, nights + 1):
        rec.add("ojo", "soldier", phase=f"night {n}")


def next_phase(g: Game) -> None:
    """Run one phase: night (with its dawn) or day (with its dusk), whichever is next."""
    if g.phase == "setup":
        g.prepare()
    if g.phase.startswith(("setup", "dusk")):
        g.night()
        g.dawn()
    else:
        g.day()
        g.dusk()


def told(g: Game, what: str) -> list[Any]:
    """The info events of kind ``what``."""
    return [e for e in g.events if e.kind == "info" and e.data["what"] == what]
