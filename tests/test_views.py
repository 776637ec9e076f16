"""The security boundary: what a seat may read, through every front end, and nothing more."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from clocktower.api import Table
from clocktower.cli import app
from clocktower.game.engine import Game, Stalemate
from clocktower.game.eventkinds import EVENT_KINDS
from clocktower.game.log import replay, save_log
from clocktower.game.state import DRUNK, PUBLIC, STORYTELLER, Effect
from clocktower.game.views import project, seat_record, seat_view
from clocktower.present.decisions import decision_json, grimoire_view
from clocktower.abilities import implemented
from clocktower.script import bundled_scripts, load_script
from clocktower.present.naming import Namer
from clocktower.present.story import describe_events, tell_seat_story

from .support.games import info_game, make_game
from .support.phases import play_until
from .support.scripts import UNTITLED

SECRET_FIELDS = {"true", "mode", "ability", "cause", "by", "source", "position"}
"""Fields only the Storyteller may read on any event a player sees."""

PLAYABLE = [s.id for s in bundled_scripts() if all(implemented(c.id) for c in s.characters)]
"""Every bundled script the engine plays in full."""


def _travels(slug: str) -> bool:
    return any(c.team.value == "traveller" for c in load_script(slug).characters)


def _finished(slug: str, players: int, seed: int, travellers: int = 0) -> Game:
    game = Game(load_script(slug), players=players, seed=seed, travellers=travellers)
    try:
        game.run()
    except Stalemate:
        pass
    return game


def test_a_drunk_players_information_does_not_say_it_was_false() -> None:
    game = make_game(UNTITLED, [("A", "drunk", "noble"), ("B", "monk"), ("C", "ojo"), ("D", "soldier"),
                                ("E", "assassin")])
    game.prepare()
    game.night()
    raw = [e.to_json() for e in game.events if e.kind == "info" and e.audience == 0]
    assert raw and raw[0]["mode"] == "arbitrary" and "true" in raw[0]  # the grimoire knows
    seen = [e for e in seat_view(game, 0).events if e["kind"] == "info"]
    assert seen and not SECRET_FIELDS & set(seen[0])
    assert seen[0]["answer"] == list(raw[0]["answer"])


def test_the_api_observation_of_a_poisoned_seat_carries_no_truth_or_mode() -> None:
    for seed in range(12):
        table = Table(UNTITLED, players=7, seed=seed, agents={0})
        for _ in range(25):
            if table.over:
                break
            table.answer(table.pending.options[0])
        for seat in range(7):
            for e in table.observation(seat):
                assert not SECRET_FIELDS & set(e), e


def test_every_projected_event_carries_only_its_declared_fields_in_random_games() -> None:
    for slug in PLAYABLE:
        for seed in range(25):
            game = _finished(slug, 5 + seed % 11, seed, travellers=2 if seed % 4 == 0 and _travels(slug) else 0)
            for seat in range(len(game.seats)):
                for e in seat_view(game, seat).events:
                    assert e["audience"] in (PUBLIC, seat)
                    declared = EVENT_KINDS[e["kind"]]
                    extra = set(e) - {"kind", "phase", "audience"}
                    if declared.hidden is None:
                        assert extra <= declared.shown, (slug, seed, e)
                    assert not SECRET_FIELDS & extra, (slug, seed, e)


def test_shared_information_is_what_the_sayer_was_told_or_made_up_for_its_claim() -> None:
    from clocktower.game.talk.sharing import own_information

    said = 0
    for slug in PLAYABLE:
        for seed in range(6):
            game = _finished(slug, 7 + seed, seed)
            claims: dict[int, set[str]] = {}
            for e in game.events:
                if e.kind == "claim":
                    claims.setdefault(e.data["seat"], set()).add(e.data["character"])
                if e.kind != "shares":
                    continue
                said += 1
                seat = e.data["seat"]
                assert e.audience == PUBLIC and set(e.data) - {"of"} == {"seat", "what", "learned", "answer", "about"}
                told = {o[1:] for o in own_information(game, seat)}
                key = (e.data["what"], e.data["learned"], e.data["answer"], tuple(e.data["about"]))
                assert key in told or e.data["what"] in claims.get(seat, ()), (slug, seed, e)
    assert said


def test_a_seat_never_reads_what_was_told_to_another_seat_or_the_storyteller() -> None:
    game = _finished("fall-of-rome", 10, 7, travellers=2)
    told = [e.to_json() for e in game.events if e.audience not in (PUBLIC, 3)]
    assert told
    assert all(project(e, 3) is None for e in told)


def test_a_night_death_names_neither_its_cause_nor_the_ability_behind_it() -> None:
    event = {"kind": "death", "phase": "day 2", "audience": PUBLIC, "seat": 4, "cause": "ability",
             "by": "tinker"}
    seen = project(event, 0)
    assert seen == {"kind": "death", "phase": "day 2", "audience": PUBLIC, "seat": 4}
    namer = Namer([f"P{i}" for i in range(6)], {"tinker": "Tinker"})
    assert describe_events([seen], namer, you=0) == ["  P4 dies."]


def test_a_public_statement_does_not_name_the_speakers_ability() -> None:
    event = {"kind": "statement", "phase": "day 1", "audience": PUBLIC, "seat": 2, "statement": ["alignment", 1, "evil"],
             "text": "Blair is evil", "ability": "gossip"}
    assert "ability" not in project(event, 0)


def test_madness_told_to_a_seat_does_not_name_who_caused_it() -> None:
    event = {"kind": "mad", "phase": "night 1", "audience": 1, "character": "dreamer", "by": "cerenovus"}
    seen = project(event, 1)
    assert seen is not None and "by" not in seen and seen["character"] == "dreamer"


def test_an_undeclared_event_kind_never_reaches_a_player() -> None:
    assert project({"kind": "no-such-kind", "phase": "day 1", "audience": PUBLIC, "seat": 1}, 0) is None


def test_every_event_kind_in_random_games_is_declared() -> None:
    undeclared: set[str] = set()
    for slug in PLAYABLE:
        for seed in range(20):
            game = _finished(slug, 5 + seed % 11, seed, travellers=2 if seed % 3 == 0 and _travels(slug) else 0)
            undeclared |= {e.kind for e in game.events if e.kind not in EVENT_KINDS}
    assert not undeclared


def test_a_seat_view_shows_its_own_believed_character_and_hides_everyone_elses() -> None:
    game = make_game(UNTITLED, [("A", "drunk", "noble"), ("B", "monk"), ("C", "ojo"), ("D", "soldier"),
                                ("E", "assassin")])
    game.prepare()
    view = seat_view(game, 0)
    assert view.character == "noble" and view.alignment == "good"
    others = [row for row in view.seats if row["seat"] != 0]
    assert all("character" not in row and "alignment" not in row for row in others)
    grimoire = grimoire_view(game)
    assert grimoire["seats"][0]["character"] == "drunk" and grimoire["seats"][0]["believes"] == "noble"


def test_a_seat_view_shows_a_pending_decision_only_to_its_decider() -> None:
    table = Table(UNTITLED, players=7, seed=2, agents=set(range(7)), storyteller_agent=True)
    while table.pending is not None and table.pending.decider == STORYTELLER:
        table.answer(table.pending.options[0])
    decider = table.pending.decider
    assert table.view(decider)["pending"]["id"] == table.pending.id
    other = (decider + 1) % 7
    assert table.view(other)["pending"] is None


def test_seat_views_of_every_seat_render_without_the_story_of_the_grimoire() -> None:
    game = _finished("untitled-almanac", 9, 11)
    record = json.loads(json.dumps(game.record()))
    for seat in range(9):
        lines = tell_seat_story(seat_record(record, seat))
        text = "\n".join(lines)
        assert "FALSE" not in text and "-- true" not in text and "really" not in text
        assert "wakes as" not in text and "protected" not in text


# -- typed decisions ------------------------------------------------------------------------


def test_numeric_information_is_typed_and_labelled_as_a_number() -> None:
    game, rec = info_game("oracle", "monk", "ojo", "soldier", "assassin", "noble")
    play_until(game, "night 2")
    asked = rec.of("info.oracle")
    assert asked
    options = decision_json(asked[-1], game)["options"]
    assert options and all(o["type"] == "number" and o["label"] == str(o["value"]) for o in options)
    told = [e for e in seat_view(game, 0).events if e["kind"] == "info"]
    namer = Namer.from_game(game, truth=False)
    line = describe_events(told[-1:], namer, you=0)[0]
    assert line.endswith(f": {told[-1]['answer']}.")


def test_an_answer_to_a_decision_no_longer_pending_is_refused() -> None:
    table = Table(UNTITLED, players=7, seed=3, agents={0}, storyteller_agent=True)
    stale = table.pending_json()["id"]
    table.answer(table.pending.options[0], decision=stale)
    from clocktower.errors import IllegalChoice

    with pytest.raises(IllegalChoice):
        table.answer(table.pending.options[0], decision=stale)


def test_option_types_are_declared_for_players_characters_yes_no_and_none() -> None:
    from clocktower.game.decisions import Decision, option_type

    d = Decision("x", 0, [None, 3, True, "monk", "evil", ("alignment", 1, "evil"), (1, 2), 1.5])
    assert [option_type(d, o) for o in d.options] == [
        "none", "player", "yes/no", "character", "alignment", "statement", "player+player", "word"]


# -- who decided: a game played by people replays as one --------------------------------------


@pytest.mark.parametrize("slug", PLAYABLE)
def test_a_game_played_through_the_api_by_people_replays_identically(slug: str) -> None:
    for seed in range(3):
        table = Table(load_script(slug), players=8, seed=seed, agents=set(range(8)), storyteller_agent=True)
        rng = random.Random(seed)
        steps = 0
        while not table.over and steps < 400:
            options = list(table.pending.options)
            table.answer(rng.choice(options))
            steps += 1
        record = json.loads(json.dumps(table.record()))
        assert record["people"] == list(range(8))
        report = replay(record)
        assert report.same, report.message


# -- the command line -----------------------------------------------------------------------


def _saved(tmp_path: Path, **extra: Any) -> Path:
    game = _finished("untitled-almanac", 7, 4)
    path = tmp_path / "game.json"
    save_log(game, path, **extra)
    return path


def test_show_with_a_seat_tells_the_game_as_that_seat_lived_it(tmp_path: Path) -> None:
    path = _saved(tmp_path)
    record = json.loads(path.read_text())
    names = [s["name"] for s in record["setup"]["seats"]]
    result = CliRunner().invoke(app, ["show", str(path), "--seat", "2"])
    assert result.exit_code == 0, result.output
    assert f"told as {names[1]}" in result.output
    full = CliRunner().invoke(app, ["show", str(path)])
    assert "wakes as" in full.output and "wakes as" not in result.output


def test_export_writes_one_seats_view_without_the_grimoire(tmp_path: Path) -> None:
    path = _saved(tmp_path)
    out = tmp_path / "seat.json"
    result = CliRunner().invoke(app, ["export", str(path), "--seat", "3", "--out", str(out)])
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text())
    assert data["seat"] == 2 and "setup" not in data and "choices" not in data
    assert all(e["audience"] in (PUBLIC, 2) for e in data["events"])
    assert all(not SECRET_FIELDS & set(e) for e in data["events"])


def test_a_saved_log_says_it_holds_the_whole_grimoire(tmp_path: Path) -> None:
    record = json.loads(_saved(tmp_path).read_text())
    assert "whole grimoire" in record["secret"]


def test_resuming_a_players_game_does_not_open_the_grimoire(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    game = Game(UNTITLED, players=7, seed=1)
    save_log(game, path, played_by=2)
    result = CliRunner().invoke(app, ["play", "--resume", str(path), "--storyteller"], input="quit\n")
    assert result.exit_code == 2 and "played by seat 3" in result.output
    result = CliRunner().invoke(app, ["play", "--resume", str(path)], input="quit\n")
    assert "you are seat 3" in result.output and "grimoire" not in result.output.split("Saving")[0]


def test_resuming_an_old_log_asks_who_continues_it(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    save_log(Game(UNTITLED, players=7, seed=1), path)
    result = CliRunner().invoke(app, ["play", "--resume", str(path)], input="quit\n")
    assert result.exit_code == 2 and "--seat K, or --storyteller" in result.output


def test_raised_hands_are_hidden_from_every_seat_while_votes_are_secret() -> None:
    from clocktower.script import parse_script

    script = parse_script([{"id": "_meta", "name": "Secret votes"}, "organgrinder", "imp", "chef", "empath",
                           "monk", "soldier", "saint"])
    game = make_game(script, [("A", "organgrinder"), ("B", "imp"), ("C", "chef"), ("D", "empath"),
                              ("E", "monk")])
    game.prepare()
    game.today.raised = [2, 3]
    assert all(seat_view(game, s).raised == [] for s in range(5))
    game.add_effect(Effect(DRUNK, 0, game.seats[0].abilities[0]))  # a drunk Organ Grinder: votes are open
    assert seat_view(game, 4).raised == [2, 3]


COUNTING = ("chef", "empath", "clockmaker", "mathematician", "chambermaid", "oracle")
"""Information characters whose answer is a count."""


def test_every_counting_information_character_is_asked_and_told_numbers() -> None:
    from clocktower.game.decisions import option_type
    from clocktower.script import parse_script

    script = parse_script([{"id": "_meta", "name": "Counts"}, *COUNTING, "drunk", "saint", "imp", "poisoner",
                           "spy", "monk", "soldier", "mayor"], "counts")
    typed: dict[str, set[str]] = {c: set() for c in COUNTING}
    for seed in range(12):
        game = Game(script, players=8, seed=seed)
        asked: list[Any] = []
        game.watch_asks(asked.append)
        game.run()
        for d in asked:
            what = d.kind.removeprefix("info.")
            if d.kind.startswith("info.") and what in typed:
                typed[what] |= {option_type(d, o) for o in d.options}
    assert all(types == {"number"} for types in typed.values() if types), typed
    assert all(typed.values()), [c for c, t in typed.items() if not t]
