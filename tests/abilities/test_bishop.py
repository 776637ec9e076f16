"""Bishop details a scenario cannot state (scenarios/the-contagion-insurrection/bishop.yaml)."""

from __future__ import annotations

import pytest

from clocktower.errors import IllegalChoice

from ..support.deciders import Recording
from ..support.phases import play_until
from ._travellers import AXIOM, CONTAGION, make_drunk, random_games, traveller_game


def test_players_may_only_call_exiles_and_the_storyteller_may_not_stop_early() -> None:
    rec = Recording()
    game = traveller_game("bishop", "good", answers=rec)
    play_until(game, "day 1")
    for d in rec.of("nominate"):
        assert all(o is None or isinstance(o, tuple) for o in d.options)
    first = rec.of("bishop.nominate")[0]
    assert None not in first.options  # Eve and Vic (evil) not yet nominated
    # The quiet Storyteller nominates down the circle to the first evil player, then stops.
    nominated = [e.data["nominee"] for e in game.events if e.kind == "nomination"]
    assert nominated == [1, 2, 3, 4, 5]
    assert None in rec.of("bishop.nominate")[-1].options


def test_a_player_may_not_nominate_under_a_working_bishop() -> None:
    game = traveller_game("bishop")
    play_until(game, "night 1")
    game.day_no = 1
    game.phase = "day 1"
    with pytest.raises(IllegalChoice):
        game.nominate(game.seats[1], game.seats[5])


def test_a_drunk_bishop_lets_players_nominate() -> None:
    rec = Recording()
    rec.add("nominate", 5, by=1, phase="day 1")
    game = traveller_game("bishop", answers=rec)
    make_drunk(game, 0)
    play_until(game, "day 1")
    assert rec.of("bishop.nominate") == []
    assert [e.data["nominator"] for e in game.events if e.kind == "nomination"] == [1]


def test_no_opposing_player_left_lets_the_storyteller_stop() -> None:
    rec = Recording()
    game = traveller_game("bishop", "good", answers=rec)
    play_until(game, "night 1")
    game.today.nominees.update({5, 6})
    game.nominations()
    assert None in rec.of("bishop.nominate")[0].options


def test_random_games_with_a_bishop_never_fail() -> None:
    for script in (CONTAGION, AXIOM):
        seen = random_games("bishop", script, 100)
        assert seen["ran"] > 70 and seen["ability-fired"] > 0


def test_a_random_storyteller_nominates_about_three_to_five_players_a_day() -> None:
    import random

    from clocktower.game.engine import Game

    from ._travellers import with_traveller

    days: list[int] = []
    for seed in range(40):
        rng = random.Random(f"bishop-days-{seed}")
        setup = with_traveller("bishop")(CONTAGION, [], 10, rng)
        if setup is None:
            continue
        game = Game(CONTAGION, setup, seed=seed)
        game.run()
        per_day: dict[str, int] = {}
        for e in game.events:
            if e.kind == "nomination" and e.data["nominator"] == -1:
                per_day[e.phase] = per_day.get(e.phase, 0) + 1
        days += per_day.values()
    assert days and 2.5 <= sum(days) / len(days) <= 6
