"""The information Townsfolk (Shugenja, Dreamer, Balloonist, Oracle, Seamstress,
Ravenkeeper, Noble) in many seeded random games: nothing raises, and each one acts.

Setups are built only from characters the engine implements, so this runs before the whole
untitled script is done; each character is forced into the bag, sometimes behind the Drunk.
"""

from __future__ import annotations

import random

import pytest

from clocktower.abilities import implemented
from clocktower.characters import Team
from clocktower.game.engine import Game, Stalemate
from clocktower.game.setup import SeatSpec, Setup, modifiers
from clocktower.script import load_script, player_counts

SCRIPT = load_script("untitled-almanac")
MINE = ["shugenja", "dreamer", "balloonist", "oracle", "seamstress", "ravenkeeper", "noble"]
GAMES = 300


def _pool(team: Team) -> list[str]:
    return [c.id for c in SCRIPT.team(team) if implemented(c.id)]


def forced_setup(character: str, rng: random.Random) -> Setup | None:
    """A legal-enough setup of implemented characters with ``character`` in it (maybe as
    the Drunk's belief); None when too few characters are implemented for the count."""
    players = rng.randint(5, 15)
    base = player_counts(players)
    t, o, m, d = base.townsfolk, base.outsider, base.minion, base.demon
    demons, minions = _pool(Team.DEMON), _pool(Team.MINION)
    townsfolk, outsiders = _pool(Team.TOWNSFOLK), _pool(Team.OUTSIDER)
    if len(demons) < d or len(minions) < m:
        return None
    evil = rng.sample(demons, d) + rng.sample(minions, m)
    for cid in evil:
        dt, do, _, _ = rng.choice(modifiers(SCRIPT.by_id[cid], (t, o, m, d)))
        t, o = t + dt, o + do
    as_drunk = "drunk" in outsiders and o > 0 and rng.random() < 0.25
    good = ["drunk"] if as_drunk else [character]
    if character == "balloonist" and not as_drunk and t > 1 and rng.random() < 0.5:
        t, o = t - 1, o + 1  # [+1 Outsider]
    rest_t = [c for c in townsfolk if c not in good]
    rest_o = [c for c in outsiders if c not in good]
    need_t = t - sum(1 for c in good if c in townsfolk)
    need_o = o - sum(1 for c in good if c in outsiders)
    if need_t < 0 or need_o < 0 or need_t > len(rest_t) or need_o > len(rest_o):
        return None
    bag = evil + good + rng.sample(rest_t, need_t) + rng.sample(rest_o, need_o)
    rng.shuffle(bag)
    in_play = set(bag)
    seats = []
    for i, cid in enumerate(bag):
        believes = None
        if cid == "drunk":
            spare = [c for c in townsfolk if c not in in_play]
            believes = character if as_drunk else (rng.choice(spare) if spare else None)
            if believes is None:
                return None
            in_play.add(believes)
        seats.append(SeatSpec(f"P{i + 1}", cid, believes))
    bluffs = [c.id for c in SCRIPT.characters if c.team.is_good and c.id not in in_play][:3]
    return Setup(seats, bluffs)


@pytest.mark.parametrize("character", MINE)
def test_random_games_with_character_never_raise(character: str) -> None:
    woke = 0
    played = 0
    for seed in range(GAMES):
        setup = forced_setup(character, random.Random(f"{character}-{seed}"))
        if setup is None:
            continue
        game = Game(SCRIPT, setup, seed=seed)
        try:
            assert game.run() in ("good", "evil")
        except Stalemate:
            pass  # only evil left alive, nobody able to finish: an engine matter, not this ability's
        played += 1
        mine = [e for e in game.events if e.kind == "info" and e.data.get("ability") == character]
        assert all(e.data["true"] for e in mine if e.data["mode"] == "true"), "a sober ability was lied to"
        woke += len(mine)
    assert played >= GAMES // 2
    assert woke > 0, f"{character} never learned anything in {played} games"
