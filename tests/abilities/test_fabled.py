"""Fabled and Loric: chosen when a game is created (from the script, ``Game(fabled=...)``,
``--fabled``, a setup file), and random games with each of them in play."""

from __future__ import annotations

import json
import random
from collections import Counter
from importlib import resources

import pytest
from click.testing import CliRunner

from clocktower.abilities import implemented
from clocktower.characters import Team
from clocktower.cli import app
from clocktower.errors import SetupError
from clocktower.game.engine import Game, Stalemate
from clocktower.game.eventkinds import EVENT_KINDS
from clocktower.game.log import replay
from clocktower.game.setup import BLUFFS_IN_PLAY, random_setup
from clocktower.game.setup.file import setup_from_json
from clocktower.game.state import PUBLIC
from clocktower.game.views import seat_view
from clocktower.script import load_script, parse_script, player_counts, with_characters, character

ROLES = json.loads(resources.files("clocktower").joinpath("data", "official_characters.json").read_text())
RULES = sorted(c["id"] for c in ROLES if c["team"] in ("fabled", "loric"))
TB = load_script("trouble-brewing")


def _play(script_id: str, players: int, seed: int, fabled: list[str], travellers: int = 0) -> Game:
    game = Game(load_script(script_id), players=players, seed=seed, fabled=fabled, travellers=travellers)
    try:
        game.run()
    except Stalemate:
        pass
    return game


def test_every_official_fabled_and_loric_is_implemented() -> None:
    assert [r for r in RULES if not implemented(r)] == []


@pytest.mark.parametrize("rule", RULES)
def test_random_games_run_with_each_fabled_in_play(rule: str) -> None:
    for seed, (slug, players) in enumerate([("trouble-brewing", 5), ("sects-and-violets", 8),
                                            ("bad-moon-rising", 11), ("fall-of-rome", 7)]):
        game = _play(slug, players, seed, [rule], travellers=1 if seed == 1 else 0)
        assert rule in game.script.by_id
        assert any(a.character.id == rule for a in game.storyteller_abilities)
        assert game.winner is not None or game.day_no >= 40
        undeclared = {e.kind for e in game.events if e.kind not in EVENT_KINDS}
        assert not undeclared, (rule, undeclared)
        for seat in range(len(game.seats)):
            for e in seat_view(game, seat).events:
                assert e["audience"] in (PUBLIC, seat)


def test_random_games_run_with_every_fabled_at_once() -> None:
    for seed in range(3):
        _play("trouble-brewing", 7 + seed, seed, [r for r in RULES if r != "tor"])


def test_a_game_with_fabled_replays_identically() -> None:
    game = _play("trouble-brewing", 7, 4, ["duchess", "doomsayer", "hindu", "sentinel"])
    assert replay(game.record()).same


def test_a_script_listing_a_fabled_puts_it_in_play() -> None:
    script = parse_script([{"id": "_meta", "name": "With Djinn"}, "washerwoman", "chef", "empath", "investigator",
                           "librarian", "monk", "saint", "poisoner", "imp", "djinn", "toymaker"])
    game = Game(script, players=5, seed=1)
    assert {a.character.id for a in game.storyteller_abilities} == {"djinn", "toymaker"}
    assert "toymaker" in game.script.other_night


def test_a_fabled_added_to_a_script_with_a_listed_night_order_takes_its_official_place() -> None:
    script = parse_script([{"id": "_meta", "name": "Listed", "firstNight": ["poisoner", "washerwoman"],
                            "otherNight": ["poisoner", "imp"]},
                           "washerwoman", "chef", "empath", "monk", "saint", "poisoner", "imp"])
    added = with_characters(script, [character("duchess"), character("angel")])
    assert added.first_night.index("angel") < added.first_night.index("poisoner")
    assert added.other_night[0] == "duchess"
    assert added.meta["otherNight"][0] == "duchess"
    assert added.name == script.name


@pytest.mark.parametrize("bad, message", [("imp", "not a Fabled"), ("nobody", "unknown character")])
def test_a_fabled_that_is_not_one_is_a_one_line_setup_error(bad: str, message: str) -> None:
    with pytest.raises(SetupError, match=message):
        Game(TB, players=7, seed=1, fabled=[bad])


def test_the_sentinel_puts_one_more_or_one_fewer_outsider_in_the_bag() -> None:
    seen = Counter()
    for seed in range(60):
        setup = random_setup(TB, 7, random.Random(seed), fabled=["sentinel"])
        outsiders = sum(1 for s in setup.seats if TB.by_id[s.character].team is Team.OUTSIDER)
        baron = any(s.character == "baron" for s in setup.seats)
        seen[outsiders - (2 if baron else 0)] += 1
        assert setup.fabled == ["sentinel"]
    assert set(seen) == {0, 1}  # 7 players start with no Outsider: never fewer than none


def test_a_setup_file_may_use_the_sentinels_extra_outsider() -> None:
    seats = [{"name": n, "character": c} for n, c in zip(
        "ABCDEFG", ["washerwoman", "chef", "empath", "monk", "saint", "poisoner", "imp"])]
    with pytest.raises(SetupError):
        setup_from_json({"seats": seats}, TB)
    setup = setup_from_json({"seats": seats, "fabled": ["sentinel"]}, TB)
    assert setup.fabled == ["sentinel"]
    with pytest.raises(SetupError, match="not a Fabled"):
        setup_from_json({"seats": seats, "fabled": ["imp"]}, TB)


