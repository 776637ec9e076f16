"""Alchemist jinxes a scenario cannot say: the bag puts the jinxed Minion in play (or takes
the Demon out for the Summoner), and random games with them keep every invariant."""

from __future__ import annotations

import random
from collections import Counter

from clocktower.characters import Team
from clocktower.game.engine import Game
from clocktower.game.setup import Setup, random_setup
from clocktower.script import parse_script
from clocktower.sim.invariants import check_game, check_setup

from tests.support.random_games import play_many

JINXED = ["boffin", "marionette", "mastermind", "organgrinder", "spy", "summoner", "widow", "wraith"]
SCRIPT = parse_script([{"id": "_meta", "name": "Alchemy"}, "alchemist", "magician", *JINXED,
                       "poisoner", "scarletwoman", "imp", "vortox", "nodashii",
                       "washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller",
                       "undertaker", "monk", "ravenkeeper", "virgin", "slayer", "soldier", "mayor", "sage",
                       "butler", "recluse", "saint", "drunk"])


def test_the_bag_puts_the_alchemists_jinxed_minion_in_play() -> None:
    """Spy, Widow, Wraith, Marionette, Organ Grinder: a player is that Minion; Summoner: no
    Demon and the counts still legal; the Alchemist then has the Minion the bag chose."""
    seen: Counter[str] = Counter()
    for seed in range(400):
        setup = random_setup(SCRIPT, 7 + seed % 6, random.Random(seed), include=["alchemist"])
        chosen = setup.extra.get("alchemist")
        if chosen is None or "marionette_waits" in setup.extra:
            continue  # (a Summoner's waiting Marionette miscounts the setup: not this jinx)
        seen[chosen] += 1
        game = Game(SCRIPT, Setup.from_json(setup.to_json()), seed=seed)
        assert not check_setup(game), (seed, setup.extra)
        if chosen in ("spy", "widow", "wraith", "marionette", "organgrinder"):
            assert any(s.character == chosen for s in setup.seats), (seed, chosen)
        if chosen == "summoner":
            assert not any(s.character.team is Team.DEMON for s in game.seats), seed
        game.prepare()
        alchemist = next(a for s in game.seats for a in s.abilities if a.character.id == "alchemist")
        assert alchemist.state["minion"] == chosen, seed
    assert set(seen) >= {"spy", "widow", "wraith", "marionette", "organgrinder", "summoner", "boffin"}, seen


def test_random_games_with_the_alchemists_jinxes_keep_every_invariant() -> None:
    seen = play_many(SCRIPT, ["alchemist"], 150, stalls="any")
    also = play_many(SCRIPT, ["magician", "wraith"], 60, stalls="any")
    assert seen["ran"] > 100 and also["ran"] > 40
    for seed in range(40):
        game = Game(SCRIPT, random_setup(SCRIPT, 8, random.Random(seed), include=["alchemist"]), seed=seed)
        game.run()
        assert not check_game(game), seed


def test_an_alchemist_summoner_never_takes_out_a_demon_whose_bracket_applied() -> None:
    """A Vigormortis's [-1 Outsider] leaves no Outsider at 14 players, where its bracket reads
    as no change: it still applied, so its token is no plain Demon the Summoner jinx may take
    out (the counts would keep its bracket without it). The Imp's may be taken out."""
    script = parse_script([{"id": "_meta", "name": "Rot"}, "alchemist", "summoner", "poisoner", "spy",
                           "scarletwoman", "baron", "imp", "vigormortis", "washerwoman", "librarian", "investigator",
                           "chef", "empath", "fortuneteller", "undertaker", "monk", "ravenkeeper", "virgin", "slayer",
                           "soldier", "mayor", "sage", "butler", "saint"])
    summoned = 0
    for seed in range(300):
        setup = random_setup(script, 14, random.Random(seed), include=["alchemist"])
        game = Game(script, Setup.from_json(setup.to_json()), seed=seed)
        assert not check_setup(game), (seed, setup.extra)
        if setup.extra.get("alchemist") == "summoner":
            summoned += 1
    assert summoned > 5
