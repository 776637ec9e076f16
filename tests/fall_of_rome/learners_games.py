"""Seeded random games for the Fall of Rome Townsfolk that learn things (Sculptor, Vestal
Virgin, Physician, Legionary, Trumpeter, Mortician, Merchant).

Setups use only implemented characters. Until the Fall of Rome Demons and Minions exist,
stand-ins from the untitled almanac (implemented, and woken where the Fall of Rome Demons
and Minions wake) fill the evil seats, so nights still kill.
"""

from __future__ import annotations

import random
from typing import Any

from clocktower.abilities import ability_class, implemented
from clocktower.characters import Team
from clocktower.game.setup import Bag, SeatSpec, Setup
from clocktower.script import Script, all_characters, load_script, parse_script, player_counts

FOR = load_script("fall-of-rome")
STAND_IN_DEMONS = ["ojo", "vigormortis", "shabaloth"]
STAND_IN_MINIONS = ["assassin", "widow", "cerenovus", "mezepheles"]
STAND_IN_OUTSIDERS = ["recluse", "tinker"]  # passive off-script Outsiders, seated directly


def learners_script() -> Script:
    """Fall of Rome, plus stand-in evil characters when too few of its own are implemented."""
    data: list[Any] = FOR.to_json()
    meta = dict(data[0])
    demons = [c.id for c in FOR.team(Team.DEMON) if implemented(c.id)]
    minions = [c.id for c in FOR.team(Team.MINION) if implemented(c.id)]
    extra: list[str] = []
    if not demons:
        extra += [d for d in STAND_IN_DEMONS if implemented(d)]
    if len(minions) < 3:
        extra += [m for m in STAND_IN_MINIONS if implemented(m)]
    if not extra:
        return FOR
    other = list(meta["otherNight"])
    at = other.index("for_haruspex")
    meta["otherNight"] = other[:at] + extra + other[at:]
    first = list(meta["firstNight"])
    at = first.index("for_haruspex")
    meta["firstNight"] = first[:at] + [e for e in extra if e in ("widow", "cerenovus")] + first[at:]
    meta["name"] = "Fall of Rome with stand-ins"
    return parse_script([meta, *data[1:], *extra], "learners")


def _pool(script: Script, team: Team) -> list[str]:
    return [c.id for c in script.team(team) if implemented(c.id)]


def forced_setup(script: Script, character: str, rng: random.Random) -> Setup | None:
    """A setup of implemented characters with ``character`` in it (sometimes behind a Bad
    Omen); None when too few characters are implemented for the drawn player count."""
    demons, minions = _pool(script, Team.DEMON), _pool(script, Team.MINION)
    townsfolk, outsiders = _pool(script, Team.TOWNSFOLK), _pool(script, Team.OUTSIDER)
    outsiders += [c for c in STAND_IN_OUTSIDERS if implemented(c) and c not in outsiders]
    feasible = [n for n in range(5, 16) if player_counts(n).townsfolk <= len(townsfolk)]
    players = rng.choice(feasible)
    base = player_counts(players)
    t, o, m, d = base.townsfolk, base.outsider, base.minion, base.demon
    if len(demons) < d or len(minions) < m:
        return None
    as_omen = "for_badomen" in outsiders and o > 0 and rng.random() < 0.25
    good = ["for_badomen"] if as_omen else [character]
    rest_t = [c for c in townsfolk if c not in good]
    rest_o = [c for c in outsiders if c not in good]
    need_t = t - sum(1 for c in good if c in townsfolk)
    need_o = o - sum(1 for c in good if c in outsiders)
    if need_t < 0 or need_o < 0 or need_t > len(rest_t) or need_o > len(rest_o):
        return None
    tokens = rng.sample(demons, d) + rng.sample(minions, m) + good
    tokens += rng.sample(rest_t, need_t) + rng.sample(rest_o, need_o)
    known = all_characters()
    bag = Bag(script, [script.by_id.get(c) or known[c] for c in tokens], {}, rng)
    if "for_legionary" in tokens:
        cls = ability_class("for_legionary")
        assert cls is not None
        cls.adjust_bag(bag)
    ids = [c.id for c in bag.tokens]
    rng.shuffle(ids)
    in_play = set(ids)
    seats = []
    for i, cid in enumerate(ids):
        believes = None
        if cid == "for_badomen":
            spare = [c for c in townsfolk if c not in in_play]
            believes = character if as_omen else (rng.choice(spare) if spare else None)
            if believes is None:
                return None
            in_play.add(believes)
        seats.append(SeatSpec(f"P{i + 1}", cid, believes))
    pool = [c.id for c in script.characters if c.team.is_good and c.id not in in_play]
    return Setup(seats, rng.sample(pool, min(3, len(pool))))


def play_many(character: str, games: int = 80) -> tuple[int, int]:
    """Play seeded random games with ``character`` forced in; return (played, informed).

    Nothing may raise (a stalemate aside: an engine matter), and a sober ability is never
    lied to."""
    from clocktower.game.engine import Game, Stalemate

    script = learners_script()
    played = informed = 0
    for seed in range(games):
        setup = forced_setup(script, character, random.Random(f"{character}-{seed}"))
        if setup is None:
            continue
        game = Game(script, setup, seed=seed)
        try:
            assert game.run() in ("good", "evil")
        except Stalemate:
            pass
        played += 1
        mine = [e for e in game.events if e.kind == "info" and e.data.get("ability") == character]
        assert all(e.data["true"] for e in mine if e.data["mode"] == "true"), "a sober ability was lied to"
        informed += len(mine)
    return played, informed
