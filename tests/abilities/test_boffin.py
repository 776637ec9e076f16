"""Boffin: what a scenario cannot say (drunkenness on either side, the setup bracket, a new
Demon, random games)."""

from __future__ import annotations

import random
from collections import Counter

from clocktower.characters import Team
from clocktower.game.engine import Game
from clocktower.game.setup import Bag, Setup, random_setup
from clocktower.game.state import DRUNK, POISONED, Effect
from clocktower.script import load_script, parse_script

from tests.support.games import make_game
from tests.support.lookups import seat, told
from tests.support.phases import play_until
from tests.support.random_games import play_many
from tests.support.setups import implemented_only

TCI = load_script("the-contagion-insurrection")
SEATS = [("Alice", "vigormortis"), ("Bob", "boffin"), ("Carol", "balloonist"), ("Dave", "gossip"),
         ("Eve", "tinker")]
MIX = parse_script([{"id": "_meta", "name": "Boffin mix"}, *(
    c.id for c in load_script("untitled-almanac").characters), "boffin"])


def steward_game(**effects: str) -> Game:
    game = make_game(TCI, SEATS)
    game.setup.extra["boffin"] = "steward"
    game.prepare()
    for name, kind in effects.items():
        game.add_effect(Effect(kind, seat(game, name).index, None, until=("dusk", 1)))
    play_until(game, "night 1")
    return game


def test_a_drunk_or_poisoned_demon_keeps_the_good_ability() -> None:
    for kind in (DRUNK, POISONED):
        game = steward_game(Alice=kind)
        (info,) = told(game, "steward")
        assert info.data["mode"] == "true"
        granted = next(a for a in seat(game, "Alice").abilities if a.character.id == "steward")
        vigormortis = next(a for a in seat(game, "Alice").abilities if a.character.id == "vigormortis")
        assert game.functioning(granted) and not game.functioning(vigormortis)


def test_a_drunk_boffin_takes_the_good_ability_away_for_now() -> None:
    game = steward_game(Bob=DRUNK)
    (info,) = told(game, "steward")
    assert info.data["mode"] == "arbitrary"
    granted = next(a for a in seat(game, "Alice").abilities if a.character.id == "steward")
    assert not game.functioning(granted)
    game.expire("dusk", 1)
    assert game.functioning(granted)


def test_a_dead_boffin_takes_the_good_ability_away() -> None:
    game = steward_game()
    granted = next(a for a in seat(game, "Alice").abilities if a.character.id == "steward")
    game.phase = "day 1"
    game.kill(seat(game, "Bob"), "execution", None)
    assert not game.functioning(granted)


def test_drunkenness_the_good_ability_puts_on_the_demon_touches_only_that_ability() -> None:
    game = steward_game()
    alice = seat(game, "Alice")
    granted = next(a for a in alice.abilities if a.character.id == "steward")
    vigormortis = next(a for a in alice.abilities if a.character.id == "vigormortis")
    game.add_effect(Effect(DRUNK, alice.index, granted, until=("dusk", 1)))  # a Boffin-Sailor's self-drunk
    assert not game.functioning(granted)
    assert game.functioning(vigormortis)
    assert not game.is_drunk(alice)


def test_a_new_demon_gets_a_good_ability_from_the_boffin() -> None:
    game = steward_game()
    alice, dave = seat(game, "Alice"), seat(game, "Dave")
    game.change_character(dave, TCI.by_id["vigormortis"])
    game.change_character(alice, TCI.by_id["gossip"])
    chosen = game.setup.extra["boffin"]
    play_until(game, "day 1")
    assert not any(a.granted_by is not None for a in alice.abilities)
    granted = [a for a in dave.abilities if a.granted_by is not None]
    assert len(granted) == 1 and granted[0].character.team in (Team.TOWNSFOLK, Team.OUTSIDER)
    assert chosen == "steward" and game.functioning(granted[0])


def test_the_good_abilitys_setup_bracket_applies() -> None:
    """A Boffin-Balloonist may add an Outsider; the bag records the ability and its bracket."""
    script = implemented_only(TCI, ["boffin"])
    seen: Counter[tuple[str, int]] = Counter()
    for seed in range(300):
        rng = random.Random(seed)
        bag = Bag(script, [script.by_id[c] for c in ("vigormortis", "boffin", "steward", "gossip",
                                                     "mayor", "highpriestess", "tinker")], {}, rng)
        from clocktower.abilities import ability_class
        cls = ability_class("boffin")
        assert cls is not None
        cls.adjust_bag(bag)
        chosen = bag.extra["boffin"]
        assert not any(c.id == chosen for c in bag.tokens)
        assert bag.extra["brackets"] == [chosen]
        seen[(chosen, len(bag.indices(Team.OUTSIDER)))] += 1
    assert seen[("balloonist", 2)] > 0 and seen[("balloonist", 1)] > 0
    assert all(outsiders == 1 for (cid, outsiders) in seen if cid != "balloonist")


def test_random_setups_with_a_boffin_are_legal_and_games_never_raise() -> None:
    from clocktower.sim.invariants import check_setup

    script = implemented_only(TCI, ["boffin"])
    for seed in range(100):
        setup = random_setup(script, 7 + seed % 3, random.Random(seed))
        if not any(s.character == "boffin" for s in setup.seats):
            continue
        game = Game(script, Setup.from_json(setup.to_json()), seed=seed)
        assert not check_setup(game), (seed, setup.extra)
    seen = play_many(TCI, ["boffin"], 100, stalls="any")
    mixed = play_many(MIX, ["boffin"], 200, stalls="any")
    assert seen["ran"] + mixed["ran"] > 150
    assert any(k.startswith("gained:") for k in mixed)
