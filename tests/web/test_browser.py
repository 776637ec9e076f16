"""The web grimoire as people use it: Debian's Chromium, driven by Playwright, plays a whole
game with the Storyteller's page and one page per player, against a real server."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path
from typing import Any, Iterator

import pytest

from .server import Server

playwright = pytest.importorskip("playwright.sync_api")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed (.ci/run installs it)")

SECTIONS = ("#me", "#square", "#pending", "#story")
"""The parts of a player's page that show the game (the character sheet lists every character)."""


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    s = Server(tmp_path / "games.sqlite").start()
    yield s
    s.stop()


def _secrets_shown(page: Any, view: dict[str, Any], grimoire: dict[str, Any]) -> list[str]:
    """Other seats' true characters shown on ``page`` that the seat's own view does not hold."""
    text = " ".join(page.inner_text(section) for section in SECTIONS)
    allowed = json.dumps({k: v for k, v in view.items() if k != "names"})
    names = grimoire["names"]
    leaks = []
    for row in grimoire["seats"]:
        name = names.get(row["character"], row["character"])
        if row["seat"] != view["seat"] and row["character"] not in allowed and name in text:
            leaks.append(name)
    return leaks


def test_a_whole_game_in_the_browser_with_live_pages_and_no_secret_on_a_players_page(
        browser: Any, server: Server) -> None:
    game = server.call("POST", "/api/games", {"script": "untitled-almanac", "players": 5, "seed": 11,
                                              "names": ["Ann", "Bo", "Cy", "Di", "Ed"]})
    st_token = game["storyteller"]["token"]
    # Everyone on a device of their own: a browser context each.
    contexts = [browser.new_context() for _ in range(len(game["seats"]) + 1)]
    st_page = contexts[0].new_page()
    st_page.goto(server.base + game["storyteller"]["url"])
    pages = []
    for seat, context in zip(game["seats"], contexts[1:]):
        page = context.new_page()
        page.goto(server.base + seat["url"])
        pages.append(page)
    st_page.wait_for_selector("#square .token")
    assert st_page.locator("#square .token").count() == 5
    rng = random.Random(11)
    clicks = 0
    while True:
        grimoire = server.call("GET", f"/api/games/{game['id']}/view", token=st_token)
        if grimoire["over"]:
            break
        pending = grimoire["pending"]
        page = st_page if pending["decider"] == -1 else pages[pending["decider"]]
        # The page learns of the new decision by itself (live updates, no reload).
        buttons = page.locator("#pending button.option")
        page.wait_for_function(
            "id => document.querySelector('#pending').dataset.decision === String(id)", arg=pending["id"],
            timeout=10000)
        buttons.nth(rng.randrange(buttons.count())).click()
        page.wait_for_function(
            "id => document.querySelector('#pending').dataset.decision !== String(id)", arg=pending["id"],
            timeout=10000)
        assert page.inner_text("#error") == ""
        clicks += 1
        assert clicks < 1500
    final = server.call("GET", f"/api/games/{game['id']}/view", token=st_token)
    assert final["over"]
    for i, page in enumerate(pages):
        page.wait_for_function("() => document.querySelector('#phase').textContent.startsWith('Game over')",
                               timeout=10000)
        view = server.call("GET", f"/api/games/{game['id']}/view", token=game["seats"][i]["token"])
        assert _secrets_shown(page, view, final) == []
        assert page.locator("#square .token .character").count() == 1  # only their own
    st_page.wait_for_function("() => document.querySelector('#phase').textContent.startsWith('Game over')")
    for context in contexts:
        context.close()


SLOW_NEXT_VIEW = """() => new Promise(sent => {
    // The next read of the view is answered by the server now, but reaches the page late,
    // as a slow network delivers it: after the answer clicked meanwhile.
    const real = window.fetch;
    let once = true;
    window.fetch = async (...args) => {
        const response = await real(...args);
        if (once && String(args[0]).endsWith("/view")) {
            once = false;
            sent();
            await new Promise(ok => setTimeout(ok, 1500));
        }
        return response;
    };
    refresh();
})"""


def test_a_late_answer_to_an_older_read_never_takes_the_page_back_to_a_decision_already_answered(
        browser: Any, server: Server) -> None:
    game = server.call("POST", "/api/games", {"script": "untitled-almanac", "players": 5, "seed": 11})
    context = browser.new_context()
    page = context.new_page()
    page.goto(server.base + game["storyteller"]["url"])
    grimoire = server.call("GET", f"/api/games/{game['id']}/view", token=game["storyteller"]["token"])
    first = grimoire["pending"]
    assert first["decider"] == -1  # the Storyteller's page holds the first decision
    page.wait_for_function("id => document.querySelector('#pending').dataset.decision === String(id)",
                           arg=first["id"], timeout=10000)
    page.evaluate(SLOW_NEXT_VIEW)  # the server has answered the read: the first decision still pending
    page.locator("#pending button.option").first.click()
    page.wait_for_function("id => document.querySelector('#pending').dataset.decision !== String(id)",
                           arg=first["id"], timeout=10000)
    page.wait_for_timeout(2500)  # the late answer to the older read has arrived by now
    now = server.call("GET", f"/api/games/{game['id']}/view", token=game["storyteller"]["token"])
    shown = page.evaluate("() => document.querySelector('#pending').dataset.decision")
    assert shown == (str(now["pending"]["id"]) if now["pending"] else "")
    context.close()


