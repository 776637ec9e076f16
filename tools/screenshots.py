"""Take the screenshots of the web grimoire in docs/: the README's and docs/web.md's (the
Storyteller's page and a player's) and the game-night guide's (docs/game-night.md).

    python tools/screenshots.py [--out docs]

Starts ``clocktower serve`` on a free localhost port with a fresh database and has Debian's
Chromium (driven by Playwright) photograph a 7-player Trouble Brewing game as a Storyteller
runs it: the new-game form, the first night's first step, a player's phone asked for its
night choice, the first day (the Storyteller's page and a phone), a vote being entered, and
the game's end.
"""

from __future__ import annotations

import argparse
import json
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _call(base: str, method: str, path: str, body: object = None, token: str | None = None) -> dict:
    request = urllib.request.Request(base + path, method=method,
                                     data=None if body is None else json.dumps(body).encode())
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


NAMES = ["Ada", "Bram", "Cleo", "Dev", "Esme", "Femi", "Gus"]
SHOTS = ["game-night-new.png", "game-night-first-night.png", "game-night-phone-night.png", "web-storyteller.png",
         "web-player.png", "game-night-vote.png", "game-night-end.png"]
"""The files written."""
DAY_KINDS = {"claim", "share", "share.what", "share.answer", "nominate", "vote", "slayer", "say"}
"""Decisions a player makes by day (the guide's night shot is of a night choice)."""
EVIL = (4, 5)
"""The seed's evil seats (Esme the Imp, Femi the Scarlet Woman), whom the town nominates."""


def _shot(page: Any, path: Path, selector: str = "#square .token") -> None:
    page.wait_for_selector(selector)
    page.wait_for_timeout(500)
    page.screenshot(path=str(path), full_page=False)


def _view(base: str, game: dict, token: str) -> dict:
    return _call(base, "GET", f"/api/games/{game['id']}/view", token=token)


def _answer(base: str, game: dict, token: str, pending: dict, value: Any) -> None:
    _call(base, "POST", f"/api/games/{game['id']}/answer", {"decision": pending["id"], "answer": value}, token=token)


def _value(pending: dict, wanted: Any = None) -> Any:
    """The option worth ``wanted`` if offered, else the first."""
    values = [o["value"] for o in pending["options"]]
    return wanted if wanted in values else values[0]


def _photograph_a_game(browser: Any, base: str, out: Path) -> None:
    """Create a game from the new-game page and play it through, photographing each step
    the game-night guide shows."""
    form = browser.new_page(viewport={"width": 1280, "height": 900})
    form.goto(base + "/")
    form.wait_for_selector("#script option", state="attached")
    form.select_option("#script", "trouble-brewing")
    form.fill("#players", "7")
    form.fill("#names", ", ".join(NAMES))
    form.fill("#seed", "4")
    form.screenshot(path=str(out / SHOTS[0]), full_page=False)
    game = _call(base, "POST", "/api/games", {"script": "trouble-brewing", "players": 7, "seed": 4, "names": NAMES})
    st = game["storyteller"]["token"]
    storyteller = browser.new_page(viewport={"width": 1280, "height": 1100})
    storyteller.goto(base + game["storyteller"]["url"])
    _shot(storyteller, out / SHOTS[1], "#pending button")
    taken: set[str] = set()
    for _ in range(3000):  # answer every decision, photographing each step the first time
        view = _view(base, game, st)
        pending = view["pending"]
        if view["over"] or pending is None:
            break
        kind, decider = pending["kind"], pending.get("decider")
        if kind == "claim" and "day" not in taken:  # the first day: the Storyteller's page and a phone
            taken.add("day")
            storyteller.reload()
            _shot(storyteller, out / SHOTS[3])
            _phone(browser, base + game["seats"][0]["url"], out / SHOTS[4], "#square .token")
        if (isinstance(decider, int) and decider >= 0 and kind not in DAY_KINDS and "day" in taken
                and "phone" not in taken):  # the second night: a player's own choice
            taken.add("phone")
            _phone(browser, base + game["seats"][decider]["url"], out / SHOTS[2], "#pending button")
        if kind == "vote" and "vote" not in taken:  # a vote entered by the Storyteller
            taken.add("vote")
            storyteller.reload()
            storyteller.wait_for_selector("#vote:not([hidden])")
            storyteller.fill("#hands", "Ada, Cleo, Dev, Femi")
            _shot(storyteller, out / SHOTS[5])
            storyteller.click("#vote button[type=submit]")
            storyteller.wait_for_timeout(500)
            continue
        wanted: Any = None
        if kind == "nominate":
            # the town nominates the Imp, then the Scarlet Woman who caught the Demon
            wanted = next((v for v in EVIL if v in [o["value"] for o in pending["options"]]), None)
        elif kind == "vote":
            wanted = True
        _answer(base, game, st, pending, _value(pending, wanted))
    storyteller.reload()
    _shot(storyteller, out / SHOTS[6])


def _phone(browser: Any, url: str, path: Path, selector: str) -> None:
    phone = browser.new_page(viewport={"width": 412, "height": 915}, device_scale_factor=2)
    phone.goto(url)
    _shot(phone, path, selector)
    phone.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs"))
    args = parser.parse_args()
    chromium = shutil.which("chromium")
    if chromium is None:
        sys.exit("Debian's chromium is needed: apt-get install chromium")
    port = _port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        server = subprocess.Popen([sys.executable, "-c", "from clocktower.cli import main; main()", "serve",
                                   "--port", str(port), "--db", str(Path(tmp) / "shots.sqlite")])
        try:
            for _ in range(100):
                try:
                    _call(base, "GET", "/api/scripts")
                    break
                except OSError:
                    time.sleep(0.1)
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
                _photograph_a_game(browser, base, args.out)
                browser.close()
        finally:
            server.terminate()
            server.wait(10)
    print(f"wrote {', '.join(SHOTS)} in {args.out}")


if __name__ == "__main__":
    main()
