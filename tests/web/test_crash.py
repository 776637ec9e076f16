"""Nothing is lost: after ``kill -9`` of the server, a restart on the same database continues
every game exactly where it was."""

from __future__ import annotations

import random
from pathlib import Path

from clocktower.game.log import replay

from .server import Server


def _answer_some(server: Server, game: dict, rng: random.Random, count: int) -> None:
    st = game["storyteller"]["token"]
    for _ in range(count):
        view = server.call("GET", f"/api/games/{game['id']}/view", token=st)
        if view["over"]:
            return
        pending = view["pending"]
        decider = pending["decider"]
        token = st if decider == -1 else game["seats"][decider]["token"]
        mine = server.call("GET", f"/api/games/{game['id']}/view", token=token)["pending"]
        server.call("POST", f"/api/games/{game['id']}/answer", {"decision": mine["id"],
                    "answer": rng.choice(mine["options"])["value"]}, token=token)


def test_after_kill_9_and_a_restart_every_game_continues_exactly_where_it_was(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite"
    server = Server(db).start()
    try:
        games = [server.call("POST", "/api/games", {"script": slug, "players": 6, "seed": i})
                 for i, slug in enumerate(["untitled-almanac", "fall-of-rome", "the-contagion-insurrection"])]
        rng = random.Random(0)
        for game in games:
            _answer_some(server, game, rng, 40)
        before = {g["id"]: server.call("GET", f"/api/games/{g['id']}/view", token=g["storyteller"]["token"])
                  for g in games}
    finally:
        server.kill()
    assert server.proc is not None and server.proc.returncode == -9
    again = Server(db).start()
    try:
        for game in games:
            after = again.call("GET", f"/api/games/{game['id']}/view", token=game["storyteller"]["token"])
            was = before[game["id"]]
            assert after["events"] == was["events"] and after["pending"] == was["pending"]
            _answer_some(again, game, rng, 5)  # and it goes on
    finally:
        again.stop()


def test_a_stored_game_replays_from_the_store_as_a_log(tmp_path: Path) -> None:
    from clocktower.web.rooms import Rooms
    from clocktower.web.store import Store

    store = Store(tmp_path / "g.sqlite")
    rooms = Rooms(store)
    created = rooms.create({"script": "untitled-almanac", "players": 7, "seed": 2, "bots": list(range(7))})
    room = rooms.get(created["id"])
    assert room is not None
    rng = random.Random(2)
    from clocktower.web.rooms import Who

    for _ in range(30):
        pending = room.table.pending
        if pending is None:
            break
        room.answer(Who(None), pending.id, rng.choice(list(pending.options)))
    fresh = Rooms(Store(tmp_path / "g.sqlite")).get(created["id"])
    assert fresh is not None and fresh.table.choices == room.table.choices
    assert replay(fresh.table.record()).same
