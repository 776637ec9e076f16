"""The web grimoire: a JSON API (documented at ``/openapi.json`` and in docs/web.md) and the
pages built on it, served by one process with SQLite as its store.

Every request names its game and carries a token (``Authorization: Bearer``); a token reads
only what its holder may (the grimoire, or one seat's view) and answers only its own
decisions. Bad requests get a 4xx with a one-line reason and change nothing.
"""

from __future__ import annotations

import asyncio
import io
import json
from importlib import resources
from pathlib import Path
from typing import Any, AsyncIterator

import segno
from fastapi import FastAPI, Header, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..errors import ClocktowerError
from ..script import bundled_scripts
from .rooms import Refused, Room, Rooms, Who
from .store import Store

MAX_BODY = 512 * 1024
"""The largest request body accepted (an uploaded script is the largest thing sent)."""

SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
                               "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}

STATIC = {"app.js": "text/javascript", "style.css": "text/css"}
PAGES = {"index": "index.html", "storyteller": "storyteller.html", "seat": "seat.html"}


def _asset(name: str) -> str:
    return (resources.files("clocktower.web") / "static" / name).read_text(encoding="utf-8")


def _error(status: int, reason: str) -> JSONResponse:
    return JSONResponse({"detail": reason}, status_code=status, headers=SECURITY_HEADERS)


