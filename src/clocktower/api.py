"""One step-by-step API for outside agents: ask what is pending, see what a seat has seen,
answer, repeat. People, bots, scripted tests and outside agents all answer the same
``Decision`` objects.

    with Table(load_script("untitled-almanac"), players=7, seed=1, agents={0}) as table:
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

import queue
import threading
import weakref
from types import TracebackType
from typing import Any, Iterable

from .errors import IllegalChoice
from .game.decisions import Decision, freeze
from .game.engine import Game, GameOver
from .game.setup import Setup
from .present.decisions import decision_json, grimoire_view, labelled_seat_view
from .script import Script, parse_script


class _Stop(BaseException):
    """Raised inside a game's worker thread when its table is rebuilt or closed."""


_STOP = object()


class _Worker:
    """A game running in a thread of its own that pauses at every outside decision.

    An answer costs only the engine's work up to the next outside decision, instead of a
    rebuild of the whole game from its recorded choices. The table's thread and the worker
    take turns: the table waits while the engine runs, the engine waits while the table
    reads, so the game is never read while it changes."""

    is_bot = False
    trusted = False

    def __init__(self) -> None:
        self._answers: queue.Queue[Any] = queue.Queue()
        self._events: queue.Queue[tuple[str, Any]] = queue.Queue()
        self._thread = threading.Thread(target=self._run, daemon=True, name="clocktower-table")

    def start(self, game: Game) -> None:
        """Run ``game`` (whose outside deciders are this worker) in the thread."""
        self.game = game
        self._thread.start()

    def decide(self, game: Game, decision: Decision) -> Any:
        """The engine asks an outside agent: hand the decision over and wait for the answer."""
        self._events.put(("ask", decision))
        answer = self._answers.get()
        if answer is _STOP:
            raise _Stop
        return answer

    def _run(self) -> None:
        try:
            self.game.run()
            self._events.put(("over", None))
        except _Stop:
            pass
        except GameOver:
            self._events.put(("over", None))
        except BaseException as exc:  # noqa: BLE001 - handed to the table's thread to raise
            self._events.put(("error", exc))

    def next(self) -> Decision | None:
        """Wait until the game asks an outside agent (that decision) or ends (None)."""
        what, value = self._events.get()
        if what == "error":
            raise value
        return value if what == "ask" else None

    def send(self, answer: Any) -> Decision | None:
        """Give the pending decision its answer; the next outside decision (or None)."""
        self._answers.put(answer)
        return self.next()

    def stop(self, wait: bool = False) -> None:
        """End the worker thread (it is waiting for an answer that will never come); with
        ``wait``, until it has ended."""
        if self._thread.is_alive():
            self._answers.put(_STOP)
            if wait and threading.current_thread() is not self._thread:
                self._thread.join()


class Table:
    """A game that outside agents play one answer at a time.

    Its game runs in a thread of its own, which ends when the game does, when the table is
    closed (``close``, or leaving a ``with Table(...) as table:`` block), and when the table
    is dropped and garbage-collected: the thread holds no reference to the table, and a
    finalizer stops it."""

    def __init__(self, script: Script, players: int | None = None, *, seed: int = 0,
                 agents: Iterable[int] = (), storyteller_agent: bool = False,
                 setup: Setup | None = None, travellers: int = 0, arrivals: int = 0,
                 choices: Iterable[Any] = (), people: Iterable[int] | None = None) -> None:
        self.script = script
        self.seed = seed
        self.agents = frozenset(agents)
        self.storyteller_agent = storyteller_agent
        # The seats played by people: the agents unless said otherwise (fixed for the game).
        self.people = frozenset(self.agents if people is None else people)
        self._setup = setup if setup is not None else Game(
            script, players=players, seed=seed, travellers=travellers, arrivals=arrivals).setup
        self.game: Game
        self.pending: Decision | None = None
        self._worker: _Worker | None = None
        self._stop_worker: weakref.finalize[Any, Any] | None = None
        self._start(list(choices))

    def __enter__(self) -> "Table":
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    @property
    def choices(self) -> list[Any]:
        """Every recorded choice so far (bots' included), in order."""
        return self.game.choices

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

    def answer(self, choice: Any, *, decision: int | None = None) -> None:
        """Answer the pending decision; an illegal answer raises IllegalChoice, changing nothing.

        ``decision``: the id of the decision being answered (``pending_json()["id"]``); an
        answer to a decision that is no longer pending is refused."""
        if self.pending is None:
            raise IllegalChoice("nothing is waiting for an answer: the game is over")
        if decision is not None and decision != self.pending.id:
            raise IllegalChoice(f"decision {decision} is not pending (decision {self.pending.id} is)")
        choice = freeze(choice)  # JSON lists (nested too) are the tuples options use
        if not self.pending.is_legal(choice):
            raise IllegalChoice(f"{choice!r} is not a legal answer to {self.pending.kind!r}")
        assert self._worker is not None
        self.pending = None
        self.pending = self._worker.send(choice)

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` recorded choices (bots' choices included)."""
        self.truncate(len(self.choices) - steps)

    def truncate(self, keep: int) -> None:
        """Keep only the first ``keep`` recorded choices: the game is rebuilt from them."""
        self._start(list(self.choices)[:max(0, keep)])

    def close(self) -> None:
        """Stop the game's thread (a table no longer played) and wait until it has ended."""
        if self._stop_worker is not None:
            self._stop_worker.detach()
            self._stop_worker = None
        if self._worker is not None:
            self._worker.stop(wait=True)

    def _start(self, choices: list[Any]) -> None:
        """Build the game from ``choices`` and run it to the next outside decision."""
        self.close()
        worker = _Worker()
        game = Game(self.script, self._setup, seed=self.seed, people=self.people, forced=choices,
                    storyteller=worker if self.storyteller_agent else None,
                    deciders={seat: worker for seat in self.agents})
        worker.start(game)
        self.game, self._worker, self.pending = game, worker, None
        # A table dropped without ``close`` still ends its thread (which never refers to it).
        self._stop_worker = weakref.finalize(self, worker.stop)
        self.pending = worker.next()

    # -- what agents may see ------------------------------------------------------
    def observation(self, seat: int) -> list[dict[str, Any]]:
        """Everything player ``seat`` has seen, as they may read it (``game.views``)."""
        if not 0 <= seat < len(self.game.seats):
            raise ValueError(f"no seat {seat}: seats are 0 to {len(self.game.seats) - 1}")
        return self.game.observation(seat)

    def view(self, seat: int) -> dict[str, Any]:
        """What the player in ``seat`` may know now, with their pending decision if any."""
        return labelled_seat_view(self.game, seat, self.pending).to_json()

    def grimoire(self) -> dict[str, Any]:
        """The Storyteller's view: the whole grimoire and the pending decision."""
        return grimoire_view(self.game, self.pending)

    def pending_json(self) -> dict[str, Any] | None:
        """The pending decision as JSON, for agents outside Python: its ``id``, ``kind``,
        ``prompt`` and ``options`` as ``{"value", "type", "label"}``."""
        d = self.pending
        if d is None:
            return None
        return decision_json(d, self.game)

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
                   setup=Setup.from_json(record["setup"]), choices=record["choices"],
                   people=record.get("people"))
