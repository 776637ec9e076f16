"""Live games behind the web grimoire: who holds which token, what each token may read and
answer, and every accepted answer committed to the store before it is acknowledged.

A ``Room`` is one game: a ``clocktower.api.Table`` (rebuilt from the stored choices) and
its tokens. The Storyteller's token reads the grimoire and may answer any pending
decision (at a real table the Storyteller enters players' choices too) and undo; a seat's
token reads that seat's view and answers only that seat's decisions.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import random
import secrets
import threading
import time
import weakref
from collections import OrderedDict, deque
from dataclasses import dataclass
from typing import Any, Callable, TypeVar

from ..api import Table
from ..errors import IllegalChoice
from ..game.engine import Game
from ..game.events import jsonable
from ..game.setup import Setup
from ..game.setup.file import setup_from_json
from ..game.state import STORYTELLER
from ..script import Script, parse_script
from ..present.decisions import grimoire_view, labelled_seat_view
from ..present.naming import MARKER_NAMES, Namer, character_names
from ..present.story import LiveStory
from .inputs import Refused, clean_names, script_from, seat_list, shown
from .store import Store, StoredGame

T = TypeVar("T")

MAX_GAMES_IN_MEMORY = 500
"""Live tables kept built; others are rebuilt from the store when next asked for."""


@dataclass(frozen=True)
class Who:
    """Who a token belongs to: the Storyteller (seat None) or a seat."""

    seat: int | None

    @property
    def storyteller(self) -> bool:
        """The token is the Storyteller's."""
        return self.seat is None


@dataclass(frozen=True)
class Limits:
    """What one server holds at most (see ``clocktower serve --help``)."""

    live_games: int | None = None
    """Games kept built in memory, least recently used pushed out (None: MAX_GAMES_IN_MEMORY)."""
    streams_per_game: int = 32
    """Open event streams per game."""
    games_stored: int = 10_000
    """Games in the store; creating one more is refused until old ones are removed."""
    keep_days: float = 30.0
    """Games created longer ago than this are removed from the store."""
    creates_per_minute: int = 60
    """Games created (and setups drawn) per minute, all clients together."""


class Rate:
    """At most ``most`` events a minute (a sliding window), shared by every client."""

    def __init__(self, most: int) -> None:
        self.most = most
        self._lock = threading.Lock()
        self._times: deque[float] = deque()

    def full(self) -> bool:
        """Whether the last minute already holds ``most`` events."""
        now = time.monotonic()
        with self._lock:
            while self._times and self._times[0] < now - 60:
                self._times.popleft()
            return len(self._times) >= self.most

    def add(self) -> None:
        """Count one event now."""
        with self._lock:
            self._times.append(time.monotonic())


class Gone(Exception):
    """The room was pushed out of memory while a request held it: look it up again."""


def _tokens_match(given: str, token: str) -> bool:
    """A constant-time compare of two tokens, on their bytes."""
    return hmac.compare_digest(given.encode("utf-8", "surrogatepass"), token.encode("utf-8"))


def _names(spec: Any, n: int) -> list[str] | None:
    """The 'names' a create request gives, checked (None: keep the drawn ones)."""
    if spec is None:
        return None
    if not isinstance(spec, list) or len(spec) != n:
        raise Refused(400, f"'names' must be a list of {n} names")
    return clean_names(spec, "'names': name")


def _script_and_seed(body: Any) -> tuple[Script, int]:
    """The script and seed a request body names (a fresh random seed if none)."""
    if not isinstance(body, dict):
        raise Refused(400, "the body must be a JSON object")
    script = script_from(body.get("script"))
    seed = body.get("seed")
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise Refused(400, "'seed' must be a whole number from 0 to 2**63 - 1")
    return script, seed


def _players(body: dict[str, Any]) -> int:
    players = body.get("players")
    if not isinstance(players, int) or isinstance(players, bool) or not 5 <= players <= 15:
        raise Refused(400, "'players' must be a whole number from 5 to 15")
    return players


