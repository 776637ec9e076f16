"""One step-by-step API for outside agents: ask what is pending, see what a seat has seen,
answer, repeat. People, bots, scripted tests and outside agents all answer the same
``Decision`` objects.

    table = Table(load_script("untitled-almanac"), players=7, seed=1, agents={0})
    while not table.over:
        d = table.pending          # a decision for seat 0 (the other seats are bots)
        table.answer(d.options[0]) # any legal option; an illegal one is refused
    table.winner

Seats in ``agents`` (and the Storyteller, with ``storyteller_agent=True``) are answered
through ``answer``; every other seat is a seeded random bot. The game is rebuilt from its
seed and the recorded choices at each step, so a ``Table`` is always exactly the game its
choices describe: it can be saved (``record``), restored (``Table.from_record``) and undone.
"""

from __future__ import annotations

from typing import Any, Iterable

from .errors import IllegalChoice
from .game.decisions import Decision, freeze
from .game.engine import Game, GameOver
from .game.events import jsonable
from .game.setup import Setup
from .game.state import STORYTELLER
from .script import Script, parse_script


class _Waiting(Exception):
    """Raised inside the engine when an outside agent's answer is needed."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.kind)
        self.decision = decision


class _Outside:
    """The decider standing in for outside agents: it stops the game to ask."""

    is_bot = False

    def decide(self, game: Game, decision: Decision) -> Any:
        raise _Waiting(decision)


class Table:
    """A game that outside agents play one answer at a time."""

    def __init__(self, script: Script, players: int | None = None, *, seed: int = 0,
                 agents: Iterable[int] = (), storyteller_agent: bool = False,
                 setup: Setup | None = None, travellers: int = 0,
                 choices: Iterable[Any] = ()) -> None:
        self.script = script
        self.seed = seed
        self.agents = frozenset(agents)
        self.storyteller_agent = storyteller_agent
        self._setup = setup if setup is not None else Game(
            script, players=players, seed=seed, travellers=travellers).setup
        self.choices: list[Any] = list(choices)
        self.game: Game
        self.pending: Decision | None = None
        self._advance()

    # -- the loop -----------------------------------------------------------------
    @property
    def over(self) -> bool:
        """The game has ended: a team won, or it stalled (``result`` says which)."""
        return self.game.over

    @property
    def winner(self) -> str | None:
        """'good', 'evil', or None while the game goes on (or after a stalemate)."""
        return self.game.winner

    @property
    def result(self) -> str | None:
        """'good', 'evil' or 'stalemate' once the game is over; None while it goes on."""
        return self.game.result

    @property
    def waiting_for(self) -> int | None:
        """Who must answer next: a seat index, STORYTELLER (-1), or None when the game is over."""
        return None if self.pending is None else self.pending.decider

    def answer(self, choice: Any) -> None:
        """Answer the pending decision; an illegal answer raises IllegalChoice, changing nothing."""
        if self.pending is None:
            raise IllegalChoice("nothing is waiting for an answer: the game is over")
        choice = freeze(choice)  # JSON lists (nested too) are the tuples options use
        if not self.pending.is_legal(choice):
            raise IllegalChoice(f"{choice!r} is not a legal answer to {self.pending.kind!r}")
        self.choices.append(choice)
        self._advance()

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` recorded choices (bots' choices included)."""
        del self.choices[max(0, len(self.choices) - steps):]
        self._advance()

    def _advance(self) -> None:
        """Rebuild the game from its choices and run it to the next outside decision."""
        outside = _Outside()
        deciders = {seat: outside for seat in self.agents}
        storyteller = outside if self.storyteller_agent else None
        game = Game(self.script, self._setup, seed=self.seed, storyteller=storyteller,
                    deciders=deciders, forced=self.choices)
        self.pending = None
        try:
            game.run()
        except _Waiting as waiting:
            self.pending = waiting.decision
        except GameOver:
            pass
        self.choices = list(game.choices)  # bots' new choices become part of the record
        self.game = game

    # -- what agents may see ------------------------------------------------------
    def observation(self, seat: int) -> list[dict[str, Any]]:
        """Everything player ``seat`` has seen (public events and what they were told)."""
        return [jsonable(e.to_json()) for e in self.game.observation(seat)]

    def pending_json(self) -> dict[str, Any] | None:
        """The pending decision as JSON, for agents outside Python."""
        d = self.pending
        if d is None:
            return None
        return {"kind": d.kind, "decider": d.decider, "storyteller": d.decider == STORYTELLER,
                "prompt": d.prompt, "options": jsonable(list(d.options)), "about": d.about,
                "free_text": d.free_text}

    def record(self) -> dict[str, Any]:
        """The game so far, as a log (``clocktower replay`` and ``show`` read it)."""
        out = self.game.record()
        out["agents"] = sorted(self.agents)
        out["storyteller_agent"] = self.storyteller_agent
        return out

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> "Table":
        """A table restored from ``record()``."""
        return cls(parse_script(record["script"], "record"), seed=int(record["seed"]),
                   agents=record.get("agents", ()), storyteller_agent=bool(record.get("storyteller_agent")),
                   setup=Setup.from_json(record["setup"]), choices=record["choices"])
