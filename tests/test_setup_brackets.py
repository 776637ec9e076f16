"""Setup brackets the random bag must honour (docs/rulings.md "Setup brackets"):
a character another character's change puts in the bag brings its own bracket, the
Huntsman's Damsel, the Summoner's waiting Marionette, brackets the script cannot fill, and
what a Drunk may believe beside the Boffin's gift. Each is checked with the setup invariant."""

from __future__ import annotations

import random

import pytest

from clocktower.characters import Team
from clocktower.errors import SetupError
from clocktower.game.engine import Game
from clocktower.game.setup import STAND_INS, Setup, plain, random_setup
from clocktower.script import Script, parse_script
from clocktower.sim.invariants import check_setup

TOWNSFOLK = ["washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller",
             "undertaker", "monk", "ravenkeeper", "virgin", "slayer", "soldier", "mayor"]
OUTSIDERS = ["butler", "recluse", "saint", "mutant", "goon"]


def _script(name: str, *ids: str) -> Script:
    return parse_script([{"id": "_meta", "name": name}, *ids])


def _setups(script: Script, players: range, seeds: int, include: tuple[str, ...] = ()) -> list[tuple[int, Setup, Game]]:
    found = []
    for seed in range(seeds):
        n = players[seed % len(players)]
        setup = random_setup(script, n, random.Random(seed), include=include)
        found.append((seed, setup, Game(script, Setup.from_json(setup.to_json()), seed=seed)))
    return found


def _in_play(setup: Setup) -> set[str]:
    return {s.character for s in setup.seats}


def test_a_minion_put_in_for_lil_monstas_token_brings_its_own_bracket() -> None:
    """Lil' Monsta's token becomes a spare Minion; a Baron or Godfather drawn so changes the
    Outsiders as any drawn Baron or Godfather does."""
    script = _script("Monsta", *TOWNSFOLK, *OUTSIDERS, "lilmonsta", "baron", "godfather", "poisoner", "spy")
    bracketed = 0
    for seed, setup, game in _setups(script, range(7, 13), 120):
        assert not check_setup(game), (seed, sorted(_in_play(setup)))
        bracketed += bool(_in_play(setup) & {"baron", "godfather"})
    assert bracketed > 20


def test_the_lord_of_typhons_extra_minion_brings_its_bracket_and_never_takes_the_demon_out() -> None:
    """The Minion the Lord of Typhon's [+1 Minion] adds is never a Summoner (its [No Demon]
    would take the Lord out after its bracket applied); a Baron added so brings +2 Outsiders."""
    script = _script("Typhon", *TOWNSFOLK, *OUTSIDERS, "lordoftyphon", "summoner", "baron", "poisoner")
    for seed, setup, game in _setups(script, range(7, 16), 120):
        assert not check_setup(game), (seed, sorted(_in_play(setup)))
        demons = [s for s in setup.seats if game.script.by_id[s.character].team is Team.DEMON]
        assert demons or "summoner" in _in_play(setup) and "lordoftyphon" not in _in_play(setup), seed


def test_the_huntsman_keeps_its_token_and_the_damsel_may_take_a_townsfolks() -> None:
    """[+the Damsel] never puts the Damsel on the Huntsman's own token; with no Outsider (5 or
    10 players) the Damsel takes a Townsfolk's, one Outsider more, which the checker allows."""
    script = _script("Hunt", *TOWNSFOLK, "huntsman", *OUTSIDERS, "damsel", "imp", "poisoner", "spy", "scarletwoman")
    for seed, setup, game in _setups(script, range(5, 11), 120, include=("huntsman",)):
        assert {"huntsman", "damsel"} <= _in_play(setup), (seed, sorted(_in_play(setup)))
        assert not check_setup(game), (seed, sorted(_in_play(setup)))


def test_the_summoners_waiting_marionette_counts_as_a_minion() -> None:
    """Summoner-Marionette jinx: the Marionette drawn for the bag is dealt as the good
    character it would believe (a stand-in the setup records), one with no setup rule of its
    own (never an Atheist, whose [No evil characters] would then apply); the counts are the bag's."""
    script = _script("Puppets", *TOWNSFOLK, "atheist", "balloonist", "huntsman", *OUTSIDERS, "damsel",
                     "summoner", "marionette", "poisoner", "imp")
    waited = 0
    for seed, setup, game in _setups(script, range(10, 16), 60, include=("summoner", "marionette")):
        assert "marionette" not in _in_play(setup)
        assert not check_setup(game), (seed, sorted(_in_play(setup)))
        if "atheist" in _in_play(setup):
            continue  # a true Atheist drawn: no evil characters at all
        assert setup.extra[STAND_INS][0][0] == "marionette", seed
        assert plain(script.by_id[setup.extra[STAND_INS][0][1]]), (seed, setup.extra[STAND_INS])
        waited += 1
    assert waited > 15


