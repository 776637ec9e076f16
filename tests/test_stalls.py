"""Every game ends, as a table's would: once nobody has died for days
(``preferences.stalled``), the random Storyteller and the bots choose what ends the game. The
seeded games that used to stall at the day limit, and each bot rule, one test apiece."""

from __future__ import annotations

import random

import pytest

from clocktower.agents import preferences
from clocktower.agents.preferences import STALL_DAYS, Progress, kill_weights, stalled
from clocktower.agents.preferences.demons import legion_kill, ojo_victim
from clocktower.agents.random import RandomPlayer
from clocktower.agents.smart import SmartPlayer
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game
from clocktower.game.state import STORYTELLER
from clocktower.script import load_script, parse_script
from clocktower.sim import simulate
from clocktower.sim.runner import game_seed, play_one

from .support.games import make_game


def _tb_with_legion() -> object:
    tb = load_script("trouble-brewing")
    ids = [c.id for c in tb.characters if c.id != "imp"] + ["legion"]
    return parse_script([{"id": "_meta", "name": "TB Legion"}, *ids], "tb-legion")


def _stall(game: Game) -> None:
    """Nobody has died for ``STALL_DAYS`` days."""
    game.day_no = 3 + STALL_DAYS
    progress = game.shared(Progress)
    progress.living = sum(1 for s in game.seats if s.alive)
    progress.since = game.day_no - STALL_DAYS
    progress.phase = ""  # look again


def _kill(game: Game, *dead: int) -> None:
    for i in dead:
        game.seats[i].alive = False


# -- the seeded stalls of the issue, now ended ------------------------------------------------

def test_legion_with_an_unkillable_last_good_player_ends() -> None:
    """Trouble Brewing with Legion as the only Demon stalled 11 times in these 200 games: the
    last good player a Soldier, only evil voting (so no execution killed), and the Storyteller
    never having Legion kill a Legion."""
    summary = simulate(_tb_with_legion(), 10, 200, seed=7000)  # type: ignore[arg-type]
    assert summary.stalemates == 0 and not summary.errors


@pytest.mark.parametrize(("script", "players", "seed", "index", "travellers", "bots"), [
    ("bad-moon-rising", 8, 1108, 462, 2, "random"),   # the Zombuul, the Tea Lady, an Apprentice Tea Lady
    ("bad-moon-rising", 8, 1308, 167, 0, "smart"),    # the Shabaloth's kills on the Tea Lady's neighbours
    ("sects-and-violets", 8, 1308, 30, 0, "smart"),   # the Demon dead, the Evil Twin and its twin alive
])
def test_a_seeded_stall_ends(script: str, players: int, seed: int, index: int, travellers: int, bots: str) -> None:
    result = play_one(load_script(script), players, game_seed(seed, index), index, None, travellers, 0,
                      good=bots, evil=bots)
    assert result.winner is not None


def test_an_api_game_with_one_agent_answering_first_options_ends() -> None:
    """Untitled almanac, seed 2, one agent seat (the Ojo, choosing the Noble, not in play, every
    night): the random Storyteller's victim was the unkillable Soldier or a dead player."""
    from clocktower.api import Table

    table = Table(load_script("untitled-almanac"), 7, seed=2, agents={0})
    while not table.over:
        table.answer(table.pending.options[0])
    assert table.result in ("good", "evil")


# -- the Storyteller -----------------------------------------------------------------------------

def _legion_game() -> Game:
    game = make_game(_tb_with_legion(), [("A", "legion"), ("B", "legion"), ("C", "legion"),  # type: ignore[arg-type]
                                         ("D", "soldier"), ("E", "chef")])
    _kill(game, 4)
    return game


def test_the_storyteller_has_legion_kill_a_legion_once_the_game_stalls() -> None:
    game = _legion_game()
    d = Decision("legion.kill", STORYTELLER, [None, 0, 1, 2, 3])
    before = legion_kill(game, d)
    assert before is not None and before[1] < 0.1 * before[4]  # mostly the good player
    _stall(game)
    after = legion_kill(game, d)
    assert after is not None and after[0] == 0.0 and after[1] == after[2] == after[3] == after[4]