def test_the_pope_puts_a_duplicate_townsfolk_in_play_and_may_bluff_characters_in_play() -> None:
    for seed in range(20):
        setup = random_setup(TB, 9, random.Random(seed), fabled=["pope"])
        townsfolk = [s.character for s in setup.seats if TB.by_id[s.character].team is Team.TOWNSFOLK]
        assert len(set(townsfolk)) < len(townsfolk), seed
        assert setup.extra[BLUFFS_IN_PLAY]
        counts = player_counts(9)
        assert len(setup.seats) == sum(counts)


def _asked(game: Game, kind: str) -> list[int]:
    return [decider for k, decider, _, _ in game.decisions if k == kind]


def test_the_doomsayer_asks_nobody_once_fewer_than_4_players_live() -> None:
    for seed in range(15):
        game = _play("trouble-brewing", 5, seed, ["doomsayer"])
        kills = [e for e in game.events if e.kind == "doomsayer-call"]
        callers = [e.data["seat"] for e in kills]
        assert len(callers) == len(set(callers))  # once per game each
        for e_index, event in enumerate(game.events):
            if event.kind == "doomsayer-call":
                dead_before = {e.data["seat"] for e in game.events[:e_index] if e.kind == "death"}
                assert len(game.seats) - len(dead_before) >= 4


def test_only_three_players_visit_the_duchess_each_day() -> None:
    for seed in range(10):
        game = _play("trouble-brewing", 10, seed, ["duchess"])
        by_day = Counter(e.phase for e in game.events if e.kind == "duchess-visit")
        assert all(n <= 3 for n in by_day.values())


def test_hells_librarian_never_punishes_a_bot_for_talking() -> None:
    game = _play("trouble-brewing", 7, 2, ["hellslibrarian"])
    assert _asked(game, "hellslibrarian.talked") == []


def test_under_the_tor_a_seat_view_shows_no_character_until_death() -> None:
    game = Game(TB, players=7, seed=3, fabled=["tor"])
    game.prepare()
    assert all(seat_view(game, s.index).character is None for s in game.seats)


def test_the_cli_puts_a_fabled_in_play_and_refuses_one_that_is_not() -> None:
    runner = CliRunner()
    ok = runner.invoke(app, ["setup", "trouble-brewing", "-p", "7", "-s", "1", "--fabled", "sentinel", "--json"])
    assert ok.exit_code == 0, ok.output
    assert json.loads(ok.output)["fabled"] == ["sentinel"]
    bad = runner.invoke(app, ["setup", "trouble-brewing", "-p", "7", "--fabled", "imp"])
    assert bad.exit_code == 2
    assert "not a Fabled" in bad.output
    sim = runner.invoke(app, ["simulate", "trouble-brewing", "-p", "6", "-g", "3", "--fabled", "toymaker", "--json"])
    assert sim.exit_code == 0, sim.output


def test_the_setup_invariant_counts_the_sentinels_outsider() -> None:
    """A bag the Sentinel changed is a legal one: the setup check reads the Fabled in play."""
    from clocktower.sim.invariants import check_setup

    changed = 0
    for seed in range(40):
        setup = random_setup(TB, 8, random.Random(seed), fabled=["sentinel"])
        outsiders = sum(1 for s in setup.seats if TB.by_id[s.character].team is Team.OUTSIDER)
        baron = any(s.character == "baron" for s in setup.seats)
        changed += outsiders - (2 if baron else 0) != 1  # 8 players: one Outsider by the table
        assert check_setup(Game(TB, setup, seed=seed)) == [], seed
    assert changed > 5


def test_the_ferrymans_returned_vote_tokens_are_recorded_and_may_be_spent_again() -> None:
    """On the final day every dead player who spent their vote token has it again
    (``ghost-vote-restored``), so voting with it breaks no rule."""
    from clocktower.sim.invariants import check_game

    restored = 0
    for seed in range(30):
        game = _play("trouble-brewing", 11, seed, ["ferryman"])
        restored += sum(1 for e in game.events if e.kind == "ghost-vote-restored")
        assert check_game(game) == [], seed
    assert restored > 10


def test_under_the_pope_the_legionary_is_still_no_bluff_beside_a_true_legionary() -> None:
    """The Pope lets the bluffs be in play, but not Fall of Rome's Legionary beside a true one
    (``bluffed_only_out_of_play``): setup never draws a bag the game would refuse."""
    script = load_script("fall-of-rome")
    beside = 0
    for seed in range(120):
        game = Game(script, players=12, seed=seed, fabled=["pope"])
        if any(s.character.id == "for_legionary" for s in game.seats):
            beside += 1
            assert "for_legionary" not in [b.id for b in game.bluffs], seed
    assert beside > 20


def test_under_the_pope_only_duplicated_characters_are_in_play_bluffs_over_1000_games() -> None:
    """docs/rulings.md, the Pope's bluffs: "They might also be bluffs" is the duplicates; a
    character one player holds (the Drunk, the Saint) or believes is never a bluff, and the
    bluff invariant reads the Pope's rule the same way (1,000 simulated games, none broken)."""
    from clocktower.game.setup import duplicated_tokens, storyteller_rules
    from clocktower.sim.runner import simulate

    pope_tb = with_characters(TB, storyteller_rules(TB, ["pope"]))
    summary = simulate(pope_tb, 9, 1000, seed=1)
    assert summary.broken == [] and summary.errors == [], (summary.broken[:3], summary.errors[:3])
    duplicated_bluffs = 0
    for seed in range(300):
        setup = random_setup(TB, 9, random.Random(seed), fabled=["pope"])
        twice = duplicated_tokens(s.character for s in setup.seats)
        shown = {s.character for s in setup.seats} | {s.believes for s in setup.seats if s.believes}
        assert all(b not in shown or b in twice for b in setup.bluffs), (seed, setup.bluffs)
        duplicated_bluffs += any(b in twice for b in setup.bluffs)
    assert duplicated_bluffs > 0  # the duplicates may still be bluffs