def test_no_token_travels_in_a_url_the_pages_ask_the_server_for(browser: Any, server: Server) -> None:
    from urllib.parse import urldefrag

    game = server.call("POST", "/api/games", {"script": "untitled-almanac", "players": 5, "seed": 11})
    tokens = [game["storyteller"]["token"]] + [s["token"] for s in game["seats"]]
    context = browser.new_context()
    asked: list[str] = []
    context.on("request", lambda request: asked.append(urldefrag(request.url)[0]))
    st_page = context.new_page()
    st_page.goto(server.base + game["storyteller"]["url"])
    seat_page = context.new_page()
    seat_page.goto(server.base + game["seats"][0]["url"])
    # The QR codes are fetched with the header and shown from blob: URLs.
    st_page.wait_for_function("() => [...document.querySelectorAll('#links img')].length === 5 && "
                              "[...document.querySelectorAll('#links img')].every(i => i.src.startsWith('blob:') "
                              "&& i.complete && i.naturalWidth > 0)", timeout=10000)
    # The event streams (opened with tickets) bring an answer given elsewhere to both pages.
    pending = server.call("GET", f"/api/games/{game['id']}/view", token=tokens[0])["pending"]
    server.call("POST", f"/api/games/{game['id']}/answer", {"decision": pending["id"],
                "answer": pending["options"][0]["value"]}, token=tokens[0])
    st_page.wait_for_function("id => document.querySelector('#pending').dataset.decision !== String(id)",
                              arg=pending["id"], timeout=10000)
    assert any("/events?ticket=" in url for url in asked)
    leaked = [url for url in asked for token in tokens if token in url]
    assert leaked == []
    context.close()


def test_the_new_game_page_asks_for_the_password_when_the_server_needs_one(browser: Any, tmp_path: Path) -> None:
    server = Server(tmp_path / "games.sqlite", "--password", "sésame").start()
    try:
        context = browser.new_context()
        page = context.new_page()
        page.goto(server.base + "/")
        page.wait_for_selector("#password", state="visible", timeout=10000)
        page.fill("#players", "5")
        page.fill("#password", "wrong")
        page.click("button[type=submit]")
        page.wait_for_function("() => document.querySelector('#error').textContent.includes('password')",
                               timeout=10000)
        page.fill("#password", "sésame")
        page.click("button[type=submit]")
        page.wait_for_url("**/storyteller#*", timeout=10000)
        page.wait_for_selector("#square .token", timeout=10000)
        context.close()
    finally:
        server.stop()


def test_a_dead_players_token_keeps_its_name_whole_under_a_shroud(browser: Any, server: Server) -> None:
    """Trouble Brewing, 7 players, seed 4: the town executes the Imp (Esme), then the Scarlet
    Woman who caught the Demon (Femi); both tokens still show their names, uncut, shrouded."""
    names = ["Ada", "Bram", "Cleo", "Dev", "Esme", "Femi", "Gus"]
    game = server.call("POST", "/api/games", {"script": "trouble-brewing", "players": 7, "seed": 4, "names": names})
    st = game["storyteller"]["token"]
    nominated_on: set[str] = set()  # one nomination a day, so no tie empties the block
    for _ in range(3000):
        view = server.call("GET", f"/api/games/{game['id']}/view", token=st)
        pending = view["pending"]
        if view["over"] or pending is None:
            break
        values = [o["value"] for o in pending["options"]]
        alive = {s["seat"] for s in view["seats"] if s["alive"]}
        wanted: Any = {"vote": True}.get(pending["kind"])
        if pending["kind"] == "nominate" and view["phase"] not in nominated_on:
            wanted = next((v for v in (4, 5) if v in values and v in alive), None)
            if wanted is not None:
                nominated_on.add(view["phase"])
        answer = wanted if wanted in values else values[0]
        server.call("POST", f"/api/games/{game['id']}/answer", {"decision": pending["id"], "answer": answer}, token=st)
    dead = [s["seat"] for s in server.call("GET", f"/api/games/{game['id']}/view", token=st)["seats"] if not s["alive"]]
    assert dead
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(server.base + game["storyteller"]["url"])
    page.wait_for_selector("#square .token.dead")
    for seat in dead:
        token = page.locator(f"#square .token[data-seat='{seat}']")
        assert token.locator(".shroud").count() == 1
        name = token.locator(".name")
        assert names[seat] in name.inner_text()
        box, outer = name.bounding_box(), token.bounding_box()
        assert box is not None and outer is not None
        assert box["y"] >= outer["y"] and box["y"] + box["height"] <= outer["y"] + outer["height"], "name cut off"
        covering = page.evaluate("([x, y]) => document.elementFromPoint(x, y).className",
                                 [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2])
        assert covering == "name", f"the name is covered by {covering!r}"
    page.close()


def test_jinxes_are_shown_by_character_name(browser: Any, server: Server) -> None:
    game = server.call("POST", "/api/games", {"script": "the-contagion-insurrection", "players": 7, "seed": 2})
    page = browser.new_page()
    page.goto(server.base + game["storyteller"]["url"])
    page.wait_for_selector("#jinxes li")
    text = page.inner_text("#jinxes")
    assert "Boffin & Drunk" in text and "boffin" not in text
    page.close()
