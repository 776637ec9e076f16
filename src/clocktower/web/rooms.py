"""Live games behind the web grimoire: who holds which token, what each token may read and
answer, and every accepted answer committed to the store before it is acknowledged.

A ``Room`` is one game: a ``clocktower.api.Table`` (rebuilt from the stored choices) and
its tokens. The Storyteller's token reads the grimoire and may answer any pending
decision (at a real table the Storyteller enters players' choices too) and undo; a seat's
token reads that seat's view and answers only that seat's decisions.
"""

from __future__ import annotations

import json
import random
import secrets
import threading
from dataclasses import dataclass
from typing import Any

from ..api import Table
from ..errors import ClocktowerError, IllegalChoice
from ..game.engine import Game
from ..game.events import jsonable
from ..game.setup import Setup
from ..game.setupfile import setup_from_json
from ..game.state import STORYTELLER
from ..game.views import grimoire_view, seat_view
from ..script import Script, load_script, parse_script
from ..story import MARKER_NAMES, LiveStory, Namer, character_names
from .store import Store, StoredGame

MAX_GAMES_IN_MEMORY = 500
"""Live tables kept built; others are rebuilt from the store when next asked for."""


class Refused(ClocktowerError):
    """A request the rules or the tokens refuse: ``status`` is its HTTP status."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(reason)
        self.status = status


@dataclass(frozen=True)
class Who:
    """Who a token belongs to: the Storyteller (seat None) or a seat."""

    seat: int | None

    @property
    def storyteller(self) -> bool:
        """The token is the Storyteller's."""
        return self.seat is None


def _script_from(spec: Any) -> Script:
    """A bundled script by slug or name, or an uploaded script in the official JSON format."""
    if isinstance(spec, str):
        return load_script(spec)
    if isinstance(spec, (list, dict)):
        return parse_script(spec, "uploaded script")
    raise Refused(400, "'script' must be a bundled script's slug or name, or a script JSON list")


def _names(spec: Any, n: int) -> list[str] | None:
    if spec is None:
        return None
    if not isinstance(spec, list) or len(spec) != n or not all(isinstance(x, str) and x.strip() for x in spec):
        raise Refused(400, f"'names' must be a list of {n} non-empty names")
    if any(len(x) > 40 for x in spec):
        raise Refused(400, "a name may have at most 40 characters")
    return [x.strip() for x in spec]


def _script_and_seed(body: Any) -> tuple[Script, int]:
    """The script and seed a request body names (a fresh random seed if none)."""
    if not isinstance(body, dict):
        raise Refused(400, "the body must be a JSON object")
    script = _script_from(body.get("script"))
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

    def __init__(self, stored: StoredGame, store: Store) -> None:
        self.id = stored.id
        self.store = store
        self.lock = threading.Lock()
        self.storyteller_token = stored.storyteller_token
        self.seat_tokens = list(stored.seat_tokens)
        self.bots = frozenset(stored.bots)
        self.persons = list(stored.persons)
        self.version = 0
        self._views: dict[int | None, tuple[int, Game, dict[str, Any]]] = {}
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
        if secrets.compare_digest(token, self.storyteller_token):
            return Who(None)
        for seat, t in enumerate(self.seat_tokens):
            if secrets.compare_digest(token, t):
                return Who(seat)
        return None

    @property
    def game(self) -> Game:
        """The game as it stands."""
        return self.table.game

    # -- reading ---------------------------------------------------------------------
    def view(self, who: Who) -> dict[str, Any]:
        """What ``who`` may read now: the grimoire, or one seat's view (made once per
        version of the game and token: every page polls it after each answer)."""
        with self.lock:
            cached = self._views.get(who.seat)
            if cached is not None and cached[0] == self.version and cached[1] is self.game:
                return cached[2]
            out = self._view(who)
            self._views[who.seat] = (self.version, self.game, out)
            return out

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
            out = seat_view(self.game, who.seat, pending).to_json()
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
            pending = self.table.pending
            if pending is None:
                raise Refused(409, "the game is over: nothing is waiting for an answer")
            if not isinstance(decision_id, int) or isinstance(decision_id, bool) or decision_id != pending.id:
                raise Refused(409, f"decision {decision_id!r} is not pending (decision {pending.id} is)")
            if not who.storyteller and pending.decider != who.seat:
                raise Refused(403, "this decision is not yours to answer")
            option = match_option(pending.options, value)
            if option is _NO_MATCH:
                raise Refused(422, f"{json.dumps(value)[:80]} is not a legal answer to {pending.kind!r}")
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


class Rooms:
    """Every game the server knows: built on demand from the store, kept while in use."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._rooms: dict[str, Room] = {}
        self._lock = threading.Lock()

    def create(self, body: Any) -> dict[str, Any]:
        """Create a game from a request body (see docs/web.md); its id and tokens."""
        script, seed = _script_and_seed(body)
        if "setup" in body:
            setup = setup_from_json(body["setup"], script, "setup")
        else:
            setup = Game(script, players=_players(body), seed=seed).setup
        n = len(setup.seats)
        names = _names(body.get("names"), n)
        if names is not None:
            for spec, name in zip(setup.seats, names):
                spec.name = name
        bots = body.get("bots", [])
        if not isinstance(bots, list) or not all(isinstance(b, int) and not isinstance(b, bool) and 0 <= b < n
                                                 for b in bots):
            raise Refused(400, f"'bots' must be a list of seat numbers from 0 to {n - 1}")
        stored = StoredGame(secrets.token_urlsafe(12), script.to_json(), seed, setup.to_json(), sorted(set(bots)),
                            secrets.token_urlsafe(24), [secrets.token_urlsafe(24) for _ in range(n)], [], [])
        self.store.create(stored)
        room = self._open(stored)
        return {"id": room.id,
                "storyteller": {"token": room.storyteller_token, "url": f"/g/{room.id}/storyteller#{room.storyteller_token}"},
                "seats": [{"seat": i, "name": s.name, "token": t, "url": f"/g/{room.id}/seat#{t}", "bot": i in room.bots}
                          for i, (s, t) in enumerate(zip(room.game.seats, room.seat_tokens))]}

    def draw(self, body: Any) -> dict[str, Any]:
        """A legal setup drawn for a request body ({"script", "players", "seed"?}), in the
        shape ``create`` takes as ``"setup"``, for the Storyteller to edit by hand."""
        script, seed = _script_and_seed(body)
        return Game(script, players=_players(body), seed=seed).setup.to_json()

    def get(self, game_id: str) -> Room | None:
        """The live game ``game_id``, built from the store if need be (None: no such game)."""
        with self._lock:
            room = self._rooms.get(game_id)
        if room is not None:
            return room
        stored = self.store.load(game_id)
        return None if stored is None else self._open(stored)

    def _open(self, stored: StoredGame) -> Room:
        room = Room(stored, self.store)
        with self._lock:
            if stored.id in self._rooms:
                return self._rooms[stored.id]
            if len(self._rooms) >= MAX_GAMES_IN_MEMORY:
                self._rooms.pop(next(iter(self._rooms))).table.close()
            self._rooms[stored.id] = room
        return room


__all__ = ["MAX_GAMES_IN_MEMORY", "Refused", "Room", "Rooms", "Who", "match_option", "night_sheet"]