def test_the_bag_picks_only_brackets_the_script_can_fill() -> None:
    """With three Outsiders on the script, 15 players (2 Outsiders) can take no Baron [+2];
    the Storyteller draws another Minion rather than fail, and names the problem when the
    Baron must be in the bag."""
    script = _script("Thin", *TOWNSFOLK, "butler", "saint", "recluse", "baron", "poisoner", "spy",
                     "scarletwoman", "imp")
    for seed, setup, game in _setups(script, range(15, 16), 40):
        assert "baron" not in _in_play(setup), seed
        assert not check_setup(game), seed
    with pytest.raises(SetupError, match="no bag fits"):
        random_setup(script, 15, random.Random(1), include=["baron"])


def test_a_drunk_never_believes_the_character_the_boffin_gave_the_demon() -> None:
    """The Boffin's gift is a not-in-play ability a player holds: no Drunk believes it."""
    script = _script("Gift", "washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller",
                     "undertaker", "monk", "drunk", "saint", "boffin", "imp")
    checked = 0
    for seed in range(200):
        setup = random_setup(script, 8, random.Random(seed), include=["boffin", "drunk"])
        gift = setup.extra.get("boffin")
        drunk = next(s for s in setup.seats if s.character == "drunk")
        assert drunk.believes != gift, seed
        checked += gift is not None
    assert checked > 100


def test_brackets_apply_one_after_another_each_at_the_counts_it_meets() -> None:
    """At 10 players (no Outsider) a Baron's +2 then a Godfather's -1 leaves one Outsider:
    legal; the Godfather alone can only add one; no Outsider at all stays illegal."""
    from clocktower.game.setup import legal_counts

    script = _script("Order", *TOWNSFOLK, *OUTSIDERS, "baron", "godfather", "imp")
    both = [script.by_id[c] for c in ("baron", "godfather", "imp")]
    assert legal_counts(script, both, 10) == {(4, 3, 2, 1), (6, 1, 2, 1)}
    assert legal_counts(script, [script.by_id["godfather"]], 10) == {(6, 1, 2, 1)}


def test_an_atheist_drawn_beside_legion_does_not_break_the_draw() -> None:
    """Legion at 14 players leaves 13 good seats for a script of 13 Townsfolk, the Atheist
    among them: the Atheist's [No evil characters] is applied when the bag is drawn again
    around it, not in the first draw (where it asked for more Townsfolk than the script has)."""
    script = _script("Godless", *TOWNSFOLK[:12], "atheist", "hermit", "saint", "legion", "poisoner", "spy", "scarletwoman")
    for seed, setup, game in _setups(script, range(14, 15), 30):
        assert not check_setup(game), (seed, sorted(_in_play(setup)))


def test_a_character_added_to_the_bag_is_offered_only_if_its_bracket_can_be_carried_out() -> None:
    """A Baron added to the bag (for Lil' Monsta, the Lord of Typhon) needs two unused plain
    Outsiders; the Heretic, which may not be in play with the Baron, is not one of them."""
    from clocktower.game.setup import Bag, exclusive_pairs

    def bag(outsiders: list[str]) -> Bag:
        script = _script("Heresy", *TOWNSFOLK, *outsiders, "baron", "imp")
        made = Bag(script, [script.by_id[c] for c in ("imp", *TOWNSFOLK[:6], "saint")], {}, random.Random(3))
        made.exclusive = exclusive_pairs(script)
        return made

    heresy = bag(["saint", "recluse", "heretic"])
    assert not heresy.takes(heresy.script.by_id["baron"])
    assert heresy.spare(Team.MINION) == []
    plenty = bag(["saint", "recluse", "heretic", "mutant"])
    baron = plenty.script.by_id["baron"]
    assert plenty.spare(Team.MINION) == [baron]
    plenty.add(baron)
    assert plenty.counts() == (4, 3, 1, 1)
    assert "heretic" not in {c.id for c in plenty.tokens}


def test_the_outsider_slot_the_huntsman_makes_goes_to_the_damsel() -> None:
    """At 13 players (no Outsider) a Huntsman whose [+the Damsel] adds an Outsider slot gets
    the Damsel in it, not a Hermit (the Damsel would then take a Townsfolk's token too)."""
    script = _script("Hermitage", *TOWNSFOLK, "huntsman", "hermit", "damsel", "imp", "poisoner", "spy",
                     "scarletwoman", "baron")
    for seed, setup, game in _setups(script, range(13, 14), 80, include=("huntsman",)):
        assert not check_setup(game), (seed, sorted(_in_play(setup)))


def test_the_spare_minion_a_bracket_adds_is_kept_from_the_good_draw() -> None:
    """The Lord of Typhon's [+1 Minion] needs a spare Minion; a Heretic drawn among the good
    tokens ("Only 1 jinxed character can be in play") must not bar the only one left."""
    script = _script("Typhon2", *TOWNSFOLK, "heretic", "saint", "recluse", "mutant", "lordoftyphon",
                     "poisoner", "scarletwoman", "godfather", "witch")
    for seed, setup, game in _setups(script, range(13, 16), 90):
        minions = [s for s in setup.seats if script.by_id[s.character].team is Team.MINION]
        assert len(minions) == 4, (seed, sorted(_in_play(setup)))
        assert not check_setup(game), (seed, sorted(_in_play(setup)))