def test_the_storyteller_lets_the_ojo_kill_a_minion_once_the_game_stalls() -> None:
    game = make_game(load_script("untitled-almanac"), [("A", "ojo"), ("B", "widow"), ("C", "soldier"),
                                                       ("D", "noble"), ("E", "monk")])
    _kill(game, 3, 4)
    d = Decision("ojo.victim", STORYTELLER, [2, 1, 3, 4, 0])
    before = ojo_victim(game, d)
    assert before is not None and before[1] < 0.1 * before[0]
    _stall(game)
    after = ojo_victim(game, d)
    assert after is not None and after[1] == after[0]


# -- evil kills its own when only that wins -----------------------------------------------------

def _imp_game() -> Game:
    """The Imp (A) knows its Poisoner (B); the last good players are a Soldier and ... dead."""
    game = make_game(load_script("trouble-brewing"), [("A", "imp"), ("B", "poisoner"), ("C", "soldier"),
                                                      ("D", "chef"), ("E", "empath")])
    _kill(game, 3, 4)
    game.seats[0].knows["evil"] = {1}
    return game


def test_a_random_demon_kills_its_minion_once_the_soldier_will_not_die() -> None:
    game = _imp_game()
    options = [0, 1, 2, 3, 4]
    assert kill_weights(game, 0, options)[1] < 0.1
    _stall(game)
    assert kill_weights(game, 0, options)[1] == kill_weights(game, 0, options)[2] == 1.0
    d = Decision("imp", 0, options)
    picks = [RandomPlayer(seed).decide(game, d) for seed in range(200)]
    assert picks.count(1) > 60  # the Minion: its death leaves two alive, and evil wins


def test_a_smart_demon_kills_its_minion_once_the_game_stalls() -> None:
    """The smart Shabaloth whose targets never die (the Tea Lady's neighbours) tries others, its
    Minion too."""
    game = _imp_game()
    game.prepare()  # each seat is told its character
    bot = SmartPlayer(0, seed=1)
    k = bot.knowledge(game)
    k.dead |= {3, 4}  # as the public record says
    k.minions = {1}  # as the Demon info says
    assert bot.team() == {0, 1}
    assert bot.kill_target([0, 1, 2, 3, 4]) == 2  # the good player while the game goes on
    bot._deaths = (frozenset(bot.knowledge().dead), bot.knowledge().day - STALL_DAYS)
    picks = set()
    for seed in range(40):
        bot.rng = random.Random(seed)
        picks.add(bot.kill_target([0, 1, 2, 3, 4]))
    assert 1 in picks and picks <= {1, 2}


# -- good nominates the player whose execution ends the game -------------------------------------

def _nominate(game: Game, seat: int, seed: int) -> object:
    options = [None] + [i for i in range(len(game.seats)) if i != seat]
    return RandomPlayer(seed).decide(game, Decision("nominate", seat, options))


def test_a_good_twin_nominates_its_evil_twin_once_the_game_stalls() -> None:
    """The Demon is dead, and good cannot win while both twins live: the good twin (who knows
    its evil twin) nominates that twin whenever it nominates."""
    game = make_game(load_script("sects-and-violets"), [("A", "sweetheart"), ("B", "seamstress"),
                                                        ("C", "fanggu"), ("D", "klutz"), ("E", "eviltwin")])
    _kill(game, 1, 2)
    game.seats[0].knows["twin"] = 4
    _stall(game)
    picks = [_nominate(game, 0, seed) for seed in range(100)]
    nominated = [p for p in picks if p is not None]
    assert len(nominated) > 50 and set(nominated) == {4}


def test_good_players_nominate_the_dead_zombuul_once_the_game_stalls() -> None:
    """A Zombuul that died once seems dead: before the stall good players nominate only the
    living; after it, the dead too, so the Zombuul is tried and its execution ends the game."""
    game = make_game(load_script("bad-moon-rising"), [("A", "zombuul"), ("B", "tealady"), ("C", "gossip"),
                                                      ("D", "fool"), ("E", "chambermaid")])
    _kill(game, 0)
    assert not any(_nominate(game, 1, seed) == 0 for seed in range(200))
    _stall(game)
    assert stalled(game)
    tried = game.shared(Progress).tried
    hits = 0
    for seed in range(200):  # the living were tried (the Tea Lady's neighbours did not die)
        tried.clear()
        tried.update({2, 3, 4})
        hits += _nominate(game, 1, seed) == 0
    assert hits > 40


