# mypy: disable-error-code="attr-defined,arg-type"
# (a part of Game: it uses the other parts through self, which mypy cannot see in a mixin)
"""The record: asking decisions, the choices and decisions answered, and the events.

A part of ``Game`` (see ``engine.py``).
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr, trait

from collections import deque
from dataclasses import dataclass, field, replace
from typing import Any, Callable

from .ability import Ability
from ..errors import IllegalChoice, ReplayDivergence
from .decisions import Bot, Decider, Decision
from .demands import Demands, narrow
from .events import Event, jsonable
from .setup.integrity import FORMAT, digest
from .state import STORYTELLER, Seat


Answered = tuple[str, int, int | None, int]
"""What a recorded choice answered: (kind, decider, about, events before it)."""


@dataclass
class Chronicle:
    """The record's data: every choice made and what it answered, every event."""

    replaying: deque[Any] = field(default_factory=deque)
    """Recorded choices not yet asked for (a replay feeds them back first)."""
    choices: list[Any] = field(default_factory=list)
    """Every recorded answer, in order (decisions with one legal option are not recorded)."""
    decisions: list[Answered] = field(default_factory=list)
    """What each recorded choice answered."""
    events: list[Event] = field(default_factory=list)
    """Everything that happened, in order (only ever appended)."""
    events_json: list[dict[str, Any]] = field(default_factory=list)
    """The events as JSON so far (``Record.events_json``'s cache)."""
    asking: list[Callable[[Decision], None]] = field(default_factory=list)
    """Called with each decision asked, before it is answered (``Record.watch_asks``)."""
    watchers: list[Callable[[Decision, Any, int], None]] = field(default_factory=list)
    """Called with each recorded choice (``Record.watch_choices``)."""


