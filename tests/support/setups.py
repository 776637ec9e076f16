"""Random setups of implemented characters with chosen characters in them."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from clocktower.abilities import ability_class, implemented
from clocktower.characters import Team
from clocktower.errors import SetupError
from clocktower.game.setup import Bag, SeatSpec, Setup, modifiers, random_setup
from clocktower.script import Script, all_characters, player_counts

PASSIVE_OUTSIDERS = ("recluse", "tinker")
"""Untitled-almanac Outsiders that ask nothing of the other characters: hand-built setups of
another script may seat them too (off the script), for more kinds of Outsider."""


def implemented_ids(script: Script, team: Team) -> list[str]:
    """The ids of the script's implemented characters of ``team``."""
    return [c.id for c in script.team(team) if implemented(c.id)]


def implemented_only(script: Script, forced: Sequence[str] = (), *, first: bool = False) -> Script:
    """The script with only its implemented characters, a ``forced`` Demon its only Demon, and
    (if ``first``) the ``forced`` characters listed first."""
    demons = [cid for cid in forced if script.by_id[cid].team is Team.DEMON]
    pool = [c for c in script.characters
            if implemented(c.id) and (not demons or c.team is not Team.DEMON or c.id in demons)]
    if first:
        pool.sort(key=lambda c: c.id not in forced)
    return dataclasses.replace(script, characters=tuple(pool))


def drawn_setup(script: Script, forced: Sequence[str], players: int, rng: random.Random, *,
                redraw: bool = False) -> Setup | None:
    """A bag drawn by the real setup rules from the implemented characters, holding every
    ``forced`` character (a forced Demon is the only Demon drawn); None when none can be had.

    A forced character missing from the bag is swapped in for a seat of its character type
    (a Townsfolk seat when its type has none); with ``redraw`` the bag is drawn again instead
    (up to 40 times, the forced characters listed first), so what they bring to the bag
    (the Haruspex's Spartacus) is there too."""
    narrowed = implemented_only(script, forced, first=redraw)
    if len(narrowed.team(Team.MINION)) < player_counts(players).minion:
        return None
    for _ in range(40 if redraw else 1):
        try:
            setup = random_setup(narrowed, players, rng)
        except SetupError:
            return None
        if not redraw:
            return _swap_in(script, setup, forced, rng)
        if all(any(s.character == cid for s in setup.seats) for cid in forced):
            return setup
    return None


def _swap_in(script: Script, setup: Setup, forced: Sequence[str], rng: random.Random) -> Setup | None:
    """Each ``forced`` character not in ``setup`` swapped in for a seat of its type."""
    taken: set[int] = set()
    for cid in forced:
        present = [i for i, s in enumerate(setup.seats) if s.character == cid]
        if present:
            taken.add(present[0])
            continue
        team = script.by_id[cid].team
        same = [i for i, s in enumerate(setup.seats) if i not in taken and script.by_id[s.character].team is team]
        spare = same or [i for i, s in enumerate(setup.seats)
                         if i not in taken and script.by_id[s.character].team is Team.TOWNSFOLK]
        if not spare:
            return None
        i = rng.choice(spare)
        setup.seats[i] = dataclasses.replace(setup.seats[i], character=cid, believes=None)
        taken.add(i)
    return setup


def hidden_setup(script: Script, forced: Sequence[str], players: int, rng: random.Random, *,
                 extra_outsider: float = 0.0, more_outsiders: Sequence[str] = ()) -> Setup | None:
    """A hand-built bag of implemented characters with the one ``forced`` character in it: in
    play, or (one time in four, when there is an Outsider seat) believed by the script's
    believer (the Drunk, the Bad Omen) and not in play. None when too few characters are
    implemented for the count.

    The evil characters' setup modifiers change the Townsfolk and Outsider counts; with chance
    ``extra_outsider`` the forced character brings one more Outsider (the Balloonist's [+1
    Outsider]).
    ``more_outsiders`` (implemented, perhaps off the script) may fill Outsider seats too."""
    (character,) = forced
    demons, minions = implemented_ids(script, Team.DEMON), implemented_ids(script, Team.MINION)
    townsfolk, outsiders = implemented_ids(script, Team.TOWNSFOLK), implemented_ids(script, Team.OUTSIDER)
    believer = next(c for c in outsiders if (cls := ability_class(c)) is not None and cls.believes_townsfolk)
    outsiders += [c for c in more_outsiders if implemented(c) and c not in outsiders]
    base = player_counts(players)
    t, o, m, d = base.townsfolk, base.outsider, base.minion, base.demon
    if len(demons) < d or len(minions) < m:
        return None
    known = all_characters()
    evil = rng.sample(demons, d) + rng.sample(minions, m)
    for cid in evil:
        dt, do, _, _ = rng.choice(modifiers(script.by_id[cid], (t, o, m, d)))
        t, o = t + dt, o + do
    hide = o > 0 and rng.random() < 0.25
    good = [believer] if hide else [character]
    if extra_outsider and not hide and t > 1 and rng.random() < extra_outsider:
        t, o = t - 1, o + 1
    rest_t = [c for c in townsfolk if c not in good]
    rest_o = [c for c in outsiders if c not in good]
    need_t = t - sum(1 for c in good if c in townsfolk)
    need_o = o - sum(1 for c in good if c in outsiders)
    if need_t < 0 or need_o < 0 or need_t > len(rest_t) or need_o > len(rest_o):
        return None
    tokens = evil + good + rng.sample(rest_t, need_t) + rng.sample(rest_o, need_o)
    bag = Bag(script, [script.by_id.get(c) or known[c] for c in tokens], {}, rng)
    if "for_legionary" in tokens:  # the Legionary's copies are part of its own setup
        cls = ability_class("for_legionary")
        assert cls is not None
        cls.adjust_bag(bag)
    ids = [c.id for c in bag.tokens]
    rng.shuffle(ids)
    in_play = set(ids)
    seats = []
    for i, cid in enumerate(ids):
        believes = None
        if cid == believer:
            spare = [c for c in townsfolk if c not in in_play]
            believes = character if hide else (rng.choice(spare) if spare else None)
            if believes is None:
                return None
            in_play.add(believes)
        seats.append(SeatSpec(f"P{i + 1}", cid, believes))
    bluffs = [c.id for c in script.characters if c.team.is_good and c.id not in in_play][:3]
    return Setup(seats, bluffs)
