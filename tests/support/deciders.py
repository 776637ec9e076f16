"""Scripted deciders for tests: ``Recording`` keeps every decision it was asked (and how
the random bots would weigh its options then)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from clocktower.agents.preferences import weights as preferred
from clocktower.agents.scripted import Scripted
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game


@dataclass
class Recording(Scripted):
    """Scripted answers (quiet defaults elsewhere) that keep every decision asked, in
    ``decisions``, with the phase it was asked in.

    A decision with one legal option answers itself and never reaches a decider; after
    ``watch(game)`` those are kept too."""

    decisions: list[Decision] = field(default_factory=list)
    phases: list[str] = field(default_factory=list)
    weighed: list[Sequence[float] | None] = field(default_factory=list)
    watching: bool = False

    def watch(self, game: Game) -> None:
        """Keep every decision ``game`` asks (one-option ones too), not only those decided here."""
        self.watching = True
        game.watch_asks(lambda decision: self._keep(game, decision))

    def decide(self, game: Game, decision: Decision) -> Any:
        if not self.watching:
            self._keep(game, decision)
        return super().decide(game, decision)

    def _keep(self, game: Game, decision: Decision) -> None:
        self.decisions.append(decision)
        self.phases.append(game.phase)
        self.weighed.append(preferred(game, decision))

    def weights(self, decision: Decision) -> dict[Any, float]:
        """How the random bots' preference weighed ``decision``'s options when it was asked
        (option -> weight; empty when they pick uniformly)."""
        for d, w in zip(self.decisions, self.weighed):
            if d is decision:
                return dict(zip(d.options, w or []))
        raise KeyError(decision.kind)

    def of(self, kind: str, phase: str | None = None) -> list[Decision]:
        """The decisions of ``kind`` asked (in ``phase``, e.g. "night 3", if given)."""
        return [d for p, d in zip(self.phases, self.decisions)
                if d.kind == kind and (phase is None or p == phase)]

    def options(self, kind: str) -> list[list[Any]]:
        """The options of every decision of ``kind`` asked so far."""
        return [list(d.options) for d in self.of(kind)]

    def offered(self, kind: str) -> dict[tuple[str, int], list[Any]]:
        """The options of the latest decision of ``kind`` asked of each (phase, decider)."""
        return {(p, d.decider): list(d.options) for p, d in zip(self.phases, self.decisions) if d.kind == kind}

    def last_options(self, kind: str) -> list[Any]:
        """The options of the latest decision of ``kind`` (there must be one)."""
        found = self.of(kind)
        assert found, f"no {kind} decision was asked"
        return list(found[-1].options)


def spare(answers: Scripted, nights: int = 6) -> Scripted:
    """The Ojo picks the Soldier on nights 2 to ``nights``: nobody dies to the Demon."""
    for n in range(2, nights + 1):
        answers.add("ojo", "soldier", phase=f"night {n}")
    return answers


def asked(answers: Scripted, kind: str) -> list[tuple[str, str, int]]:
    """The (phase, kind, decider) of every decision of ``kind`` put to ``answers``."""
    return [a for a in answers.asked if a[1] == kind]
