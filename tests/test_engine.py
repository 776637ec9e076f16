"""The engine's own rules: decisions, votes, the block, effects, registration, deaths, wins."""

from __future__ import annotations

import pytest

from clocktower.agents.scripted import Scripted
from clocktower.errors import IllegalChoice, SetupError
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game, GameOver
from clocktower.game.info import ARBITRARY, TRUE, info_mode
from clocktower.game.registration import true_answers
from clocktower.game.state import DEMON, DRUNK, EXECUTION, POISONED, PUBLIC, SAFE, STORYTELLER, Effect

from .support.games import make_game

FIVE = [("Ann", "monk"), ("Ben", "ojo"), ("Cat", "soldier"), ("Dan", "noble"), ("Eve", "assassin")]


def test_an_illegal_answer_is_refused_and_changes_nothing(tiny) -> None:
    class Liar:
        is_bot = True
        trusted = False

        def decide(self, game, decision):
            return "not an option"

    game = make_game(tiny, FIVE)
    game._default = Liar()
    before = len(game.choices)
    with pytest.raises(IllegalChoice):
        game.ask(Decision("vote", 0, (False, True)))
    assert len(game.choices) == before


def test_a_decision_with_one_option_answers_itself_and_is_not_recorded(tiny) -> None:
    game = make_game(tiny, FIVE)
    assert game.ask(Decision("x", 0, ["only"])) == "only"
    assert game.choices == []


def test_votes_needed_is_half_the_living_rounded_up(tiny) -> None:
    game = make_game(tiny, FIVE)
    assert game.votes_needed() == 3
    game.seats[0].alive = False
    assert game.votes_needed() == 2


def _day_game(tiny, answers):
    game = make_game(tiny, FIVE, answers)
    game.prepare()
    game.night_no = 1
    game.day_no = 0
    return game


def test_the_highest_tally_goes_on_the_block_and_a_tie_clears_it(tiny) -> None:
    a = Scripted()
    for voter in (0, 2, 3):
        a.add("vote", True, by=voter, about=1)
    for voter in (0, 2, 3):
        a.add("vote", True, by=voter, about=4)
    game = _day_game(tiny, a)
    game.nominate(game.seats[0], game.seats[1])
    assert game.today.on_block is game.seats[1]
    game.nominate(game.seats[2], game.seats[4])
    assert game.today.on_block is None and game.today.block_votes == 3


def test_a_tally_below_half_the_living_puts_nobody_on_the_block(tiny) -> None:
    a = Scripted().add("vote", True, by=0).add("vote", True, by=2)
    game = _day_game(tiny, a)
    game.nominate(game.seats[0], game.seats[1])
    assert game.today.on_block is None


def test_nobody_nominates_twice_or_is_nominated_twice_in_a_day(tiny) -> None:
    game = _day_game(tiny, Scripted())
    game.nominate(game.seats[0], game.seats[1])
    with pytest.raises(IllegalChoice):
        game.nominate(game.seats[0], game.seats[2])
    with pytest.raises(IllegalChoice):
        game.nominate(game.seats[2], game.seats[1])


def test_the_dead_do_not_nominate(tiny) -> None:
    game = _day_game(tiny, Scripted())
    game.seats[0].alive = False
    with pytest.raises(IllegalChoice):
        game.nominate(game.seats[0], game.seats[1])


def test_a_dead_player_spends_their_ghost_vote_voting_yes(tiny) -> None:
    a = Scripted().add("vote", True, by=0)
    game = _day_game(tiny, a)
    game.seats[0].alive = False
    game.nominate(game.seats[2], game.seats[1])
    assert game.seats[0].ghost_vote is False
    asked_before = len([x for x in a.asked if x[2] == 0])
    game.nominate(game.seats[3], game.seats[4])
    assert len([x for x in a.asked if x[2] == 0]) == asked_before


def test_effects_end_at_their_boundary(tiny) -> None:
    game = make_game(tiny, FIVE)
    game.add_effect(Effect(SAFE, 2, None, until=("dawn", 2)))
    game.expire("dawn", 1)
    assert game.has_effect(game.seats[2], SAFE)
    game.expire("dawn", 2)
    assert not game.has_effect(game.seats[2], SAFE)


