"""The web grimoire's JSON API: creating games, views by token, answers, and every refusal."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from clocktower.game.state import PUBLIC
from clocktower.web.app import create_app

from .server import auth, create




def answer_pending(client: TestClient, game: dict[str, Any], rng: random.Random) -> bool:
    """Answer whatever is pending with the token whose decision it is; False when over."""
    st = client.get(f"/api/games/{game['id']}/view", headers=auth(game["storyteller"]["token"])).json()
    if st["over"]:
        return False
    pending = st["pending"]
    decider = pending["decider"]
    token = game["storyteller"]["token"] if decider == -1 else game["seats"][decider]["token"]
    view = client.get(f"/api/games/{game['id']}/view", headers=auth(token)).json()
    option = rng.choice(view["pending"]["options"])
    response = client.post(f"/api/games/{game['id']}/answer", headers=auth(token),
                           json={"decision": view["pending"]["id"], "answer": option["value"]})
    assert response.status_code == 200, response.text
    return True


def test_creating_a_game_returns_its_id_and_a_token_and_link_for_every_seat(client: TestClient) -> None:
    game = create(client, names=["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"])
    assert game["id"] and game["storyteller"]["token"] and game["storyteller"]["url"].startswith(f"/g/{game['id']}/")
    assert [s["name"] for s in game["seats"]] == ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"]
    tokens = {s["token"] for s in game["seats"]} | {game["storyteller"]["token"]}
    assert len(tokens) == 8 and all(len(t) >= 30 for t in tokens)


def test_the_storyteller_reads_the_grimoire_and_a_seat_only_its_own_view(client: TestClient) -> None:
    game = create(client)
    st = client.get(f"/api/games/{game['id']}/view", headers=auth(game["storyteller"]["token"])).json()
    assert all({"seat", "name", "character", "alignment", "alive"} <= set(s) for s in st["seats"])
    assert {"over", "winner", "pending"} <= set(st)
    seat = client.get(f"/api/games/{game['id']}/view", headers=auth(game["seats"][2]["token"])).json()
    assert seat["seat"] == 2 and seat["character"] == st["seats"][2]["believes"]
    others = [s for s in seat["seats"] if s["seat"] != 2]
    assert all("character" not in s and "alignment" not in s for s in others)
    assert all(e["audience"] in (PUBLIC, 2) for e in seat["events"])
    assert "night_sheet" not in seat and "seat_links" not in seat and "believes" not in json.dumps(seat["seats"])


def test_a_whole_game_is_played_through_the_api_and_replays_from_the_store(client: TestClient, tmp_path: Path) -> None:
    game = create(client, players=5, seed=1)
    rng = random.Random(1)
    steps = 0
    while answer_pending(client, game, rng):
        steps += 1
        assert steps < 3000
    st_view = client.get(f"/api/games/{game['id']}/view", headers=auth(game["storyteller"]["token"])).json()
    assert st_view["over"] and st_view["winner"] in ("good", "evil", None)
    # A second server on the same database rebuilds the same game from its stored choices.
    again = TestClient(create_app(tmp_path / "games.sqlite"))
    rebuilt = again.get(f"/api/games/{game['id']}/view", headers=auth(game["storyteller"]["token"])).json()
    assert rebuilt["events"] == st_view["events"] and rebuilt["winner"] == st_view["winner"]


def test_a_request_without_a_token_or_with_anothers_game_token_gets_nothing(client: TestClient) -> None:
    one, two = create(client), create(client, seed=4)
    assert client.get(f"/api/games/{one['id']}/view").status_code == 401
    response = client.get(f"/api/games/{one['id']}/view", headers=auth(two["storyteller"]["token"]))
    assert response.status_code == 404 and "storyteller" not in response.text
    assert client.get("/api/games/not-a-game/view", headers=auth(one["storyteller"]["token"])).status_code == 404
    assert client.get(f"/api/games/{one['id']}/view", headers={"Authorization": "Basic abc"}).status_code == 401


def test_a_player_cannot_answer_for_another_seat_or_undo(client: TestClient) -> None:
    game = create(client, players=5, seed=2)
    rng = random.Random(2)
    for _ in range(400):  # reach a decision that is a player's
        st = client.get(f"/api/games/{game['id']}/view", headers=auth(game["storyteller"]["token"])).json()
        if st["pending"]["decider"] >= 0:
            break
        answer_pending(client, game, rng)
    pending = st["pending"]
    other = (pending["decider"] + 1) % 5
    response = client.post(f"/api/games/{game['id']}/answer", headers=auth(game["seats"][other]["token"]),
                           json={"decision": pending["id"], "answer": pending["options"][0]["value"]})
    assert response.status_code == 403
    assert client.post(f"/api/games/{game['id']}/undo", headers=auth(game["seats"][other]["token"])).status_code == 403
    after = client.get(f"/api/games/{game['id']}/view", headers=auth(game["storyteller"]["token"])).json()
    assert after["pending"]["id"] == pending["id"]


@pytest.mark.parametrize("answer", [1.0, True, "1", [1], {"seat": 1}, None, 10**30])
def test_an_answer_of_the_wrong_type_is_refused_and_changes_nothing(client: TestClient, answer: Any) -> None:
    game = create(client, players=5, seed=5)
    st = client.get(f"/api/games/{game['id']}/view", headers=auth(game["storyteller"]["token"])).json()
    pending = st["pending"]
    legal = [o["value"] for o in pending["options"]]
    if answer in legal and type(answer) in {type(v) for v in legal if v == answer}:
        pytest.skip("this answer happens to be legal here")
    response = client.post(f"/api/games/{game['id']}/answer", headers=auth(game["storyteller"]["token"]),
                           json={"decision": pending["id"], "answer": answer})
    assert response.status_code == 422 and "not a legal answer" in response.json()["detail"]
    after = client.get(f"/api/games/{game['id']}/view", headers=auth(game["storyteller"]["token"])).json()
    assert after["events"] == st["events"] and after["pending"]["id"] == pending["id"]


def test_an_answer_to_a_stale_decision_is_refused(client: TestClient) -> None:
    game = create(client, players=5, seed=6)
    st = client.get(f"/api/games/{game['id']}/view", headers=auth(game["storyteller"]["token"])).json()
    response = client.post(f"/api/games/{game['id']}/answer", headers=auth(game["storyteller"]["token"]),
                           json={"decision": st["pending"]["id"] + 5, "answer": st["pending"]["options"][0]["value"]})
    assert response.status_code == 409


@pytest.mark.parametrize("body, reason", [
    ({"script": "no-such-script", "players": 7}, "no-such-script"),
    ({"script": "untitled-almanac", "players": 4}, "'players'"),
    ({"script": "untitled-almanac", "players": "seven"}, "'players'"),
    ({"script": "untitled-almanac", "players": 7, "names": ["a"]}, "'names'"),
    ({"script": "untitled-almanac", "players": 7, "seed": -1}, "'seed'"),
    ({"script": "untitled-almanac", "players": 7, "bots": [9]}, "'bots'"),
    ({"script": [{"id": "_meta", "name": "X"}, "nosuchcharacter"], "players": 7}, "nosuchcharacter"),
    ({"script": 5, "players": 7}, "'script'"),
    ([1, 2], "JSON object"),
])
def test_a_bad_game_request_gets_a_4xx_with_a_one_line_reason(client: TestClient, body: Any, reason: str) -> None:
    response = client.post("/api/games", json=body)
    assert 400 <= response.status_code < 500
    detail = response.json()["detail"]
    assert reason in detail and "\n" not in detail and "Traceback" not in detail


def test_a_body_that_is_not_json_is_refused(client: TestClient) -> None:
    response = client.post("/api/games", content=b"{nope", headers={"Content-Type": "application/json"})
    assert response.status_code == 400 and "JSON" in response.json()["detail"]


def test_an_uploaded_scripts_text_is_kept_as_text_not_markup(client: TestClient) -> None:
    script = [{"id": "_meta", "name": "<img src=x onerror=alert(1)>"}, "noble", "monk", "soldier", "recluse",
              "drunk", "assassin", "ojo", "balloonist", "dreamer", "oracle"]
    game = create(client, script=script, players=5)
    view = client.get(f"/api/games/{game['id']}/view", headers=auth(game["storyteller"]["token"]))
    assert view.json()["script"] == "<img src=x onerror=alert(1)>"
    page = client.get(f"/g/{game['id']}/storyteller")
    assert "onerror" not in page.text and "script-src 'self'" in page.headers["content-security-policy"]


def test_undo_takes_back_the_last_answer_a_person_gave(client: TestClient) -> None:
    game = create(client, players=5, seed=7, bots=[0, 1, 2, 3, 4])
    st_token = game["storyteller"]["token"]
    before = client.get(f"/api/games/{game['id']}/view", headers=auth(st_token)).json()
    pending = before["pending"]
    client.post(f"/api/games/{game['id']}/answer", headers=auth(st_token),
                json={"decision": pending["id"], "answer": pending["options"][-1]["value"]})
    undone = client.post(f"/api/games/{game['id']}/undo", headers=auth(st_token)).json()
    assert undone["pending"]["id"] == pending["id"] and undone["events"] == before["events"]


def test_the_storytellers_information_decisions_say_which_answers_are_true(client: TestClient) -> None:
    game = create(client, players=7, seed=3, bots=list(range(7)))
    st_token = game["storyteller"]["token"]
    for _ in range(200):
        view = client.get(f"/api/games/{game['id']}/view", headers=auth(st_token)).json()
        if view["over"]:
            break
        pending = view["pending"]
        if pending["kind"].startswith("info."):
            assert all("true" in o for o in pending["options"])
            assert any(o["true"] for o in pending["options"])
            return
        client.post(f"/api/games/{game['id']}/answer", headers=auth(st_token),
                    json={"decision": pending["id"], "answer": pending["options"][0]["value"]})
    pytest.fail("no information decision reached")


def test_the_storyteller_enters_a_whole_vote_in_one_request(client: TestClient) -> None:
    game = create(client, players=5, seed=8)
    rng = random.Random(8)
    st_token = game["storyteller"]["token"]
    for _ in range(2000):
        view = client.get(f"/api/games/{game['id']}/view", headers=auth(st_token)).json()
        if view["over"]:
            pytest.skip("no vote in this game")
        if view["pending"]["kind"] == "vote":
            nominee = view["pending"]["about"]
            after = client.post(f"/api/games/{game['id']}/votes", headers=auth(st_token),
                                json={"nominee": nominee, "voters": [0, 1, 2, 3, 4]}).json()
            votes = [e for e in after["events"] if e["kind"] == "vote" and e["nominee"] == nominee]
            assert votes and len(votes[-1]["voters"]) >= 3
            return
        answer_pending(client, game, rng)
    pytest.fail("no vote reached")


def test_the_openapi_document_lists_the_api(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    assert {"/api/games", "/api/games/{game_id}/view", "/api/games/{game_id}/answer"} <= set(paths)


def test_pages_and_assets_are_served_by_the_app_itself(client: TestClient) -> None:
    for path in ("/", "/static/app.js", "/static/style.css"):
        response = client.get(path)
        assert response.status_code == 200 and "http://" not in response.text and "https://" not in response.text
    assert client.get("/static/../pyproject.toml").status_code == 404


def test_a_setup_drawn_and_edited_by_hand_is_checked_against_the_setup_modifiers(client: TestClient) -> None:
    drawn = client.post("/api/setups", json={"script": "trouble-brewing", "players": 7, "seed": 2})
    assert drawn.status_code == 200
    setup = drawn.json()
    game = create(client, script="trouble-brewing", setup=setup)
    st = client.get(f"/api/games/{game['id']}/view", headers=auth(game["storyteller"]["token"])).json()
    assert [s["character"] for s in st["seats"]] == [s["character"] for s in setup["seats"]]
    # By hand, a Baron without his two extra Outsiders is refused, with the counts it needs.
    bad = {"seats": [{"name": n, "character": c} for n, c in zip(
        "ABCDEFG", ["chef", "empath", "monk", "soldier", "investigator", "baron", "imp"])], "bluffs": []}
    refused = client.post("/api/games", json={"script": "trouble-brewing", "setup": bad})
    assert refused.status_code == 400 and "Townsfolk, Outsiders, Minions, Demons" in refused.json()["detail"]


def test_every_page_names_an_icon_the_app_serves(client: TestClient) -> None:
    """No page load asks for a missing /favicon.ico (a 404 in every server log)."""
    for path in ("/", "/favicon.ico", "/static/favicon.svg"):
        response = client.get(path)
        assert response.status_code == 200, path
    assert client.get("/favicon.ico").headers["content-type"].startswith("image/svg+xml")
    assert client.get("/favicon.ico").content.startswith(b"<svg")
    assert '<link rel="icon" href="/static/favicon.svg"' in client.get("/").text


def test_a_drawn_setup_keeps_the_names_typed_on_the_form(client: TestClient) -> None:
    names = ["Ann", "Bo", "Cy", "Di", "Ed"]
    drawn = client.post("/api/setups", json={"script": "trouble-brewing", "players": 5, "seed": 1, "names": names})
    assert drawn.status_code == 200, drawn.text
    assert [s["name"] for s in drawn.json()["seats"]] == names
    twice = client.post("/api/setups", json={"script": "trouble-brewing", "players": 5, "names": ["Ann"] * 5})
    assert twice.status_code == 400 and "Ann" in twice.json()["detail"]