class Room:
    """One live game and its tokens."""

    def __init__(self, stored: StoredGame, store: Store, notifier: "Notifier | None" = None) -> None:
        self.id = stored.id
        self.store = store
        self.notifier = notifier
        self.lock = threading.Lock()
        self.closed = False
        self.storyteller_token = stored.storyteller_token
        self.seat_tokens = list(stored.seat_tokens)
        self.bots = frozenset(stored.bots)
        self.persons = list(stored.persons)
        self.version = 0
        self._views: dict[int | None, tuple[int, Game, dict[str, Any], bytes]] = {}
        self._stories: dict[int | None, tuple[Game, LiveStory]] = {}
        script = parse_script(stored.script, "stored script")
        setup = Setup.from_json(stored.setup)
        people = [i for i in range(len(setup.seats)) if i not in self.bots]
        self.table = Table(script, seed=stored.seed, setup=setup, agents=people, storyteller_agent=True,
                           choices=stored.choices, people=people)
        if len(self.table.choices) != len(self.persons):  # bots moved on since (a new version)
            self._commit(len(self.persons), person=False)

    # -- tokens ----------------------------------------------------------------------
    def who(self, token: str) -> Who | None:
        """Whose token this is in this game, or None."""
        return who_of(token, self.storyteller_token, self.seat_tokens)

    @property
    def game(self) -> Game:
        """The game as it stands."""
        return self.table.game

    # -- reading ---------------------------------------------------------------------
    def view(self, who: Who) -> dict[str, Any]:
        """What ``who`` may read now: the grimoire, or one seat's view (made once per
        version of the game and token: every page polls it after each answer)."""
        return self._cached(who)[0]

    def view_json(self, who: Who) -> bytes:
        """``view`` as JSON bytes, serialised once per version of the game and token."""
        return self._cached(who)[1]

    def _cached(self, who: Who) -> tuple[dict[str, Any], bytes]:
        """``who``'s view and its JSON, made if the game moved since they were last made."""
        with self.lock:
            self._check_open()
            cached = self._views.get(who.seat)
            if cached is not None and cached[0] == self.version and cached[1] is self.game:
                return cached[2], cached[3]
            out = self._view(who)
            raw = json.dumps(out, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
            self._views[who.seat] = (self.version, self.game, out, raw)
            return out, raw

    def _story(self, who: Who, events: list[dict[str, Any]]) -> list[str]:
        """The story so far for ``who``, told incrementally (a new game after an undo starts over)."""
        live = self._stories.get(who.seat)
        if live is None or live[0] is not self.game:
            namer = Namer.from_setup(self.game) if who.storyteller else \
                Namer([s.name for s in self.game.seats], character_names(self.game.script.to_json()))
            live = (self.game, LiveStory(namer, you=who.seat))
            self._stories[who.seat] = live
        return list(live[1].update(events))

    def _view(self, who: Who) -> dict[str, Any]:
        """The view itself (``view`` caches it)."""
        pending = self.table.pending
        if who.storyteller:
            out = grimoire_view(self.game, pending)
            if pending is not None and out["pending"] is not None:
                out["pending"]["waiting_for"] = "storyteller" if pending.decider == STORYTELLER \
                    else self.game.seats[pending.decider].name
            out["night_sheet"] = night_sheet(self.game)
            out["seat_links"] = [{"seat": i, "name": s.name, "token": t, "bot": i in self.bots}
                                 for i, (s, t) in enumerate(zip(self.game.seats, self.seat_tokens))]
            out["story"] = self._story(who, out["events"])
        else:
            assert who.seat is not None
            out = labelled_seat_view(self.game, who.seat, pending).to_json()
            out["story"] = self._story(who, out["events"])
        out["id"] = self.id
        out["version"] = self.version
        out["names"] = {c.id: c.name for c in self.game.script.characters}
        out["jinxes"] = [{"characters": [j.a, j.b], "reason": j.reason}
                         for j in self.game.script.jinxes]
        return out

    def script_sheet(self) -> dict[str, Any]:
        """The script's character sheet and jinxes (every player may read it)."""
        s = self.game.script
        return {"name": s.name, "characters": [
            {"id": c.id, "name": c.name, "team": c.team.value, "ability": c.ability} for c in s.characters],
            "jinxes": [{"characters": [j.a, j.b], "reason": j.reason} for j in s.jinxes]}

    # -- acting ----------------------------------------------------------------------
    def answer(self, who: Who, decision_id: Any, value: Any) -> None:
        """Apply ``who``'s answer to the pending decision, committed before returning; a
        ``Refused`` with the reason otherwise, changing nothing."""
        with self.lock:
            self._check_open()
            self._answer(who, decision_id, value)

    def _answer(self, who: Who, decision_id: Any, value: Any) -> None:
        """``answer`` with the lock held."""
        pending = self.table.pending
        if pending is None:
            raise Refused(409, "the game is over: nothing is waiting for an answer")
        if not isinstance(decision_id, int) or isinstance(decision_id, bool) or decision_id != pending.id:
            raise Refused(409, f"decision {shown(decision_id)} is not pending (decision {pending.id} is)")
        if not who.storyteller and pending.decider != who.seat:
            raise Refused(403, "this decision is not yours to answer")
        option = match_option(pending.options, value)
        if option is _NO_MATCH:
            raise Refused(422, f"{shown(value, 80)} is not a legal answer to {pending.kind!r}")
        before = len(self.table.choices)
        try:
            self.table.answer(option)
        except IllegalChoice as exc:
            raise Refused(422, str(exc)) from None
        self._commit(before, person=True)

    def undo(self, who: Who) -> None:
        """Take back the last answer a person gave (and the bots' choices after it)."""
        if not who.storyteller:
            raise Refused(403, "only the Storyteller may undo")
        with self.lock:
            self._check_open()
            last = max((i for i, p in enumerate(self.persons) if p), default=None)
            if last is None:
                raise Refused(409, "nothing to undo")
            self.table.truncate(last)
            self.persons = self.persons[:last]
            self._commit(last, person=False)

    def _commit(self, keep: int, *, person: bool) -> None:
        """Store the choices from ``keep`` on (``person``: the first is a person's answer,
        the rest are bots'), then let watchers know the game moved."""
        new = self.table.choices[keep:]
        persons = [person and i == 0 for i in range(len(new))]
        self.store.replace_tail(self.id, keep, jsonable(new), persons)
        self.persons = self.persons[:keep] + persons
        self.version += 1
        if self.notifier is not None:
            self.notifier.bump(self.id)

    def vote(self, who: Who, nominee: Any, voters: Any) -> None:
        """Enter a whole vote on ``nominee`` (the Storyteller): yes for the seats in ``voters``,
        no for the rest, in turn; the whole request is checked before anything changes."""
        if not who.storyteller:
            raise Refused(403, "only the Storyteller enters a whole vote")
        n = len(self.seat_tokens)
        if not isinstance(nominee, int) or isinstance(nominee, bool) or not 0 <= nominee < n:
            raise Refused(400, f"'nominee': {shown(nominee)} is not a seat number from 0 to {n - 1}")
        raised = set(seat_list(voters, n, "voters"))
        with self.lock:
            self._check_open()
            pending = self.table.pending
            if pending is None or pending.kind != "vote" or pending.about != nominee:
                raise Refused(409, f"no vote on seat {nominee} is pending")
            while pending is not None and pending.kind == "vote" and pending.about == nominee:
                self._answer(who, pending.id, pending.decider in raised)
                pending = self.table.pending

    def close(self) -> None:
        """Stop this game's table (pushed out of memory); requests holding it look it up again."""
        with self.lock:
            self.closed = True
            self.table.close()

    def _check_open(self) -> None:
        """Raise ``Gone`` if the room was pushed out of memory (with the lock held)."""
        if self.closed:
            raise Gone(self.id)


_NO_MATCH = object()


def match_option(options: Any, value: Any) -> Any:
    """The option ``value`` (an answer in JSON) names, compared type for type: ``1.0`` or
    ``true`` is not seat 1; a list answers a tuple option."""
    wanted = json.dumps(value, sort_keys=True)
    for option in options:
        if json.dumps(jsonable(option), sort_keys=True) == wanted:
            return option
    return _NO_MATCH


def night_sheet(game: Game) -> dict[str, Any]:
    """Tonight's order with each step's reminder text, and who is awake now."""
    first = game.night_no <= 1
    order = game.script.first_night if first else game.script.other_night
    in_play = {a.character.id for a in game.abilities_in_play()}
    steps = []
    for cid in order:
        c = game.script.by_id.get(cid)
        reminder = (c.first_night_reminder if first else c.other_night_reminder) if c else ""
        steps.append({"id": cid, "name": c.name if c else MARKER_NAMES.get(cid, cid), "reminder": reminder,
                      "in_play": cid in in_play or c is None})
    awake = None
    if game.phase.startswith("night"):
        for e in reversed(game.events):
            if e.kind == "night":
                break
            if e.kind == "wake":
                awake = e.data.get("ability")
                break
    return {"night": max(game.night_no, 1), "first": first, "steps": steps, "awake": awake}


def who_of(token: str, storyteller_token: str, seat_tokens: list[str]) -> Who | None:
    """Whose token ``token`` is among a game's tokens (compared in constant time), or None."""
    if _tokens_match(token, storyteller_token):
        return Who(None)
    for seat, t in enumerate(seat_tokens):
        if _tokens_match(token, t):
            return Who(seat)
    return None


class Notifier:
    """Each game id's version (bumped whenever the game moves) and the event streams waiting
    on it. Kept by game id, not by room: a stream follows its game out of memory and back."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._versions: dict[str, int] = {}
        # Held weakly: a stream dropped before it ever ran (the client gone at once) frees its place.
        self._waiting: dict[str, weakref.WeakKeyDictionary[asyncio.Event, asyncio.AbstractEventLoop]] = {}

    def version(self, game_id: str) -> int:
        """How often ``game_id`` has moved since the server started."""
        with self._lock:
            return self._versions.get(game_id, 0)

    def bump(self, game_id: str) -> None:
        """``game_id`` moved: wake its streams (callable from any thread)."""
        with self._lock:
            self._versions[game_id] = self._versions.get(game_id, 0) + 1
            waiting = list(self._waiting.get(game_id, {}).items())
        for event, loop in waiting:
            if not loop.is_closed():
                loop.call_soon_threadsafe(event.set)

    def subscribe(self, game_id: str, limit: int) -> asyncio.Event:
        """An event set whenever ``game_id`` moves (call on the event loop); 429 over ``limit``."""
        event = asyncio.Event()
        with self._lock:
            waiting = self._waiting.setdefault(game_id, weakref.WeakKeyDictionary())
            if len(waiting) >= limit:
                raise Refused(429, f"this game already has {limit} open event streams")
            waiting[event] = asyncio.get_running_loop()
        return event

    def unsubscribe(self, game_id: str, event: asyncio.Event) -> None:
        """Stop waking ``event``."""
        with self._lock:
            waiting = self._waiting.get(game_id)
            if waiting is not None:
                waiting.pop(event, None)
                if not waiting:
                    del self._waiting[game_id]

    def forget(self, game_id: str) -> None:
        """Drop a removed game's version."""
        with self._lock:
            self._versions.pop(game_id, None)


class Tickets:
    """Single-use, short-lived tickets for event streams: ``EventSource`` cannot send a
    header, and a token must never travel in a URL."""

    def __init__(self, seconds: float = 30.0, most: int = 10_000) -> None:
        self.seconds = seconds
        self.most = most
        self._lock = threading.Lock()
        self._tickets: dict[str, tuple[str, Who, float]] = {}

    def issue(self, game_id: str, who: Who) -> str:
        """A new ticket for ``who``'s event stream of ``game_id``."""
        now = time.monotonic()
        with self._lock:
            for key in [k for k, (_, _, end) in self._tickets.items() if end < now]:
                del self._tickets[key]
            if len(self._tickets) >= self.most:
                raise Refused(429, "too many event stream tickets waiting: try again shortly")
            ticket = secrets.token_urlsafe(24)
            self._tickets[ticket] = (game_id, who, now + self.seconds)
        return ticket

    def redeem(self, ticket: str, game_id: str) -> Who | None:
        """Whose ticket this is, used up now (None: unknown, used, expired or another game's)."""
        with self._lock:
            held = self._tickets.pop(ticket, None)
        if held is None or held[0] != game_id or held[2] < time.monotonic():
            return None
        return held[1]


class Rooms:
    """Every game the server knows: built on demand from the store, the least recently used
    pushed out of memory when more than ``limits.live_games`` are built."""

    def __init__(self, store: Store, limits: Limits | None = None) -> None:
        self.store = store
        self.limits = limits or Limits()
        self.live_games = self.limits.live_games or MAX_GAMES_IN_MEMORY
        self.notifier = Notifier()
        self._rooms: OrderedDict[str, Room] = OrderedDict()
        self._lock = threading.Lock()
        self._created = Rate(self.limits.creates_per_minute)

    def create(self, body: Any) -> dict[str, Any]:
        """Create a game from a request body (see docs/web.md); its id and tokens."""
        script, seed = _script_and_seed(body)
        if "setup" in body:
            setup = setup_from_json(body["setup"], script, "setup")
            names = clean_names([spec.name for spec in setup.seats], "'setup': seat")
        else:
            setup = Game(script, players=_players(body), seed=seed).setup
            names = [spec.name for spec in setup.seats]
        n = len(setup.seats)
        names = _names(body.get("names"), n) or names
        for spec, name in zip(setup.seats, names):
            spec.name = name
        bots = seat_list(body.get("bots", []), n, "bots")
        self._room_for_one_more()
        stored = StoredGame(secrets.token_urlsafe(12), script.to_json(), seed, setup.to_json(), sorted(bots),
                            secrets.token_urlsafe(24), [secrets.token_urlsafe(24) for _ in range(n)], [], [])
        self.store.create(stored)
        room = self._open(stored)
        return {"id": room.id,
                "storyteller": {"token": room.storyteller_token, "url": f"/g/{room.id}/storyteller#{room.storyteller_token}"},
                "seats": [{"seat": i, "name": s.name, "token": t, "url": f"/g/{room.id}/seat#{t}", "bot": i in room.bots}
                          for i, (s, t) in enumerate(zip(room.game.seats, room.seat_tokens))]}

    def draw(self, body: Any) -> dict[str, Any]:
        """A legal setup drawn for a request body ({"script", "players", "seed"?, "names"?}),
        in the shape ``create`` takes as ``"setup"``, for the Storyteller to edit by hand; the
        names typed on the form, if given, name its seats."""
        script, seed = _script_and_seed(body)
        players = _players(body)
        names = _names(body.get("names"), players)
        drawn = Game(script, players=players, seed=seed).setup.to_json()
        for spec, name in zip(drawn["seats"], names or []):
            spec["name"] = name
        return drawn

    def allow_create(self) -> None:
        """Count one more game created (or setup drawn) this minute: 429 over the rate."""
        if self._created.full():
            raise Refused(429, f"at most {self.limits.creates_per_minute} games may be created a minute: "
                               "try again shortly")
        self._created.add()

    def _room_for_one_more(self) -> None:
        """503 if the store holds as many games as it may."""
        if self.store.count() >= self.limits.games_stored:
            raise Refused(503, f"the server holds {self.limits.games_stored} games, its limit: "
                               "old games are removed after a while")

    def find(self, game_id: str, token: str) -> tuple[Room, Who]:
        """The game ``game_id`` and whose ``token`` it is, the token checked before the game is
        built from the store; 404 for an unknown game or a token not of this game."""
        who = self.whose(game_id, token)
        room = self.get(game_id)
        if room is None:
            raise Refused(404, "no such game for this token")
        return room, who

    def whose(self, game_id: str, token: str) -> Who:
        """Whose ``token`` is in the game ``game_id``, checked without building the game; 404
        for an unknown game or a token not of this game."""
        room = self._live(game_id) if len(game_id) <= 64 else None
        if room is not None:
            who = room.who(token)
        else:
            tokens = self.store.tokens(game_id) if len(game_id) <= 64 else None
            who = None if tokens is None else who_of(token, *tokens)
        if who is None:
            raise Refused(404, "no such game for this token")
        return who

    def run(self, game_id: str, token: str, act: Callable[[Room, Who], T]) -> T:
        """``act`` on the game ``game_id`` as ``token``'s holder (looked up again if the game
        was pushed out of memory meanwhile)."""
        for _ in range(3):
            room, who = self.find(game_id, token)
            try:
                return act(room, who)
            except Gone:
                continue
        raise Refused(503, "the server is too busy to keep this game in memory: try again")

    def get(self, game_id: str) -> Room | None:
        """The live game ``game_id``, built from the store if need be (None: no such game)."""
        room = self._live(game_id)
        if room is not None:
            return room
        stored = self.store.load(game_id)
        return None if stored is None else self._open(stored)

    def live_ids(self) -> list[str]:
        """The games built in memory, least recently used first."""
        with self._lock:
            return list(self._rooms)

    def purge(self) -> int:
        """Remove the games older than ``limits.keep_days`` from the store and memory; how many."""
        gone = self.store.purge(self.limits.keep_days)
        for game_id in gone:
            with self._lock:
                room = self._rooms.pop(game_id, None)
            if room is not None:
                room.close()
            self.notifier.forget(game_id)
        return len(gone)

    def _live(self, game_id: str) -> Room | None:
        """The game if built, marked as used now."""
        with self._lock:
            room = self._rooms.get(game_id)
            if room is not None:
                self._rooms.move_to_end(game_id)
            return room

    def _open(self, stored: StoredGame) -> Room:
        """Build a stored game and keep it, pushing out the least recently used if need be."""
        room = Room(stored, self.store, self.notifier)
        pushed: list[Room] = []
        with self._lock:
            if stored.id in self._rooms:
                kept = self._rooms[stored.id]
                self._rooms.move_to_end(stored.id)
                pushed.append(room)
                room = kept
            else:
                self._rooms[stored.id] = room
                while len(self._rooms) > self.live_games:
                    pushed.append(self._rooms.popitem(last=False)[1])
        for old in pushed:
            old.close()
        return room


__all__ = ["MAX_GAMES_IN_MEMORY", "Limits", "Notifier", "Rate", "Refused", "Room", "Rooms", "Tickets", "Who",
           "match_option", "night_sheet", "who_of"]