def test_safe_from_the_demon_covers_every_harmful_effect_of_a_demons_ability_only(tiny) -> None:
    from clocktower.game.state import MAD

    game = make_game(tiny, FIVE)  # Ann monk, Ben ojo (the Demon), Cat soldier, Dan noble, Eve assassin
    ojo, assassin = game.seats[1].abilities[0], game.seats[4].abilities[0]
    for kind in (DRUNK, POISONED, MAD):
        assert game.add_effect(Effect(kind, 2, ojo)) is None  # the Soldier
    assert not game.impaired(game.seats[2])
    assert game.add_effect(Effect(POISONED, 2, assassin)) is not None  # not the Demon's
    assert game.add_effect(Effect(POISONED, 3, ojo)) is not None  # Dan is not safe
    game.add_effect(Effect(SAFE, 0, None, until=("dawn", 1)))  # a Monk-like protection
    assert game.add_effect(Effect(DRUNK, 0, ojo)) is None
    game.add_effect(Effect(POISONED, 2, assassin))
    assert game.add_effect(Effect(DRUNK, 2, ojo)) is not None  # a poisoned Soldier is not safe


def test_an_effect_tied_to_its_source_ends_when_the_source_stops_working(tiny) -> None:
    game = make_game(tiny, FIVE)
    monk = game.seats[0].abilities[0]
    game.add_effect(Effect(DRUNK, 2, monk, while_source=True))
    assert game.is_drunk(game.seats[2])
    game.seats[0].alive = False
    assert not game.is_drunk(game.seats[2])


def test_a_loop_of_drunkenness_makes_everyone_in_it_drunk(tiny) -> None:
    game = make_game(tiny, FIVE)
    a, c = game.seats[0].abilities[0], game.seats[2].abilities[0]
    game.add_effect(Effect(DRUNK, 2, a, while_source=True))
    game.add_effect(Effect(DRUNK, 0, c, while_source=True))
    assert game.is_drunk(game.seats[0]) and game.is_drunk(game.seats[2])


def test_a_poisoned_ability_does_not_function_and_gets_arbitrary_information(tiny) -> None:
    game = make_game(tiny, FIVE)
    noble = game.seats[3].abilities[0]
    assert game.functioning(noble) and info_mode(game, noble) == TRUE
    game.add_effect(Effect(POISONED, 3, None))
    assert not game.functioning(noble) and info_mode(game, noble) == ARBITRARY


def test_the_drunk_holds_a_fake_copy_of_its_believed_townsfolk(tiny) -> None:
    game = make_game(tiny, [("Ann", "drunk", "noble")] + FIVE[1:])
    seat = game.seats[0]
    assert seat.character.id == "drunk" and seat.believes.id == "noble"
    fake = seat.abilities[0]
    assert fake.character.id == "noble" and fake.fake and not game.functioning(fake)


def test_misregistration_widens_the_true_answers(tiny) -> None:
    game = make_game(tiny, [("Ann", "recluse")] + FIVE[1:])
    evil = true_answers(game, lambda w: [w.is_evil(0)])
    assert evil == {True, False}
    game.add_effect(Effect(DRUNK, 0, None))
    assert true_answers(game, lambda w: [w.is_evil(0)]) == {False}


def test_an_ambiguous_registration_for_an_effect_is_the_storytellers_decision(tiny) -> None:
    a = Scripted().add("register", True, by=STORYTELLER)
    game = make_game(tiny, [("Ann", "recluse")] + FIVE[1:], a)
    assert game.registers_as(game.seats[0], lambda p: p.is_evil, "evil") is True
    assert game.registers_as(game.seats[0], lambda p: p.is_evil, "evil") is False  # quiet: truth


def test_protection_from_the_demon_does_not_stop_an_execution(tiny) -> None:
    game = make_game(tiny, FIVE)
    game.phase = "night 2"
    assert game.kill(game.seats[2], DEMON, None) is False  # Soldier
    game.phase = "day 2"
    assert game.kill(game.seats[2], EXECUTION, None) is True


def test_the_demons_death_is_a_good_win(tiny) -> None:
    game = make_game(tiny, FIVE)
    game.phase = "day 1"
    with pytest.raises(GameOver):
        game.kill(game.seats[1], EXECUTION, None)
    assert game.winner == "good"


def test_two_players_left_alive_is_an_evil_win(tiny) -> None:
    game = make_game(tiny, FIVE)
    game.phase = "day 1"
    game.kill(game.seats[0], EXECUTION, None)
    game.kill(game.seats[2], EXECUTION, None)
    with pytest.raises(GameOver):
        game.kill(game.seats[3], EXECUTION, None)
    assert game.winner == "evil"