def create_app(db: str | Path = "clocktower.sqlite") -> FastAPI:
    """The application, storing games in the SQLite file ``db``."""
    store = Store(db)
    rooms = Rooms(store)
    app = FastAPI(title="clocktower", version="1", summary="A Blood on the Clocktower grimoire: "
                  "the Storyteller's town square and a phone for every player.")
    app.state.rooms = rooms

    @app.exception_handler(Refused)
    async def refused(request: Request, exc: Refused) -> JSONResponse:
        return _error(exc.status, str(exc))

    @app.exception_handler(ClocktowerError)
    async def bad_input(request: Request, exc: ClocktowerError) -> JSONResponse:
        return _error(400, str(exc).splitlines()[0] if str(exc) else "bad request")

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        return _error(exc.status_code, str(exc.detail))

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0] if exc.errors() else {}
        where = ".".join(str(p) for p in first.get("loc", ()))
        return _error(422, f"{where}: {first.get('msg', 'invalid request')}")

    @app.middleware("http")
    async def headers(request: Request, call_next: Any) -> Response:
        length = request.headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            return _error(413, f"the body may be at most {MAX_BODY} bytes")
        response: Response = await call_next(request)
        for key, value in SECURITY_HEADERS.items():
            response.headers.setdefault(key, value)
        return response

    async def body_of(request: Request) -> Any:
        raw = await request.body()
        if len(raw) > MAX_BODY:
            raise Refused(413, f"the body may be at most {MAX_BODY} bytes")
        try:
            return json.loads(raw or b"null")
        except (ValueError, RecursionError):
            raise Refused(400, "the body is not valid JSON") from None

    def room_for(game_id: str, authorization: str | None, token: str | None = None) -> tuple[Room, Who]:
        given = token
        if authorization is not None:
            scheme, _, given = authorization.partition(" ")
            if scheme.lower() != "bearer" or not given:
                raise Refused(401, "use 'Authorization: Bearer <token>'")
        if not given:
            raise Refused(401, "a token is needed: 'Authorization: Bearer <token>'")
        room = rooms.get(game_id) if len(game_id) <= 64 else None
        who = None if room is None else room.who(given)
        if room is None or who is None:
            raise Refused(404, "no such game for this token")
        return room, who

    # -- the API -------------------------------------------------------------------------
    @app.get("/api/scripts", summary="The bundled scripts")
    def scripts() -> list[dict[str, Any]]:
        return [{"id": s.id, "name": s.name, "characters": len(s.characters)} for s in bundled_scripts()]

    @app.post("/api/games", status_code=201, summary="Create a game",
              description='Body: {"script": slug, name or script JSON list, "players": 5-15, "seed": optional, '
                          '"names": optional list, "bots": optional seat list, "setup": optional seating}.')
    async def create_game(request: Request) -> dict[str, Any]:
        body = await body_of(request)
        return rooms.create(body)

    @app.post("/api/setups", summary="Draw a legal setup to edit by hand before creating a game",
              description='Body: {"script": slug, name or script JSON list, "players": 5-15, "seed": optional}. '
                          'Returns the seating in the shape POST /api/games takes as "setup".')
    async def draw_setup(request: Request) -> dict[str, Any]:
        body = await body_of(request)
        return rooms.draw(body)

    @app.get("/api/games/{game_id}/view", summary="What this token may read now",
             description="A seat's view for a seat token, the grimoire for the Storyteller's; "
                         "with 'pending': the decision this token must answer now, or null.")
    def view(game_id: str, authorization: str | None = Header(default=None)) -> dict[str, Any]:
        room, who = room_for(game_id, authorization)
        return room.view(who)

    @app.get("/api/games/{game_id}/script", summary="The script's character sheet and jinxes")
    def script_sheet(game_id: str, authorization: str | None = Header(default=None)) -> dict[str, Any]:
        room, _ = room_for(game_id, authorization)
        return room.script_sheet()

    @app.post("/api/games/{game_id}/answer", summary="Answer the pending decision",
              description='Body: {"decision": the pending decision\'s id, "answer": one option\'s value}.')
    async def answer(game_id: str, request: Request,
                     authorization: str | None = Header(default=None)) -> dict[str, Any]:
        room, who = room_for(game_id, authorization)
        body = await body_of(request)
        if not isinstance(body, dict) or "decision" not in body or "answer" not in body:
            raise Refused(400, "the body must be {\"decision\": id, \"answer\": value}")
        room.answer(who, body["decision"], body["answer"])
        return room.view(who)

    @app.post("/api/games/{game_id}/votes", summary="Enter a whole vote at once (the Storyteller)",
              description='Body: {"nominee": seat, "voters": [seats whose hands are raised]}: answers the '
                          "vote decisions on that nominee in turn, yes for the raised hands.")
    async def votes(game_id: str, request: Request,
                    authorization: str | None = Header(default=None)) -> dict[str, Any]:
        room, who = room_for(game_id, authorization)
        if not who.storyteller:
            raise Refused(403, "only the Storyteller enters a whole vote")
        body = await body_of(request)
        voters = body.get("voters") if isinstance(body, dict) else None
        nominee = body.get("nominee") if isinstance(body, dict) else None
        if not isinstance(voters, list) or not isinstance(nominee, int):
            raise Refused(400, "the body must be {\"nominee\": seat, \"voters\": [seats]}")
        raised = set(v for v in voters if isinstance(v, int))
        while True:
            pending = room.table.pending
            if pending is None or pending.kind != "vote" or pending.about != nominee:
                break
            room.answer(who, pending.id, pending.decider in raised)
        return room.view(who)

    @app.post("/api/games/{game_id}/undo", summary="Take back the last answer a person gave (the Storyteller)")
    def undo(game_id: str, authorization: str | None = Header(default=None)) -> dict[str, Any]:
        room, who = room_for(game_id, authorization)
        room.undo(who)
        return room.view(who)

    @app.get("/api/games/{game_id}/qr/{seat}.svg", summary="A QR code of a seat's secret link (the Storyteller)")
    def qr(game_id: str, seat: int, request: Request, token: str | None = None,
           authorization: str | None = Header(default=None)) -> Response:
        room, who = room_for(game_id, authorization, token)
        if not who.storyteller:
            raise Refused(403, "only the Storyteller sees the seats' links")
        if not 0 <= seat < len(room.seat_tokens):
            raise Refused(404, "no such seat")
        url = f"{str(request.base_url).rstrip('/')}/g/{room.id}/seat#{room.seat_tokens[seat]}"
        out = io.BytesIO()
        segno.make(url, error="m").save(out, kind="svg", scale=4, border=2)
        return Response(out.getvalue(), media_type="image/svg+xml")

    @app.get("/api/games/{game_id}/events", summary="Server-sent events: 'update' whenever the game moves",
             description="EventSource cannot send headers: give the token as ?token=.")
    async def events(game_id: str, token: str | None = None,
                     authorization: str | None = Header(default=None)) -> StreamingResponse:
        room, _ = room_for(game_id, authorization, token)

        async def stream() -> AsyncIterator[str]:
            seen = -1
            for _ in range(4 * 60 * 30):  # at most half an hour; the browser reconnects
                if room.version != seen:
                    seen = room.version
                    yield f"event: update\ndata: {seen}\n\n"
                await asyncio.sleep(0.25)

        return StreamingResponse(stream(), media_type="text/event-stream")

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

    @app.get("/static/{name}", include_in_schema=False)
    def static(name: str) -> Response:
        if name not in STATIC:
            raise Refused(404, "no such file")
        return Response(_asset(name), media_type=STATIC[name])

    return app


__all__ = ["create_app"]