def test_good_votes_pass_an_execution_but_make_no_tie_once_the_game_stalls() -> None:
    game = make_game(load_script("bad-moon-rising"), [("A", "zombuul"), ("B", "tealady"), ("C", "gossip"),
                                                      ("D", "fool"), ("E", "chambermaid")])
    _stall(game)
    game.today.nominee_index = 0
    d = Decision("vote", 1, (False, True), about=0)
    assert sum(RandomPlayer(seed).decide(game, d) for seed in range(100)) > 70
    game.today.on_block = game.seats[2]
    assert sum(RandomPlayer(seed).decide(game, d) for seed in range(100)) < 35


def test_progress_counts_the_days_since_the_living_changed() -> None:
    game = _imp_game()
    game.day_no = 2
    assert preferences.quiet_days(game) == 0
    game.day_no = 2 + STALL_DAYS
    game.phase = "day 7"
    assert stalled(game)
    _kill(game, 2)
    assert preferences.quiet_days(game) == 0 and stalled(game)  # a stalled game stays so
    fresh = _imp_game()
    fresh.day_no = 1 + STALL_DAYS
    preferences.quiet_days(fresh)
    _kill(fresh, 2)
    fresh.day_no += STALL_DAYS - 1
    fresh.phase = "day 10"
    assert preferences.quiet_days(fresh) == 0 and not stalled(fresh)


def test_a_table_that_always_passes_never_ends(monkeypatch: pytest.MonkeyPatch) -> None:
    """The stalemate the rules allow (docs/rulings.md): every seat and the Storyteller answer
    with the first option, so nobody nominates and the Imp attacks seat 0, whom the Monk
    protects, every night. No rule ends it; the engine does, after the day limit."""
    from clocktower.api import Table
    from clocktower.game import engine

    monkeypatch.setattr(engine, "MAX_DAYS", 6)
    table = Table(load_script("trouble-brewing"), 7, seed=1, agents=range(7), storyteller_agent=True)
    while not table.over:
        table.answer(table.pending.options[0])
    assert table.result == "stalemate"
    assert all(s.alive for s in table.game.seats) and not any(e.kind == "nomination" for e in table.game.events)


def test_an_evil_team_alone_executes_one_of_its_own_once_the_game_stalls() -> None:
    """All good players dead, three evil left whose Demon cannot kill (the Lleech that lost its
    ability beside the Mastermind): evil nominates and votes for a teammate, to reach the final
    two."""
    game = make_game(load_script("trouble-brewing"), [("A", "imp"), ("B", "poisoner"), ("C", "spy"),
                                                      ("D", "chef"), ("E", "empath")])
    _kill(game, 3, 4)
    for i, friends in ((0, {1, 2}), (1, {0, 2}), (2, {0, 1})):
        game.seats[i].knows["evil"] = friends
    game.day_no = 3
    before = [_nominate(game, 1, seed) for seed in range(100)]
    _stall(game)
    after = [_nominate(game, 1, seed) for seed in range(100)]
    assert sum(p in (0, 2) for p in after) > 55 > sum(p in (0, 2) for p in before)
    game.today.nominee_index = 2
    d = Decision("vote", 1, (False, True), about=2)
    assert sum(RandomPlayer(seed).decide(game, d) for seed in range(100)) > 70


def test_a_smart_evil_team_alone_executes_a_minion_once_the_game_stalls() -> None:
    """Sects & Violets, smart bots: all good players dead, the No Dashii drunk for good (the
    Sweetheart's death): the Minions nominate and vote for a Minion, never the Demon."""
    game = _imp_game()
    game.prepare()
    bot = SmartPlayer(1, seed=1)
    k = bot.knowledge(game)
    k.dead |= {3, 4}
    k.demons = {0}
    k.minions = {2}
    d = Decision("nominate", 1, [None, 0, 2, 3, 4])
    assert bot._evil_nominate(d) != 2  # while the game goes on, a teammate is spared
    bot._deaths = (frozenset(k.dead), k.day - STALL_DAYS)
    assert bot._evil_nominate(d) == 2
    assert bot._evil_vote(2) and not bot._evil_vote(0)