def test_an_unimplemented_character_in_a_seat_is_a_setup_error() -> None:
    from clocktower.script import parse_script
    from .support.scripts import TINY

    script = parse_script(TINY + [{"id": "zz_unwritten", "name": "Unwritten", "team": "townsfolk",
                                   "ability": "Nothing yet."}], "with-homebrew")
    with pytest.raises(SetupError, match="not implemented"):
        make_game(script, [("Ann", "zz_unwritten")] + FIVE[1:])


def test_a_setup_or_a_player_count_is_needed(tiny) -> None:
    with pytest.raises(SetupError):
        Game(tiny)


def _with_traveller(monkeypatch, tiny):
    from clocktower.abilities.base import REGISTRY, Ability
    from clocktower.script import parse_script
    from .support.scripts import TINY

    class Wanderer(Ability):
        id = "wanderer"

    monkeypatch.setitem(REGISTRY, "wanderer", Wanderer)
    return parse_script(TINY + [{"id": "wanderer", "name": "Wanderer", "team": "traveller",
                                 "ability": "Nothing."}], "with-traveller")


def test_a_traveller_exiled_by_half_the_living_dies_without_an_execution(monkeypatch, tiny) -> None:
    script = _with_traveller(monkeypatch, tiny)
    a = Scripted()
    for voter in (0, 1, 2):
        a.add("exile-vote", True, by=voter)
    game = make_game(script, FIVE + [("Wes", "wanderer")], a)
    game.seats[5].alignment = "evil"
    game.phase = "day 1"
    assert game.player_count == 5
    assert game.votes_needed() == 3
    assert game.call_exile(game.seats[0], game.seats[5]) is True
    assert not game.seats[5].alive
    assert game.executed_today is None
    assert game.seats[0].index not in game.today.nominators


def test_a_traveller_is_called_for_exile_once_a_day(monkeypatch, tiny) -> None:
    script = _with_traveller(monkeypatch, tiny)
    game = make_game(script, FIVE + [("Wes", "wanderer")])
    game.phase = "day 1"
    assert game.call_exile(game.seats[0], game.seats[5]) is False
    with pytest.raises(IllegalChoice):
        game.call_exile(game.seats[1], game.seats[5])


def test_only_travellers_are_exiled(tiny) -> None:
    game = make_game(tiny, FIVE)
    with pytest.raises(IllegalChoice):
        game.call_exile(game.seats[0], game.seats[1])


def test_a_character_change_swaps_the_seats_own_ability_and_tells_them(tiny) -> None:
    game = make_game(tiny, FIVE)
    monk = game.script.by_id["monk"]
    game.change_character(game.seats[2], monk)
    seat = game.seats[2]
    assert seat.character is monk and [a.character.id for a in seat.abilities] == ["monk"]
    assert game.events[-1].kind == "character" and game.events[-1].audience == 2


def test_sober_and_healthy_beats_drunkenness_and_poison(tiny) -> None:
    from clocktower.game.state import SOBER

    game = make_game(tiny, FIVE)
    game.add_effect(Effect(DRUNK, 3, None))
    game.add_effect(Effect(POISONED, 3, None))
    assert game.impaired(game.seats[3])
    game.add_effect(Effect(SOBER, 3, None, until=("dawn", 1)))
    assert not game.impaired(game.seats[3])


def test_an_effect_on_its_own_source_is_a_loop_and_holds(tiny) -> None:
    game = make_game(tiny, FIVE)
    monk = game.seats[0].abilities[0]
    game.add_effect(Effect(POISONED, 0, monk, while_source=True))
    assert game.is_poisoned(game.seats[0]) and not game.functioning(monk)


def test_false_is_not_a_legal_answer_for_seat_zero() -> None:
    d = Decision("monk", 1, [0, 2, 3])
    assert d.is_legal(0) and not d.is_legal(False)


def test_setup_modifiers_apply_evil_first_and_a_missing_token_changes_nothing() -> None:
    from clocktower.game.setup import legal_counts
    from clocktower.script import load_script

    script = load_script("untitled-almanac")
    chars = [script.by_id[c] for c in ("balloonist", "vigormortis", "monk")]
    # 7 players (5/0/1/1): no Outsider for the Vigormortis to remove; the Balloonist may add one
    assert legal_counts(script, chars, 7) == {(5, 0, 1, 1), (4, 1, 1, 1)}
    # 9 players (5/2/1/1): the Vigormortis removes one; the Balloonist may add it back
    assert legal_counts(script, chars, 9) == {(6, 1, 1, 1), (5, 2, 1, 1)}


