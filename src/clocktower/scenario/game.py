"""The game a scenario plays: one that keeps every decision it asks."""

from __future__ import annotations

from typing import Any, Callable

from ..game.decisions import Decision
from ..game.engine import Game
from .offers import Asked


class ScenarioGame(Game):
    """A game that keeps every decision it asks (one-option ones too) and shows each to
    the scenario's watchers before it is answered."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.asked: list[Asked] = []
        self.ask_watchers: list[Callable[[Game, Decision], None]] = []
        super().__init__(*args, **kwargs)
        self.watch_asks(self._asked)

    def _asked(self, decision: Decision) -> None:
        """Keep a decision asked (as the rules allow it) and show it to the watchers. (A
        watcher of ``ask``, not an override: compiled calls would not see an override.)"""
        self.asked.append(Asked(self.phase, decision))
        for watcher in self.ask_watchers:
            watcher(self, decision)


__all__ = ["ScenarioGame"]