@trait
@mypyc_attr(allow_interpreted_subclasses=True)
class Record:
    """Decisions asked and answered, events logged and told, and the game's whole record."""

    # Provided by Game (engine.py).
    storyteller: Decider
    _deciders: dict[int, Decider]
    _default: Decider
    chronicle: Chronicle
    people: frozenset[int]
    seats: list[Seat]
    phase: str
    _choice_hook: bool
    _shared: dict[type, Any]

    # Provided by Seating, which comes before Record among Game's bases; declared here (not
    # under TYPE_CHECKING) so that the compiled build (mypyc) calls it directly.
    def granted_seats(self) -> frozenset[int]:
        raise NotImplementedError  # Seating.granted_seats

    def hooked(self, hook: str) -> tuple[Ability, ...]:
        raise NotImplementedError  # Seating.hooked

    def dispatch(self, hook: str, *args: Any, seat: Seat | None = None) -> Any:
        raise NotImplementedError  # Seating.dispatch

    # The record's data, read in many places, kept readable on the game itself.
    @property
    def events(self) -> list[Event]:
        """Everything that happened (``chronicle.events``)."""
        return self.chronicle.events

    @property
    def choices(self) -> list[Any]:
        """Every recorded answer (``chronicle.choices``)."""
        return self.chronicle.choices

    @property
    def decisions(self) -> list[Answered]:
        """What each recorded choice answered (``chronicle.decisions``)."""
        return self.chronicle.decisions

    # ------------------------------------------------------------------ decisions and the log
    def decider_for(self, index: int) -> Decider:
        """Who answers decisions for seat ``index`` (or the Storyteller)."""
        if index == STORYTELLER:
            return self.storyteller
        return self._deciders.get(index, self._default)

    def is_person(self, index: int) -> bool:
        """Whether seat ``index`` is played by a person (recorded with the game), whose
        statements and madness the Storyteller judges, rather than a bot."""
        return index in self.people

    def ask(self, decision: Decision) -> Any:
        """Get a legal answer to ``decision``: from a replayed log first, else its decider.

        A decision with one legal option answers itself and is not recorded.
        """
        chronicle = self.chronicle
        choices = chronicle.choices
        watchers = chronicle.watchers
        at = len(chronicle.events) if watchers else 0
        decision = self.as_allowed(decision)
        who = decision.decider
        for asked in chronicle.asking:
            asked(decision)
        decision.id = len(choices)
        options = decision.options
        if len(options) == 1 and not decision.free_text:
            if self._choice_hook:
                self._answered(decision, options[0])
            return options[0]
        if not options:
            raise IllegalChoice(f"decision {decision.kind!r} has no legal option")
        if chronicle.replaying:
            choice = chronicle.replaying.popleft()
            if not decision.is_legal(choice):
                raise ReplayDivergence(
                    f"recorded choice {choice!r} is not legal for {decision.kind!r} "
                    f"at choice {len(choices) + 1} ({self.phase})")
        else:
            decider = self.storyteller if who == STORYTELLER else self._deciders.get(who, self._default)
            if isinstance(decider, Bot):
                choice = decider.decide(self, decision)  # compiled: a direct call (see Bot)
                trusted = decider.trusted
            else:
                choice = decider.decide(self, decision)
                trusted = decider.trusted
            # Deciders that only ever pick from the options (the random bots) are trusted.
            if not trusted and not decision.is_legal(choice):
                raise IllegalChoice(f"{choice!r} is not a legal answer to {decision.kind!r}")
        choices.append(choice)
        chronicle.decisions.append((decision.kind, who, decision.about, len(chronicle.events)))
        for watcher in watchers:
            watcher(decision, choice, at)
        if choice is not None and who != STORYTELLER and who in self.granted_seats():
            granted = self._granted_choice(decision)
            if granted is not None and granted.granted_by is not None \
                    and granted.granted_by.prompts_differently(self, granted, decision, choice):
                return self.ask(replace(decision, options=[o for o in options if o != choice], id=-1))
        if self._choice_hook:
            self._answered(decision, choice)
        return choice

    def watch_asks(self, watcher: Callable[[Decision], None]) -> None:
        """Call ``watcher(decision)`` with each decision asked (one-option ones too), as the
        rules allow it (``as_allowed``), before it is answered. (Instead of wrapping or
        overriding ``ask``: a compiled game's methods cannot be replaced on the instance,
        and compiled calls would not see an interpreted subclass's ``ask``.)"""
        self.chronicle.asking.append(watcher)

    def watch_choices(self, watcher: Callable[[Decision, Any, int], None]) -> None:
        """Call ``watcher(decision, choice, events)`` each time a choice is recorded (replayed
        or answered; ``decision.id`` is its index in ``choices``), with how many events there
        were when it was asked. (Instead of wrapping ``game.ask``: a compiled game's methods
        cannot be replaced on the instance.)"""
        self.chronicle.watchers.append(watcher)

    def as_allowed(self, decision: Decision) -> Decision:
        """``decision`` with only the options the rules allow now: a Demon that must choose
        a player tonight (``game/demands.py``) chooses them. Asking it again changes nothing."""
        demands = self._shared.get(Demands) if decision.decider != STORYTELLER else None
        if demands is not None and demands.pending:
            return narrow(self, decision, demands)
        return decision

    def _granted_choice(self, decision: Decision) -> Ability | None:
        """The granted ability (a Philosopher's, an Alchemist's...) a seat's decision is for,
        by its kind (the ability's id, or one starting with it and a dot), if any."""
        seat = self.seats[decision.decider] if 0 <= decision.decider < len(self.seats) else None
        for ability in () if seat is None else seat.abilities:
            cid = ability.character.id
            if ability.granted_by is not None and (decision.kind == cid or decision.kind.startswith(cid + ".")):
                return ability
        return None

    def _answered(self, decision: Decision, choice: Any) -> Any:
        """A player's answer at night, before it takes effect: abilities may react to it
        (``Ability.on_player_choice``: the Goon, chosen at night)."""
        if decision.decider != STORYTELLER and self.phase.startswith("night") \
                and self.hooked("on_player_choice"):
            self.dispatch("on_player_choice", decision, choice)
        return choice

    def log(self, kind: str, audience: int, **data: Any) -> None:
        """Append one event to the game's record."""
        self.chronicle.events.append(Event(kind, self.phase, audience, data))

    def log_data(self, kind: str, audience: int, data: dict[str, Any]) -> None:
        """``log`` with the event's data as a dict (kept, not copied): for data with optional
        fields, which compiled (mypyc) calls ``log(..., **extra)`` only by name."""
        self.chronicle.events.append(Event(kind, self.phase, audience, data))

    def tell(self, seat: Seat, kind: str, **data: Any) -> None:
        """Privately tell one player something (it goes into their observation)."""
        self.chronicle.events.append(Event(kind, self.phase, seat.index, data))

    def events_json(self) -> list[dict[str, Any]]:
        """Every event as JSON, kept as the record grows (events are only ever appended), so
        views and records do not convert the whole record again at every step."""
        cache, events = self.chronicle.events_json, self.chronicle.events
        if len(cache) > len(events):
            cache.clear()
        for e in events[len(cache):]:
            cache.append(jsonable(e.to_json()))
        return cache

    def observation(self, seat: int) -> list[dict[str, Any]]:
        """Everything player ``seat`` has seen, as they may read it: public events and what
        they were told, through the one filter of ``game.views`` (never whether it was true)."""
        from .views import project_all

        return project_all(self.events_json(), seat)

    # ------------------------------------------------------------------ records
    def record(self) -> dict[str, Any]:
        """The game's whole record: enough to replay it exactly, with a ``digest`` of it so
        a replay notices any later edit."""
        out = {
            "format": FORMAT,
            "script": self.script.to_json(),
            "script_id": self.script.id,
            "seed": self.seed,
            "setup": self.setup.to_json(),
            "choices": jsonable(self.choices),
            "decisions": jsonable(self.decisions),
            "events": [dict(e) for e in self.events_json()],
            "people": sorted(self.people),
            "winner": self.winner,
            "reason": self.win_reason,
            "result": self.result,
        }
        out["digest"] = digest(out)
        return out

    @property
    def forced_left(self) -> int:
        """How many replayed choices are still queued (the game has not asked for them yet)."""
        return len(self.chronicle.replaying)
