"""The web grimoire: a JSON API (documented at ``/openapi.json`` and in docs/web.md) and the
pages built on it, served by one process with SQLite as its store.

Every request names its game and carries a token (``Authorization: Bearer``); a token reads
only what its holder may (the grimoire, or one seat's view) and answers only its own
decisions. Bad requests get a 4xx with a one-line reason and change nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hmac
import io
import json
import time
import weakref
from importlib import resources
from pathlib import Path
from typing import Any, AsyncIterator, Callable, TypeVar

import anyio.to_thread
import segno
from fastapi import FastAPI, Header, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from starlette.datastructures import Headers, MutableHeaders
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..errors import ClocktowerError
from ..script import bundled_scripts
from .inputs import Refused
from .rooms import Limits, Notifier, Rate, Room, Rooms, Tickets, Who
from .store import Store

MAX_BODY = 512 * 1024
"""The largest request body accepted (an uploaded script is the largest thing sent)."""

STREAM_SECONDS = 30 * 60
"""An event stream ends after this long (the browser asks for a new one)."""

KEEP_ALIVE_SECONDS = 15.0
"""An event stream sends a comment when the game has not moved for this long."""

PURGE_SECONDS = 3600.0
"""How often old games are removed from the store while the server runs."""

WRONG_PASSWORDS_PER_MINUTE = 20
"""Wrong passwords to create a game, all clients together, before every try waits a minute."""

T = TypeVar("T")

SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; script-src 'self'; "
                               "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}

STATIC = {"app.js": "text/javascript", "style.css": "text/css", "favicon.svg": "image/svg+xml"}
PAGES = {"index": "index.html", "storyteller": "storyteller.html", "seat": "seat.html"}


def _asset(name: str) -> str:
    return (resources.files("clocktower.web") / "static" / name).read_text(encoding="utf-8")


def _json(raw: bytes) -> Response:
    """A JSON answer already serialised (views are made and serialised once per version)."""
    return Response(raw, media_type="application/json")


def _error(status: int, reason: str) -> JSONResponse:
    return JSONResponse({"detail": reason}, status_code=status, headers=SECURITY_HEADERS)


class Guard:
    """ASGI middleware on every request: refuses a body over ``MAX_BODY`` bytes (413 from its
    Content-Length at once, or as soon as a chunked body grows past it) and adds the security
    headers to every response. Plain ASGI, so event streams pass straight through."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = Headers(scope=scope).get("content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            await _error(413, f"the body may be at most {MAX_BODY} bytes")(scope, receive, send)
            return
        size = 0

        async def counted() -> Message:
            nonlocal size
            message = await receive()
            size += len(message.get("body", b""))
            if size > MAX_BODY:
                raise Refused(413, f"the body may be at most {MAX_BODY} bytes")
            return message

        async def secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for key, value in SECURITY_HEADERS.items():
                    if key not in headers:
                        headers[key] = value
            await send(message)

        await self.app(scope, counted, secured)


def _token_of(authorization: str | None) -> str:
    """The bearer token of an Authorization header: 401 if missing, malformed or not ASCII."""
    if authorization is None:
        raise Refused(401, "a token is needed: 'Authorization: Bearer <token>'")
    scheme, _, given = authorization.partition(" ")
    if scheme.lower() != "bearer" or not given:
        raise Refused(401, "use 'Authorization: Bearer <token>'")
    if not given.isascii() or not given.isprintable() or len(given) > 200:
        raise Refused(401, "a token is at most 200 printable ASCII characters")
    return given


def _password_matches(given: Any, password: str) -> bool:
    """A constant-time compare of a given password with the server's, on their UTF-8 bytes."""
    if not isinstance(given, str):
        return False
    return hmac.compare_digest(given.encode("utf-8", "surrogatepass"), password.encode("utf-8"))


def _header_text(request: Request, name: str) -> str | None:
    """A header's value as its UTF-8 text (browsers send non-ASCII header text as UTF-8)."""
    raw = request.headers.getlist(name)
    if not raw:
        return None
    return raw[0].encode("latin-1").decode("utf-8", "replace")


