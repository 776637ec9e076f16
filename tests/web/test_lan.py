"""The web server safe on a LAN: tokens, scripts named by clients, body limits, names, seat
lists, evicted games, tokens kept out of URLs, limits, the password, and answers off the
event loop."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest
import uvicorn
from fastapi.testclient import TestClient

from clocktower.web import rooms as rooms_module
from clocktower.web.app import create_app

from .server import auth, free_port
from .server import create as made

ROOT = Path(__file__).resolve().parents[2]


def create(client: Any, **body: Any) -> dict[str, Any]:
    """A 5-player game (``server.create``)."""
    return made(client, players=body.pop("players", 5), **body)


def grimoire(client: Any, game: dict[str, Any]) -> dict[str, Any]:
    return dict(client.get(f"/api/games/{game['id']}/view", headers=auth(game["storyteller"]["token"])).json())


def one_line_4xx(response: Any, *words: str) -> None:
    assert 400 <= response.status_code < 500, (response.status_code, response.text)
    detail = response.json()["detail"]
    assert "\n" not in detail and "Traceback" not in detail
    for word in words:
        assert word in detail, detail


class Live:
    """The app under uvicorn in a thread of this process, on a free localhost port."""

    def __init__(self, app: Any) -> None:
        self.port = free_port()
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning"))
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> "Live":
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started and time.monotonic() < deadline:
            time.sleep(0.05)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(10)


@pytest.fixture
def live(tmp_path: Path) -> Iterator[Live]:
    with Live(create_app(tmp_path / "games.sqlite")) as server:
        yield server


# -- D1: a token that is not ASCII ------------------------------------------------------------
@pytest.mark.parametrize("token", ["é" * 32, "токен", "\u200b"])
def test_a_token_that_is_not_ascii_is_refused_with_a_reason_not_a_500(live: Live, token: str) -> None:
    with httpx.Client(base_url=live.base) as http:
        game = create(http)
        raw = {"Authorization": ("Bearer " + token).encode()}
        response = http.get(f"/api/games/{game['id']}/view", headers=raw)
        one_line_4xx(response, "token")
        assert response.status_code in (401, 403)
        response = http.get(f"/api/games/{game['id']}/qr/0.svg", params={"token": token})
        assert response.status_code in (401, 403)


# -- D2: a script named by a client is never opened as a path ---------------------------------
@pytest.mark.parametrize("script", ["/etc/passwd", "/etc", "/tmp", str(ROOT / "pyproject.toml"),
                                    "../../../../etc/hostname", "x" * 300, str(ROOT / "src/clocktower"),
                                    "{}", {"id": "_meta"}])
def test_a_script_that_is_not_a_bundled_name_or_a_script_list_is_refused_without_opening_anything(
        client: TestClient, script: Any, tmp_path: Path) -> None:
    for path in ("/api/setups", "/api/games"):
        response = client.post(path, json={"script": script, "players": 7})
        one_line_4xx(response, "script")
        detail = response.json()["detail"]
        assert "JSON" not in detail or "list" in detail
        assert "directory" not in detail and "root:" not in detail and "build-system" not in detail
        assert len(detail) < 400


def test_a_json_file_on_the_server_is_not_read_as_a_script(client: TestClient, tmp_path: Path) -> None:
    secret = tmp_path / "secret.json"
    secret.write_text('{"the_secret_key": 1}')
    response = client.post("/api/games", json={"script": str(secret), "players": 7})
    one_line_4xx(response)
    assert "the_secret_key" not in response.text


def test_a_bundled_script_by_name_and_an_uploaded_list_still_work(client: TestClient) -> None:
    create(client, script="Trouble Brewing")
    create(client, script=[{"id": "_meta", "name": "Mine"}, "noble", "monk", "soldier", "recluse", "drunk",
                           "assassin", "ojo", "balloonist", "dreamer", "oracle"])


# -- D3: bodies are limited while they stream in ---------------------------------------------
def test_a_chunked_body_over_the_limit_is_refused_with_413_before_it_is_all_read(tmp_path: Path) -> None:
    app = create_app(tmp_path / "g.sqlite")
    pulled = 0
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        nonlocal pulled
        pulled += 1
        return {"type": "http.request", "body": b" " * (256 * 1024), "more_body": pulled < 256}  # 64 MiB

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST",
             "scheme": "http", "path": "/api/games", "raw_path": b"/api/games", "query_string": b"",
             "root_path": "", "client": ("127.0.0.1", 1), "server": ("127.0.0.1", 80),
             "headers": [(b"content-type", b"application/json"), (b"transfer-encoding", b"chunked")]}
    asyncio.run(app(scope, receive, send))
    assert sent[0]["status"] == 413
    assert pulled <= 4, f"{pulled} chunks of 256 KiB were read before the refusal"


def test_a_chunked_body_over_the_limit_gets_413_from_a_real_server(live: Live) -> None:
    def chunks() -> Iterator[bytes]:
        for _ in range(8):
            yield b" " * (256 * 1024)

    with httpx.Client(base_url=live.base, timeout=30) as http:
        try:
            response = http.post("/api/games", content=chunks(), headers={"Content-Type": "application/json"})
        except httpx.TransportError:
            return  # the server may close the connection after refusing
        assert response.status_code == 413, response.text


def test_a_chunked_body_under_the_limit_is_read(live: Live) -> None:
    body = b'{"script": "untitled-almanac", "players": 5, "seed": 1}'
    with httpx.Client(base_url=live.base) as http:
        response = http.post("/api/games", content=iter([body[:10], body[10:]]),
                             headers={"Content-Type": "application/json"})
        assert response.status_code == 201, response.text


# -- D4: names ----------------------------------------------------------------------------
BAD_NAMES = ["", "   ", "\u200b", "\u200b\u200c", "a\x00b", "a\nb", "\u202e", "x" * 41, "\u3000"]


@pytest.mark.parametrize("bad", BAD_NAMES)
def test_a_bad_name_is_refused_in_names_and_in_a_setup(client: TestClient, bad: str) -> None:
    names = ["Ann", "Bo", "Cy", "Di", bad]
    one_line_4xx(client.post("/api/games", json={"script": "untitled-almanac", "players": 5, "names": names}),
                 "name")
    setup = client.post("/api/setups", json={"script": "trouble-brewing", "players": 5, "seed": 1}).json()
    setup["seats"][4]["name"] = bad
    one_line_4xx(client.post("/api/games", json={"script": "trouble-brewing", "setup": setup}), "name")


@pytest.mark.parametrize("names", [["Ann", "ann", "Cy", "Di", "Ed"], ["Ann", "Bo", "Cy", "Di", " Ann  "],
                                   ["Ann Bo", "Bo", "Cy", "Di", "ann\u00a0bo"],
                                   ["Mary Ann", "Bo", "Cy", "Di", "mary   ann"]])
def test_duplicate_names_are_refused_naming_the_name(client: TestClient, names: list[str]) -> None:
    one_line_4xx(client.post("/api/games", json={"script": "untitled-almanac", "players": 5, "names": names}),
                 "name")


def test_duplicate_names_in_a_setup_are_refused(client: TestClient) -> None:
    setup = client.post("/api/setups", json={"script": "trouble-brewing", "players": 5, "seed": 1}).json()
    setup["seats"][3]["name"] = setup["seats"][4]["name"].upper()
    one_line_4xx(client.post("/api/games", json={"script": "trouble-brewing", "setup": setup}), "name")


def test_good_names_with_accents_and_inner_spaces_are_kept(client: TestClient) -> None:
    game = create(client, names=["Zoë", "Mary Ann", "李", "Ōta", "Bo"])
    assert [s["name"] for s in game["seats"]] == ["Zoë", "Mary Ann", "李", "Ōta", "Bo"]


# -- D5: seat lists are type-exact ----------------------------------------------------------
def _to_a_vote(client: TestClient, game: dict[str, Any]) -> dict[str, Any]:
    import random
    rng = random.Random(8)
    for _ in range(2000):
        view = grimoire(client, game)
        if view["over"]:
            pytest.skip("no vote in this game")
        pending = view["pending"]
        if pending["kind"] == "vote":
            return view
        client.post(f"/api/games/{game['id']}/answer", headers=auth(game["storyteller"]["token"]),
                    json={"decision": pending["id"], "answer": rng.choice(pending["options"])["value"]})
    pytest.fail("no vote reached")


@pytest.mark.parametrize("voters, bad", [([True], "true"), ([0, 2.0], "2.0"), (["3"], "'3'"), ([0, 0], "0"),
                                         ([9], "9"), ([-1], "-1"), ([None], "None"), ([[1]], "[1]")])
def test_a_vote_with_a_bad_seat_is_refused_and_changes_nothing(client: TestClient, voters: list[Any],
                                                              bad: str) -> None:
    game = create(client, players=5, seed=8)
    view = _to_a_vote(client, game)
    response = client.post(f"/api/games/{game['id']}/votes", headers=auth(game["storyteller"]["token"]),
                           json={"nominee": view["pending"]["about"], "voters": voters})
    one_line_4xx(response, "voters")
    after = grimoire(client, game)
    assert after["events"] == view["events"] and after["pending"]["id"] == view["pending"]["id"]


@pytest.mark.parametrize("nominee", [True, 1.0, "1", 99, None])
def test_a_vote_with_a_bad_nominee_is_refused(client: TestClient, nominee: Any) -> None:
    game = create(client, players=5, seed=8)
    view = _to_a_vote(client, game)
    response = client.post(f"/api/games/{game['id']}/votes", headers=auth(game["storyteller"]["token"]),
                           json={"nominee": nominee, "voters": [0]})
    one_line_4xx(response, "nominee")
    assert grimoire(client, game)["events"] == view["events"]


@pytest.mark.parametrize("bots", [[True], [1.0], ["1"], [0, 0], [5], 3])
def test_bots_must_be_a_list_of_distinct_seats(client: TestClient, bots: Any) -> None:
    one_line_4xx(client.post("/api/games", json={"script": "untitled-almanac", "players": 5, "bots": bots}), "bots")


# -- D6: least recently used in memory, tokens checked first, streams follow their game ------
def test_games_are_kept_least_recently_used_and_a_wrong_token_loads_nothing(tmp_path: Path,
                                                                         monkeypatch: Any) -> None:
    monkeypatch.setattr(rooms_module, "MAX_GAMES_IN_MEMORY", 2)
    app = create_app(tmp_path / "g.sqlite")
    client = TestClient(app)
    a, b = create(client), create(client, seed=4)
    grimoire(client, a)  # a was used last: b is the least recently used
    c = create(client, seed=5)
    live = set(app.state.rooms.live_ids())
    assert live == {a["id"], c["id"]}
    # a wrong token for the stored game b gets 404 and does not bring b back into memory
    assert client.get(f"/api/games/{b['id']}/view", headers=auth("x" * 32)).status_code == 404
    assert set(app.state.rooms.live_ids()) == live


def _read_updates(response: httpx.Response, out: list[str], stop: threading.Event) -> None:
    try:
        for line in response.iter_lines():
            if line.startswith("data:"):
                out.append(line)
            if stop.is_set():
                return
    except httpx.TransportError:
        return  # the test closed the stream


def test_an_event_stream_follows_its_game_after_it_was_evicted_and_reloaded(tmp_path: Path,
                                                                           monkeypatch: Any) -> None:
    monkeypatch.setattr(rooms_module, "MAX_GAMES_IN_MEMORY", 1)
    app = create_app(tmp_path / "g.sqlite")
    with Live(app) as server, httpx.Client(base_url=server.base, timeout=30) as http:
        a = create(http)
        st = a["storyteller"]["token"]
        updates: list[str] = []
        stop = threading.Event()
        with http.stream("GET", f"/api/games/{a['id']}/events", headers=auth(st)) as response:
            assert response.status_code == 200
            reader = threading.Thread(target=_read_updates, args=(response, updates, stop), daemon=True)
            reader.start()
            deadline = time.monotonic() + 5
            while not updates and time.monotonic() < deadline:
                time.sleep(0.05)
            assert updates
            create(http, seed=9)  # pushes a out of memory
            pending = grimoire(http, a)["pending"]  # a is rebuilt from the store
            before = len(updates)
            answered = http.post(f"/api/games/{a['id']}/answer", headers=auth(st),
                                 json={"decision": pending["id"], "answer": pending["options"][0]["value"]})
            assert answered.status_code == 200
            deadline = time.monotonic() + 5
            while len(updates) == before and time.monotonic() < deadline:
                time.sleep(0.05)
            stop.set()
            assert len(updates) > before, "the stream stayed frozen"


# -- D7: no token in a URL ----------------------------------------------------------------
def test_the_qr_code_and_event_stream_refuse_a_token_in_the_url(client: TestClient) -> None:
    game = create(client)
    st = game["storyteller"]["token"]
    assert client.get(f"/api/games/{game['id']}/qr/0.svg", params={"token": st}).status_code == 401
    assert client.get(f"/api/games/{game['id']}/events", params={"token": st}).status_code == 401
    qr = client.get(f"/api/games/{game['id']}/qr/0.svg", headers=auth(st))
    assert qr.status_code == 200 and qr.headers["content-type"].startswith("image/svg+xml")


def test_an_event_stream_ticket_is_short_lived_and_single_use(live: Live) -> None:
    with httpx.Client(base_url=live.base, timeout=10) as http:
        game = create(http)
        seat = game["seats"][1]["token"]
        assert http.post(f"/api/games/{game['id']}/stream-ticket").status_code == 401
        ticket = http.post(f"/api/games/{game['id']}/stream-ticket", headers=auth(seat)).json()["ticket"]
        assert seat not in ticket and game["storyteller"]["token"] not in ticket
        with http.stream("GET", f"/api/games/{game['id']}/events", params={"ticket": ticket}) as response:
            assert response.status_code == 200
            assert next(response.iter_lines()).startswith("event: update")
        again = http.get(f"/api/games/{game['id']}/events", params={"ticket": ticket})
        assert again.status_code == 401
        other = create(http, seed=9)
        ticket = http.post(f"/api/games/{game['id']}/stream-ticket", headers=auth(seat)).json()["ticket"]
        assert http.get(f"/api/games/{other['id']}/events", params={"ticket": ticket}).status_code in (401, 404)


def test_the_pages_never_put_a_token_in_a_url_sent_to_the_server(client: TestClient) -> None:
    js = client.get("/static/app.js").text
    assert "?token=" not in js and "token=${" not in js
    assert "stream-ticket" in js and "Authorization" in js


# -- D8 and the benchmark -----------------------------------------------------------------
def test_the_load_benchmark_stops_by_itself_when_its_games_are_over(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, str(ROOT / "benchmarks/web_load.py"), "--games", "1",
                           "--answers", "100000", "--seconds", "15", "--port", str(free_port())],
                          capture_output=True, text=True, timeout=90, cwd=tmp_path,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    assert proc.returncode == 0, proc.stderr
    assert "p95" in proc.stdout and "p99" in proc.stdout


# -- limits and the password ----------------------------------------------------------------
def test_limits_refuse_with_clear_reasons(tmp_path: Path) -> None:
    from clocktower.web.app import Limits

    client = TestClient(create_app(tmp_path / "g.sqlite", limits=Limits(games_stored=2, streams_per_game=1)))
    create(client)
    create(client, seed=4)
    refused = client.post("/api/games", json={"script": "untitled-almanac", "players": 5})
    assert refused.status_code == 503 and "2 games" in refused.json()["detail"]


def test_creating_a_game_needs_the_password_when_the_server_has_one(tmp_path: Path) -> None:
    client = TestClient(create_app(tmp_path / "g.sqlite", password="hunter2 é"))
    assert client.get("/api/config").json()["password_required"] is True
    body = {"script": "untitled-almanac", "players": 5}
    one_line_4xx(client.post("/api/games", json=body), "password")
    one_line_4xx(client.post("/api/games", json=body, headers={"X-Clocktower-Password": "nope"}), "password")
    one_line_4xx(client.post("/api/games", json={**body, "password": "héllo"}), "password")
    ok = client.post("/api/games", json={**body, "password": "hunter2 é"})
    assert ok.status_code == 201, ok.text
    ok = client.post("/api/games", json=body, headers={"X-Clocktower-Password": "hunter2 é".encode()})
    assert ok.status_code == 201, ok.text
    open_client = TestClient(create_app(tmp_path / "h.sqlite"))
    assert open_client.get("/api/config").json()["password_required"] is False


def test_serve_refuses_a_lan_host_without_a_password(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT / "src")}
    proc = subprocess.run([sys.executable, "-c", "from clocktower.cli import main; main()", "serve", "--host",
                           "0.0.0.0", "--port", str(free_port()), "--db", str(tmp_path / "g.sqlite")],
                          capture_output=True, text=True, timeout=60, env=env)
    assert proc.returncode == 2
    assert "password" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


def test_old_games_are_removed_from_the_store(tmp_path: Path) -> None:
    from clocktower.web.store import Store

    client = TestClient(create_app(tmp_path / "g.sqlite"))
    old, new = create(client), create(client, seed=4)
    store = Store(tmp_path / "g.sqlite")
    store._db.execute("UPDATE games SET created = datetime('now', '-40 days') WHERE id = ?", (old["id"],))
    assert len(store.purge(keep_days=30)) == 1
    assert store.load(old["id"]) is None and store.load(new["id"]) is not None


# -- answers off the event loop -----------------------------------------------------------
def test_a_slow_answer_in_one_game_does_not_block_another_games_request(tmp_path: Path, monkeypatch: Any) -> None:
    app = create_app(tmp_path / "g.sqlite")
    with Live(app) as server, httpx.Client(base_url=server.base, timeout=30) as http:
        slow, quick = create(http), create(http, seed=4)
        real = rooms_module.Room.answer

        def slowly(self: Any, *args: Any) -> Any:
            time.sleep(2)
            return real(self, *args)

        monkeypatch.setattr(rooms_module.Room, "answer", slowly)
        pending = grimoire(http, slow)["pending"]
        done: list[float] = []

        def answer() -> None:
            http.post(f"/api/games/{slow['id']}/answer", headers=auth(slow["storyteller"]["token"]),
                      json={"decision": pending["id"], "answer": pending["options"][0]["value"]})
            done.append(time.monotonic())

        thread = threading.Thread(target=answer)
        thread.start()
        time.sleep(0.3)
        began = time.monotonic()
        with httpx.Client(base_url=server.base, timeout=30) as other:
            assert other.get(f"/api/games/{quick['id']}/view",
                             headers=auth(quick["storyteller"]["token"])).status_code == 200
        took = time.monotonic() - began
        thread.join()
        assert took < 1.0, f"another game's request waited {took:.1f} s"


def test_games_created_a_minute_are_limited(tmp_path: Path) -> None:
    from clocktower.web.app import Limits

    client = TestClient(create_app(tmp_path / "g.sqlite", limits=Limits(creates_per_minute=2)))
    create(client)
    create(client, seed=4)
    refused = client.post("/api/games", json={"script": "untitled-almanac", "players": 5})
    assert refused.status_code == 429 and "minute" in refused.json()["detail"]


def test_event_streams_per_game_are_limited_and_a_closed_one_frees_its_place(tmp_path: Path) -> None:
    from clocktower.web.app import Limits

    with Live(create_app(tmp_path / "g.sqlite", limits=Limits(streams_per_game=1))) as server, \
            httpx.Client(base_url=server.base, timeout=10) as http:
        game = create(http)
        path, headers = f"/api/games/{game['id']}/events", auth(game["seats"][0]["token"])
        with http.stream("GET", path, headers=headers) as first:
            lines = first.iter_lines()  # kept: an abandoned line iterator closes the stream
            assert next(lines).startswith("event: update")
            second = http.get(path, headers=headers)
            one_line_4xx(second, "event streams")
            assert second.status_code == 429
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            with http.stream("GET", path, headers=headers) as again:
                if again.status_code == 200:
                    break
            time.sleep(0.1)
        assert again.status_code == 200


def test_wrong_passwords_are_limited_a_minute(tmp_path: Path) -> None:
    from clocktower.web import app as app_module

    client = TestClient(create_app(tmp_path / "g.sqlite", password="right"))
    body = {"script": "untitled-almanac", "players": 5, "password": "wrong"}
    for _ in range(app_module.WRONG_PASSWORDS_PER_MINUTE):
        assert client.post("/api/games", json=body).status_code == 403
    refused = client.post("/api/games", json={**body, "password": "right"})
    assert refused.status_code == 429 and "wrong passwords" in refused.json()["detail"]


def test_requests_piling_up_on_one_game_leave_worker_threads_for_the_others(tmp_path: Path,
                                                                          monkeypatch: Any) -> None:
    app = create_app(tmp_path / "g.sqlite")
    with Live(app) as server, httpx.Client(base_url=server.base, timeout=30) as http:
        slow, quick = create(http), create(http, seed=4)
        release = threading.Event()
        real = rooms_module.Room.answer

        def stuck(self: Any, *args: Any) -> Any:
            release.wait(20)
            return real(self, *args)

        monkeypatch.setattr(rooms_module.Room, "answer", stuck)
        pending = grimoire(http, slow)["pending"]
        body = {"decision": pending["id"], "answer": pending["options"][0]["value"]}

        def answer() -> None:
            with httpx.Client(base_url=server.base, timeout=60) as own:
                own.post(f"/api/games/{slow['id']}/answer", headers=auth(slow["storyteller"]["token"]), json=body)

        threads = [threading.Thread(target=answer) for _ in range(60)]  # more than the worker threads
        for thread in threads:
            thread.start()
        time.sleep(1.0)
        began = time.monotonic()
        try:
            with httpx.Client(base_url=server.base, timeout=30) as other:
                assert other.get(f"/api/games/{quick['id']}/view",
                                 headers=auth(quick["storyteller"]["token"])).status_code == 200
            took = time.monotonic() - began
        finally:
            release.set()
            for thread in threads:
                thread.join()
        assert took < 2.0, f"another game's request waited {took:.1f} s"


def test_old_games_are_removed_when_the_server_starts(tmp_path: Path) -> None:
    from clocktower.web.store import Store

    first = TestClient(create_app(tmp_path / "g.sqlite"))
    old, new = create(first), create(first, seed=4)
    Store(tmp_path / "g.sqlite")._db.execute(
        "UPDATE games SET created = datetime('now', '-40 days') WHERE id = ?", (old["id"],))
    with TestClient(create_app(tmp_path / "g.sqlite")) as again:  # the lifespan runs: start-up
        assert again.get(f"/api/games/{old['id']}/view", headers=auth(old["storyteller"]["token"])).status_code == 404
        assert again.get(f"/api/games/{new['id']}/view", headers=auth(new["storyteller"]["token"])).status_code == 200