def test_fall_of_rome_wakes_the_steps_its_printed_order_leaves_out() -> None:
    from clocktower.script import load_script

    first = load_script("fall-of-rome").first_night
    assert first[:5] == ("dusk", "for_hannibal", "minioninfo", "demoninfo", "for_crassus")
    assert first[-1] == "dawn" and first[-2] == "for_legionary"


def test_effects_tied_to_an_ability_end_when_a_character_change_takes_it_away(tiny) -> None:
    game = make_game(tiny, FIVE)
    monk = game.seats[0].abilities[0]
    game.add_effect(Effect(DRUNK, 2, monk, while_source=True))
    assert game.is_drunk(game.seats[2])
    game.change_character(game.seats[0], game.script.by_id["noble"])
    assert not game.is_drunk(game.seats[2])


def _day_after_the_demon_killed_the_banshee(*extra: str) -> Game:
    """Day 2 of a 7-player game whose Imp killed the Banshee (seat 0) last night: ``extra``
    characters on the script besides."""
    from clocktower.script import parse_script

    script = parse_script([{"id": "_meta", "name": "Wail"}, "banshee", *extra, "imp", "chef", "empath", "monk",
                           "soldier", "poisoner"])
    game = make_game(script, [("A", "banshee"), ("B", "imp"), ("C", "chef"), ("D", "empath"), ("E", "monk"),
                              ("F", "soldier"), ("G", "poisoner")])
    game.prepare()
    game.night_no, game.phase = 2, "night 2"
    assert game.kill(game.seats[0], DEMON, game.seats[1].abilities[0])
    game.day_no, game.phase = 2, "day 2"
    game.log("day", PUBLIC, day=2)
    return game


def test_an_empowered_banshees_extra_nominations_are_not_reported_as_broken_rules() -> None:
    from clocktower.sim.invariants import check_events

    game = _day_after_the_demon_killed_the_banshee()
    banshee = game.seats[0]
    game.nominate(banshee, game.seats[2])
    game.nominate(banshee, game.seats[3])  # dead, and twice: the Banshee's rule allows both
    nominations = [e for e in game.events if e.kind == "nomination"]
    assert [e.data.get("ruled") for e in nominations] == [True, True]
    assert check_events([e.to_json() for e in game.events], len(game.seats)) == []


def test_an_empowered_banshee_nominating_the_storyteller_while_dead_is_no_broken_rule() -> None:
    """With the Atheist on the script the Banshee's rule lets a dead, Demon-killed Banshee
    nominate the Storyteller too: the event says so (``ruled``), as for a player."""
    from clocktower.sim.invariants import check_events

    game = _day_after_the_demon_killed_the_banshee("atheist")
    try:
        game.nominate_storyteller(game.seats[0])
    except GameOver:  # executed, as the vote may go
        pass
    nominations = [e for e in game.events if e.kind == "nomination"]
    assert [(e.data["nominee"], e.data.get("ruled")) for e in nominations] == [(STORYTELLER, True)]
    assert check_events([e.to_json() for e in game.events], len(game.seats)) == []


def _nomination_reactors() -> list[str]:
    from clocktower.abilities import implemented
    from clocktower.game.ability import REGISTRY, Ability

    implemented("")  # load every character
    return sorted(cid for cid, cls in REGISTRY.items() if cls.on_nomination is not Ability.on_nomination)


@pytest.mark.parametrize("cid", _nomination_reactors())
def test_a_storytellers_nomination_names_no_nominator_and_no_ability_trips_on_it(cid: str) -> None:
    # Under a Bishop the Storyteller nominates: ``on_nomination`` gets nominator None.
    from clocktower.script import parse_script

    others = [c for c in ("imp", "chef", "empath", "monk", "soldier") if c != cid][:4]
    script = parse_script([{"id": "_meta", "name": "Bishop's day"}, cid, *others])
    game = make_game(script, [("A", cid), *((name, c) for name, c in zip("BCDE", others))])
    game.prepare()
    game.day_no, game.phase = 1, "day 1"
    for ability in game.seats[0].abilities:
        ability.on_nomination(game, None, game.seats[0])


def test_the_boffins_gift_is_never_a_demon_bluff() -> None:
    import random

    from clocktower.game.setup import random_setup
    from clocktower.script import parse_script

    script = parse_script([{"id": "_meta", "name": "Gift"}, "boffin", "imp", "chef", "empath", "monk", "soldier",
                           "noble", "recluse", "saint"])
    gifts = 0
    for seed in range(60):
        setup = random_setup(script, 7, random.Random(seed))
        gift = setup.extra.get("boffin")
        if gift is not None:
            gifts += 1
            assert gift not in setup.bluffs, seed
    assert gifts > 10
