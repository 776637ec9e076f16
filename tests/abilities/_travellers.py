"""Helpers for the Travellers that change nominations, votes and executions (Bishop, Voudon,
Thief, Bureaucrat, Judge, Butcher, Harlot, Scapegoat)."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from clocktower.agents.scripted import Scripted
from clocktower.game.engine import Game
from clocktower.game.setup import SeatSpec, Setup
from clocktower.game.state import DRUNK, Effect
from clocktower.script import Script, load_script, parse_script

from ..support.games import make_game
from ..support.random_games import play_many
from ..support.setups import drawn_setup

AXIOM = load_script("axiom-of-choice")
CONTAGION = load_script("the-contagion-insurrection")
FILL = [("Alice", "mayor"), ("Bob", "gossip"), ("Carl", "tinker"), ("Dave", "balloonist"),
        ("Eve", "assassin"), ("Vic", "vigormortis")]
"""Six Contagion players (indices 1 to 6 once a Traveller sits first)."""
AXIOM_MIX = parse_script([{"id": "_meta", "name": "Axiom Travellers with FILL"}, "butcher", "harlot",
                          "scapegoat", *(c for _, c in FILL)], "axiom-mix")
"""Axiom of Choice's Butcher, Harlot and Scapegoat with the ``FILL`` characters."""


def traveller_game(character: str, alignment: str = "good", answers: Scripted | None = None,
                   script: Script = CONTAGION) -> Game:
    """The Traveller ``character`` (named "T", seat 0) and ``FILL``."""
    return make_game(script, [("T", character, None, alignment), *FILL], answers)


def make_drunk(game: Game, seat: int) -> None:
    """Make ``seat`` drunk for the rest of the game."""
    game.add_effect(Effect(DRUNK, seat, None))


def with_traveller(character: str):  # type: ignore[no-untyped-def]
    """A setup function for ``play_many``: a drawn setup of the forced characters, with
    ``character`` seated somewhere as a Traveller, good or evil at random."""

    def setup(script: Script, forced: Sequence[str], players: int, rng: random.Random,
              **options: Any) -> Setup | None:
        drawn = drawn_setup(script, forced, players, rng, **options)
        if drawn is None:
            return None
        seats = list(drawn.seats)
        alignment = "good" if rng.random() < 0.6 else "evil"
        seats.insert(rng.randrange(len(seats) + 1), SeatSpec("Traveller", character, None, alignment))
        return dataclasses.replace(drawn, seats=seats)

    return setup


def random_games(character: str, script: Script, games: int = 200) -> Counter[str]:
    """``games`` seeded random games of ``script`` with ``character`` seated as a Traveller;
    none may raise."""
    return play_many(script, [], games, setup=with_traveller(character), seed_tag=character)