async def read_body(request: Request, limit: int = MAX_BODY) -> bytes:
    """The request body, counted as it streams in: 413 as soon as it is over ``limit`` bytes
    (chunked or not), before the rest is read."""
    length = request.headers.get("content-length")
    if length is not None and (not length.isdigit() or int(length) > limit):
        raise Refused(413, f"the body may be at most {limit} bytes")
    parts: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise Refused(413, f"the body may be at most {limit} bytes")
        parts.append(chunk)
    return b"".join(parts)


async def body_of(request: Request) -> Any:
    """The request body as JSON (400 if it is not)."""
    raw = await read_body(request)
    try:
        return json.loads(raw or b"null")
    except (ValueError, RecursionError):
        raise Refused(400, "the body is not valid JSON") from None


async def off_loop(fn: Callable[..., T], *args: Any) -> T:
    """Run ``fn(*args)`` in a worker thread: the engine never blocks the event loop."""
    return await anyio.to_thread.run_sync(functools.partial(fn, *args))


def create_app(db: str | Path = "clocktower.sqlite", *, limits: Limits | None = None,
               password: str | None = None) -> FastAPI:
    """The application, storing games in the SQLite file ``db``; ``password``, if given, is
    needed to create a game."""
    store = Store(db)
    rooms = Rooms(store, limits)
    tickets = Tickets()
    wrong_passwords = Rate(WRONG_PASSWORDS_PER_MINUTE)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await off_loop(rooms.purge)
        task = asyncio.create_task(_purge_now_and_then(rooms))
        try:
            yield
        finally:
            task.cancel()

    app = FastAPI(title="clocktower", version="1", lifespan=lifespan, summary="A Blood on the Clocktower "
                  "grimoire: the Storyteller's town square and a phone for every player.")
    app.state.rooms = rooms

    @app.exception_handler(Refused)
    async def refused(request: Request, exc: Refused) -> JSONResponse:
        return _error(exc.status, str(exc))

    @app.exception_handler(ClocktowerError)
    async def bad_input(request: Request, exc: ClocktowerError) -> JSONResponse:
        return _error(400, str(exc).splitlines()[0][:300] if str(exc) else "bad request")

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        return _error(exc.status_code, str(exc.detail))

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0] if exc.errors() else {}
        where = ".".join(str(p) for p in first.get("loc", ()))
        return _error(422, f"{where}: {first.get('msg', 'invalid request')}")

    app.add_middleware(Guard)

    def check_password(request: Request, body: Any) -> None:
        """401/403 unless the request gives the server's password (if it has one)."""
        if password is None:
            return
        given = _header_text(request, "x-clocktower-password")
        if given is None and isinstance(body, dict):
            given = body.get("password")
        if given is None:
            raise Refused(401, "this server needs its password to create a game "
                               "(the X-Clocktower-Password header or a 'password' field)")
        if wrong_passwords.full():
            raise Refused(429, "too many wrong passwords this minute: try again in a minute")
        if not _password_matches(given, password):
            wrong_passwords.add()
            raise Refused(403, "wrong password")

    waiting: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    async def in_game(game_id: str, token: str, fn: Callable[[Room, Who], T]) -> T:
        """``fn(room, who)`` in a worker thread under the game's lock. Requests about one game
        wait their turn on the event loop, not in a worker thread: however many pile up on one
        game, the other games' requests still find threads free."""
        lock = waiting.get(game_id)
        if lock is None:
            lock = waiting[game_id] = asyncio.Lock()
        async with lock:
            return await off_loop(rooms.run, game_id, token, fn)

    async def act(game_id: str, authorization: str | None, fn: Callable[[Room, Who], T]) -> T:
        """``fn(room, who)`` for the request's token (``in_game``)."""
        return await in_game(game_id, _token_of(authorization), fn)

    # -- the API -------------------------------------------------------------------------
    @app.get("/api/scripts", summary="The bundled scripts")
    def scripts() -> list[dict[str, Any]]:
        return [{"id": s.id, "name": s.name, "characters": len(s.characters)} for s in bundled_scripts()]

    @app.get("/api/config", summary="What the new-game page needs to know about this server")
    def config() -> dict[str, Any]:
        lim = rooms.limits
        return {"password_required": password is not None, "max_body": MAX_BODY,
                "limits": {"live_games": rooms.live_games, "streams_per_game": lim.streams_per_game,
                           "games_stored": lim.games_stored, "keep_days": lim.keep_days,
                           "creates_per_minute": lim.creates_per_minute}}

    @app.post("/api/games", status_code=201, summary="Create a game",
              description='Body: {"script": slug, name or script JSON list, "players": 5-15, "seed": optional, '
                          '"names": optional list, "bots": optional seat list, "setup": optional seating, '
                          '"password": the server\'s password if it has one (or X-Clocktower-Password)}.')
    async def create_game(request: Request) -> dict[str, Any]:
        body = await body_of(request)
        check_password(request, body)
        rooms.allow_create()
        return await off_loop(rooms.create, body)

    @app.post("/api/setups", summary="Draw a legal setup to edit by hand before creating a game",
              description='Body: {"script": slug, name or script JSON list, "players": 5-15, "seed": optional, '
                          '"password": as for creating a game}. '
                          'Returns the seating in the shape POST /api/games takes as "setup".')
    async def draw_setup(request: Request) -> dict[str, Any]:
        body = await body_of(request)
        check_password(request, body)
        rooms.allow_create()
        return await off_loop(rooms.draw, body)

    @app.get("/api/games/{game_id}/view", summary="What this token may read now",
             description="A seat's view for a seat token, the grimoire for the Storyteller's; "
                         "with 'pending': the decision this token must answer now, or null.")
    async def view(game_id: str, authorization: str | None = Header(default=None)) -> Response:
        return _json(await act(game_id, authorization, lambda room, who: room.view_json(who)))

    @app.get("/api/games/{game_id}/script", summary="The script's character sheet and jinxes")
    async def script_sheet(game_id: str, authorization: str | None = Header(default=None)) -> dict[str, Any]:
        return await act(game_id, authorization, lambda room, who: room.script_sheet())

    @app.post("/api/games/{game_id}/answer", summary="Answer the pending decision",
              description='Body: {"decision": the pending decision\'s id, "answer": one option\'s value}.')
    async def answer(game_id: str, request: Request,
                     authorization: str | None = Header(default=None)) -> Response:
        token = _token_of(authorization)
        body = await body_of(request)
        if not isinstance(body, dict) or "decision" not in body or "answer" not in body:
            raise Refused(400, "the body must be {\"decision\": id, \"answer\": value}")

        def answered(room: Room, who: Who) -> bytes:
            room.answer(who, body["decision"], body["answer"])
            return room.view_json(who)

        return _json(await in_game(game_id, token, answered))

    @app.post("/api/games/{game_id}/votes", summary="Enter a whole vote at once (the Storyteller)",
              description='Body: {"nominee": seat, "voters": [seats whose hands are raised]}: answers the '
                          "vote decisions on that nominee in turn, yes for the raised hands. Seats are "
                          "whole numbers (not true, 2.0 or \"3\"), each listed once.")
    async def votes(game_id: str, request: Request,
                    authorization: str | None = Header(default=None)) -> Response:
        token = _token_of(authorization)
        body = await body_of(request)
        if not isinstance(body, dict) or "voters" not in body or "nominee" not in body:
            raise Refused(400, "the body must be {\"nominee\": seat, \"voters\": [seats]}")

        def voted(room: Room, who: Who) -> bytes:
            room.vote(who, body["nominee"], body["voters"])
            return room.view_json(who)

        return _json(await in_game(game_id, token, voted))

    @app.post("/api/games/{game_id}/undo", summary="Take back the last answer a person gave (the Storyteller)")
    async def undo(game_id: str, authorization: str | None = Header(default=None)) -> Response:
        def undone(room: Room, who: Who) -> bytes:
            room.undo(who)
            return room.view_json(who)

        return _json(await act(game_id, authorization, undone))

    @app.get("/api/games/{game_id}/qr/{seat}.svg", summary="A QR code of a seat's secret link (the Storyteller)",
             description="Authorization header only: a token never travels in a URL.")
    async def qr(game_id: str, seat: int, request: Request,
                 authorization: str | None = Header(default=None)) -> Response:
        base = str(request.base_url).rstrip("/")

        def drawn(room: Room, who: Who) -> bytes:
            if not who.storyteller:
                raise Refused(403, "only the Storyteller sees the seats' links")
            if not 0 <= seat < len(room.seat_tokens):
                raise Refused(404, "no such seat")
            out = io.BytesIO()
            segno.make(f"{base}/g/{room.id}/seat#{room.seat_tokens[seat]}", error="m").save(
                out, kind="svg", scale=4, border=2)
            return out.getvalue()

        return Response(await act(game_id, authorization, drawn), media_type="image/svg+xml")

    @app.post("/api/games/{game_id}/stream-ticket", summary="A ticket for this token's event stream",
              description="Returns {\"ticket\", \"expires_in\"}: give it as ?ticket= to the event stream "
                          "within 30 seconds; it works once.")
    async def stream_ticket(game_id: str, authorization: str | None = Header(default=None)) -> dict[str, Any]:
        who = await off_loop(rooms.whose, game_id, _token_of(authorization))
        return {"ticket": tickets.issue(game_id, who), "expires_in": int(tickets.seconds)}

    @app.get("/api/games/{game_id}/events", summary="Server-sent events: 'update' whenever the game moves",
             description="With ?ticket= from POST stream-ticket (EventSource cannot send headers), or "
                         "the Authorization header.")
    async def events(game_id: str, ticket: str | None = None,
                     authorization: str | None = Header(default=None)) -> StreamingResponse:
        if ticket is not None:
            if tickets.redeem(ticket, game_id) is None:
                raise Refused(401, "this event stream ticket is unknown, used or expired: ask for a new one")
        else:
            if authorization is None:
                raise Refused(401, "an event stream needs ?ticket= (POST .../stream-ticket) or "
                                   "'Authorization: Bearer <token>'")
            await off_loop(rooms.whose, game_id, _token_of(authorization))
        wake = rooms.notifier.subscribe(game_id, rooms.limits.streams_per_game)
        return StreamingResponse(_updates(rooms.notifier, game_id, wake), media_type="text/event-stream")

    # -- the pages -----------------------------------------------------------------------
    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    def index() -> HTMLResponse:
        return HTMLResponse(_asset(PAGES["index"]))

    @app.get("/g/{game_id}/storyteller", response_class=HTMLResponse, include_in_schema=False)
    def storyteller_page(game_id: str) -> HTMLResponse:
        return HTMLResponse(_asset(PAGES["storyteller"]))

    @app.get("/g/{game_id}/seat", response_class=HTMLResponse, include_in_schema=False)
    def seat_page(game_id: str) -> HTMLResponse:
        return HTMLResponse(_asset(PAGES["seat"]))

    @app.get("/favicon.ico", include_in_schema=False)
    def favicon() -> Response:
        """The icon browsers ask for by this name (an SVG: every current browser shows it)."""
        return Response(_asset("favicon.svg"), media_type="image/svg+xml")

    @app.get("/static/{name}", include_in_schema=False)
    def static(name: str) -> Response:
        if name not in STATIC:
            raise Refused(404, "no such file")
        return Response(_asset(name), media_type=STATIC[name])

    return app


async def _updates(notifier: Notifier, game_id: str, wake: asyncio.Event) -> AsyncIterator[str]:
    """An event stream's lines: 'update' now and whenever the game moves (however often it
    is pushed out of memory and built again), a comment now and then to keep it open, and
    the end after half an hour (the browser asks again)."""
    try:
        seen = -1
        end = time.monotonic() + STREAM_SECONDS
        while time.monotonic() < end:
            wake.clear()
            version = notifier.version(game_id)
            if version != seen:
                seen = version
                yield f"event: update\ndata: {seen}\n\n"
                continue
            try:
                await asyncio.wait_for(wake.wait(), KEEP_ALIVE_SECONDS)
            except asyncio.TimeoutError:
                yield ": still here\n\n"
    finally:
        notifier.unsubscribe(game_id, wake)


async def _purge_now_and_then(rooms: Rooms) -> None:
    """Remove old games from the store every ``PURGE_SECONDS`` while the server runs."""
    while True:
        await asyncio.sleep(PURGE_SECONDS)
        await off_loop(rooms.purge)


__all__ = ["Limits", "create_app", "read_body"]
