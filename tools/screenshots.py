"""Take the screenshots of the web grimoire in docs/ (the Storyteller's page and a player's).

    python tools/screenshots.py [--out docs]

Starts ``clocktower serve`` on a free localhost port with a fresh database, creates a
7-player game, plays into the first day with the quiet answers, and has Debian's Chromium
(driven by Playwright) photograph the Storyteller's page and one player's page.
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
            game = _call(base, "POST", "/api/games", {
                "script": "trouble-brewing", "players": 7, "seed": 4,
                "names": ["Ada", "Bram", "Cleo", "Dev", "Esme", "Femi", "Gus"]})
            st = game["storyteller"]["token"]
            while True:  # the quiet answers until the first day's claims
                view = _call(base, "GET", f"/api/games/{game['id']}/view", token=st)
                pending = view["pending"]
                if pending is None or pending["kind"] == "claim":
                    break
                _call(base, "POST", f"/api/games/{game['id']}/answer",
                      {"decision": pending["id"], "answer": pending["options"][0]["value"]}, token=st)
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
                page = browser.new_page(viewport={"width": 1280, "height": 1100})
                page.goto(base + game["storyteller"]["url"])
                page.wait_for_selector("#square .token")
                page.wait_for_timeout(500)
                page.screenshot(path=str(args.out / "web-storyteller.png"), full_page=False)
                phone = browser.new_page(viewport={"width": 412, "height": 915}, device_scale_factor=2)
                phone.goto(base + game["seats"][0]["url"])
                phone.wait_for_selector("#square .token")
                phone.wait_for_timeout(500)
                phone.screenshot(path=str(args.out / "web-player.png"), full_page=False)
                browser.close()
        finally:
            server.terminate()
            server.wait(10)
    print(f"wrote {args.out / 'web-storyteller.png'} and {args.out / 'web-player.png'}")


if __name__ == "__main__":
    main()