@pytest.mark.parametrize("gift, required", [("choirboy", "king"), ("huntsman", "damsel")])
def test_the_boffins_gift_brings_the_character_its_bracket_adds(gift: str, required: str) -> None:
    """"If the Demon has an ability that modifies the setup, such as a Choirboy, these changes
    are made during setup, as normal" (the Boffin's entry): the King [the Damsel] is in play."""
    script = _script("Gift", "washerwoman", "librarian", "investigator", "chef", "empath", "choirboy", "king",
                     "huntsman", "saint", "damsel", "recluse", "boffin", "imp")
    given = 0
    for seed in range(300):
        setup = random_setup(script, 8, random.Random(seed), include=["boffin"])
        if setup.extra.get("boffin") != gift:
            continue
        given += 1
        assert required in {s.character for s in setup.seats}, seed
        game = Game(script, players=8, seed=seed, setup=setup)
        assert not check_setup(game), seed
    assert given > 10


@pytest.mark.parametrize("players, ids", [
    # Lil' Monsta's [+1 Minion] needs the fourth Minion, the Baron, whose +2 Outsiders a
    # Balloonist's extra Outsider may leave no room for.
    (15, ["librarian", "cultleader", "grandmother", "minstrel", "nightwatchman", "dreamer", "choirboy", "pixie",
          "fortuneteller", "alchemist", "soldier", "chef", "balloonist", "lunatic", "zealot", "moonchild", "butler",
          "mastermind", "witch", "spy", "baron", "zombuul", "fanggu", "lilmonsta", "po"]),
    # The Lord of Typhon's [+1 Minion] too (it left a seat empty rather than draw again).
    (15, ["amnesiac", "philosopher", "tealady", "gossip", "villageidiot", "chef", "grandmother", "oracle",
          "highpriestess", "gambler", "minstrel", "monk", "snakecharmer", "heretic", "damsel", "snitch", "politician",
          "cerenovus", "baron", "vizier", "harpy", "po", "lordoftyphon", "fanggu", "vigormortis"]),
    # The Xaan's [X Outsiders] may ask for Outsiders the Heretic's jinxes keep apart.
    (8, ["philosopher", "tealady", "steward", "fisherman", "general", "fortuneteller", "librarian", "pacifist",
         "grandmother", "investigator", "mathematician", "virgin", "dreamer", "plaguedoctor", "ogre", "heretic",
         "lunatic", "poisoner", "godfather", "summoner", "xaan", "lilmonsta", "zombuul", "nodashii", "legion"]),
])
def test_a_bag_whose_brackets_cannot_be_carried_out_is_drawn_again(players: int, ids: list[str]) -> None:
    """As a Storyteller would, setup draws another bag rather than give up: every seed sets
    up a legal game."""
    script = _script("Redrawn", *ids)
    for seed in range(250):
        setup = random_setup(script, players, random.Random(seed))
        assert len(setup.seats) == players, seed
        assert not check_setup(Game(script, players=players, seed=seed, setup=setup)), seed


def test_no_bracket_takes_more_townsfolk_than_the_bag_holds() -> None:
    """At 6 players the Lord of Typhon may leave one Townsfolk; a Baron's +2 Outsiders then
    does not fit (it used to be cut short at no Townsfolk, dealing a seventh token)."""
    script = _script("Line", *TOWNSFOLK, *OUTSIDERS, "damsel", "baron", "assassin", "cerenovus", "lordoftyphon")
    for seed in range(150):
        setup = random_setup(script, 6, random.Random(seed), include=["lordoftyphon", "baron"])
        assert len(setup.seats) == 6, seed
        assert not check_setup(Game(script, players=6, seed=seed, setup=setup)), seed


def test_extra_village_idiots_never_take_the_token_a_waiting_marionette_is_dealt_as() -> None:
    """The Summoner's waiting Marionette is dealt as a Townsfolk (a stand-in): the Village
    Idiot's extra copies come from plain Townsfolk tokens only, so the stand-in stays."""
    script = _script("Idiots", *TOWNSFOLK, "villageidiot", *OUTSIDERS, "summoner", "marionette", "widow", "imp")
    waited = 0
    for seed in range(200):
        setup = random_setup(script, 13, random.Random(seed), include=["summoner", "marionette", "villageidiot"])
        stand_ins = setup.extra.get(STAND_INS, [])
        waited += bool(stand_ins)
        for _, dealt in stand_ins:
            assert any(s.character == dealt for s in setup.seats), seed
        assert not check_setup(Game(script, players=13, seed=seed, setup=setup)), seed
    assert waited > 20
