"""Smart bots: they decide from their seat's view only, and play sensibly on it."""

from __future__ import annotations

import pytest

from clocktower.agents import BOT_KINDS, make_decider, seat_deciders
from clocktower.agents.smart import SmartPlayer
from clocktower.characters import Team
from clocktower.errors import ClocktowerError
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game
from clocktower.game.state import STORYTELLER
from clocktower.script import load_script
from clocktower.sim import simulate
from clocktower.sim.runner import new_game

UA = load_script("untitled-almanac")


def prepared(seed: int = 3, players: int = 7) -> Game:
    game = Game(UA, players=players, seed=seed)
    game.prepare()
    return game


def good_seat(game: Game) -> int:
    return next(s.index for s in game.seats if not s.is_evil and s.character.team is Team.TOWNSFOLK)


def test_make_decider_builds_each_kind_and_refuses_others() -> None:
    assert set(BOT_KINDS) == {"random", "smart"}
    assert isinstance(make_decider("smart", 2, seed=5), SmartPlayer)
    assert make_decider("random", 2, seed=5).is_bot
    with pytest.raises(ClocktowerError, match="unknown kind of bot"):
        make_decider("genius", 0, 0)


def test_seat_deciders_follow_starting_alignment() -> None:
    game = new_game(UA, 7, 11, 0, good="smart", evil="random")
    deciders = seat_deciders(game.setup, UA, "smart", "random", 11)
    assert deciders is not None
    for s in game.seats:
        assert isinstance(deciders[s.index], SmartPlayer) == (not s.is_evil)
    assert seat_deciders(game.setup, UA) is None  # random both sides: the game's own players


def test_a_good_bot_nominates_and_votes_for_the_certain_demon() -> None:
    game = prepared()
    me = good_seat(game)
    demon = next(s.index for s in game.seats if s.index != me and not s.is_evil)  # any other seat
    bot = SmartPlayer(me, seed=1)
    bot.knowledge(game).absorb({"kind": "info", "phase": "night 2", "audience": me, "what": "ravenkeeper",
                                "answer": "ojo", "target": demon})
    others = [s.index for s in game.seats if s.index != me]
    assert bot.decide(game, Decision("nominate", me, [None, *others])) == demon
    assert bot.decide(game, Decision("vote", me, (False, True), about=demon)) is True
    innocent = next(s for s in others if s != demon)
    bot.knowledge(game).absorb({"kind": "info", "phase": "night 3", "audience": me, "what": "ravenkeeper",
                                "answer": "monk", "target": innocent})
    assert bot.decide(game, Decision("vote", me, (False, True), about=innocent)) is False


def test_evil_bots_never_nominate_their_demon() -> None:
    for seed in range(6):
        game = new_game(UA, 10, 100 + seed, 0, good="smart", evil="smart")
        game.run()
        demons = {s.index for s in game.seats if s.character.team is Team.DEMON}
        evil = {s.index for s in game.seats if s.is_evil}
        for e in game.events:
            if e.kind == "nomination" and e.data["nominator"] in evil and e.data["nominator"] not in demons:
                assert e.data["nominee"] not in demons, (seed, e)


def test_the_demon_bot_claims_one_of_its_bluffs() -> None:
    game = prepared(players=10)
    demon = next(s.index for s in game.seats if s.character.team is Team.DEMON)
    game.demon_info()
    bot = SmartPlayer(demon, seed=2)
    options = [None] + [c.id for c in UA.characters]
    claim = bot.decide(game, Decision("claim", demon, options))
    assert claim in [c.id for c in game.bluffs]
    assert bot.decide(game, Decision("claim", demon, options)) == claim  # kept all game


def test_decisions_do_not_change_with_grimoire_only_facts() -> None:
    """A leak test: change what only the Storyteller knows; the bot answers the same."""
    def answers(mutate: bool) -> list:
        game = prepared(seed=8, players=10)
        me = good_seat(game)
        if mutate:
            others = [s for s in game.seats if s.index != me]
            a, b = others[0], others[1]
            a.character, b.character = b.character, a.character
            a.alignment, b.alignment = b.alignment, a.alignment
            game.log("secret", STORYTELLER, seat=a.index, note="only the Storyteller sees this")
        bot = SmartPlayer(me, seed=4)
        others = [s.index for s in game.seats if s.index != me]
        return [bot.decide(game, Decision("nominate", me, [None, *others])),
                *(bot.decide(game, Decision("vote", me, (False, True), about=o)) for o in others),
                bot.decide(game, Decision("monk", me, others)),
                bot.decide(game, Decision("dreamer", me, others))]

    assert answers(False) == answers(True)


def test_smart_games_are_reproducible_and_finish() -> None:
    first = simulate(UA, 7, 4, seed=2, good="smart", evil="smart")
    again = simulate(UA, 7, 4, seed=2, good="smart", evil="smart")
    assert first.errors == [] and first.to_json() == again.to_json()
    mixed = simulate(UA, 8, 3, seed=2, good="random", evil="smart")
    assert mixed.errors == [] and mixed.games == 3


def test_simulate_command_mixes_bot_kinds() -> None:
    from click.testing import CliRunner

    from clocktower.cli import app

    runner = CliRunner()
    done = runner.invoke(app, ["simulate", "untitled-almanac", "-p", "7", "-g", "2", "--good", "smart",
                               "--evil", "random", "--json"])
    assert done.exit_code == 0, done.output
    bad = runner.invoke(app, ["simulate", "untitled-almanac", "-p", "7", "-g", "2", "--bots", "genius"])
    assert bad.exit_code == 2 and "unknown kind of bot" in bad.output


@pytest.mark.parametrize("script", ["trouble-brewing", "fall-of-rome", "the-contagion-insurrection"])
def test_smart_bots_take_in_travellers_who_arrive_during_the_game(script: str) -> None:
    """A Traveller arriving mid-game sits at a new seat: the smart bots' picture of the circle
    grows with it (it used to be sized at the start, and their reasoning failed)."""
    from clocktower.sim.runner import play_one

    for seed in range(8):
        result = play_one(load_script(script), 9, seed=seed, arrivals=2, bots="smart")
        assert result.error is None and not result.broken, (seed, result.error, result.broken)
