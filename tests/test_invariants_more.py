"""The invariants on deaths, executions, the night order and the end of the game: each
finds the broken rule in a hand-made record and lets the legal corners pass."""

from __future__ import annotations

from typing import Any

from clocktower.game.engine import Game
from clocktower.game.views import project
from clocktower.script import load_script
from clocktower.sim.invariants import check_end, check_events, check_told

ORDER = {"librarian": (True, False), "imp": (False, True), "empath": (True, True)}


def ev(kind: str, phase: str, **data: Any) -> dict[str, Any]:
    return {"kind": kind, "phase": phase, **data}


def wake(night: int, ability: str, seat: int = 0, position: int = 5, **more: Any) -> dict[str, Any]:
    return ev("wake", f"night {night}", seat=seat, ability=ability, position=position, night=night, **more)


def test_a_first_night_only_ability_wakes_at_its_place_once_after_the_first_night() -> None:
    night1 = [ev("night", "night 1", night=1), wake(1, "librarian")]
    assert check_events(night1, 5, night_order=ORDER) == []
    # gained later (the Philosopher's "they use it tonight"): once on a later night
    gained = [ev("night", "night 3", night=3), wake(3, "librarian", seat=2)]
    assert check_events(gained, 5, night_order=ORDER) == []
    again = gained + [ev("night", "night 4", night=4), wake(4, "librarian", seat=2)]
    assert check_events(again, 5, night_order=ORDER) == [
        "night 4: librarian woke at its place on night 4, where its character has none"]
    # woken out of order (a revival's "they wake now") is not at its place
    assert check_events(again[:2] + [wake(4, "librarian", seat=2, position=-1)], 5, night_order=ORDER) == []


def test_an_each_night_star_ability_never_wakes_at_its_place_on_the_first_night() -> None:
    events = [ev("night", "night 1", night=1), wake(1, "imp")]
    assert check_events(events, 5, night_order=ORDER) == [
        "night 1: imp woke at its place on night 1, where its character has none"]
    assert check_events([ev("night", "night 2", night=2), wake(2, "imp"), wake(2, "empath", position=9)],
                        5, night_order=ORDER) == []


def test_a_seat_dies_once_between_revivals_unless_it_lives_on() -> None:
    twice = [ev("death", "night 2", seat=1), ev("death", "day 2", seat=1)]
    assert check_events(twice, 5) == ["day 2: seat 1 died again without coming back to life"]
    assert check_events(twice, 5, lives_on={1}) == []  # the Zombuul's first death
    revived = [twice[0], ev("revived", "night 3", seat=1), ev("death", "night 3", seat=1)]
    assert check_events(revived, 5) == []


def test_one_execution_a_day_unless_an_extra_nomination_follows_it() -> None:
    first = [ev("day", "day 2", day=2), ev("nomination", "day 2", nominator=0, nominee=1),
             ev("nomination", "day 2", nominator=4, nominee=3), ev("execution", "day 2", seat=1)]
    second = [ev("execution", "day 2", seat=3)]
    assert check_events(first + second, 5) == ["day 2: seat 3 was executed, a second execution today"]
    butcher = [ev("nomination", "day 2", nominator=2, nominee=3, granted_by="butcher")]
    assert check_events(first + butcher + second, 5) == []
    # a new day starts the count again; an execution at night (the Cerenovus's) is not the day's
    assert check_events(first + [ev("day", "day 3", day=3), first[2]] + second, 5) == []
    assert check_events(first + [ev("execution", "night 3", seat=3)], 5) == []


def _finished(reason: str) -> Game:
    for seed in range(200):
        game = Game(load_script("trouble-brewing"), players=7, seed=seed)
        game.run()
        if game.win_reason == reason:
            return game
    raise AssertionError(f"no game ended {reason!r}")


def test_the_demon_is_dead_only_with_no_living_demon() -> None:
    game = _finished("the Demon is dead")
    assert check_end(game) == []
    demon = next(s for s in game.seats if s.character.id == "imp")
    demon.alive = True
    assert check_end(game) == [f"the game ended 'the Demon is dead' with the Demon alive in seats [{demon.index}]"]


def test_two_players_alive_only_with_two_living_players() -> None:
    game = _finished("only two players are alive")
    assert check_end(game) == []
    for seat in game.seats:
        seat.alive = True
    assert check_end(game)[0].startswith("the game ended 'only two players are alive' with seats")


def _fall_of_rome_game() -> Game:
    game = Game(load_script("fall-of-rome"), players=9, seed=0)
    game.run()
    return game


def test_working_information_is_true() -> None:
    game = _fall_of_rome_game()
    assert check_told(game) == []
    told = next(e for e in game.events if e.kind == "info" and e.data["mode"] == "true")
    told.data["true"] = False
    assert check_told(game) == [
        f"{told.phase}: seat {told.audience} was told a falsehood by a working {told.data['ability']}"]
    told.data["mode"] = "arbitrary"  # a drunk or poisoned ability may be told anything
    assert check_told(game) == []


def test_the_demon_bluffs_are_not_in_play_and_minions_see_the_demon() -> None:
    game = _fall_of_rome_game()
    demon_info = next(e for e in game.events if e.kind == "demon-info")
    minion_info = next(e for e in game.events if e.kind == "minion-info")
    in_play = game.setup.seats[0].character
    demon_info.data["bluffs"] = [*demon_info.data["bluffs"][:2], in_play]
    minion_info.data["demons"] = []
    assert sorted(check_told(game)) == [
        f"night 1: the Demon in seat {demon_info.audience} was shown in-play bluffs {[in_play]}",
        f"night 1: the Minion in seat {minion_info.audience} was not shown the Demon in {[demon_info.audience]}"]


def test_a_dead_seat_wakes_only_by_an_ability_that_works_dead_or_was_kept() -> None:
    events = [ev("death", "day 1", seat=2), ev("night", "night 2", night=2), wake(2, "empath", seat=2)]
    assert check_events(events, 5, dead_wake=(frozenset(), set())) == ["night 2: dead seat 2 woke as empath"]
    assert check_events(events, 5, dead_wake=(frozenset({"empath"}), set())) == []
    assert check_events(events, 5, dead_wake=(frozenset(), {2})) == []  # the Vigormortis's Minion
    assert check_events(events, 5, lives_on={2}, dead_wake=(frozenset(), set())) == []  # the Zombuul
    assert check_events(events[:2] + [wake(2, "empath", seat=2, position=-1)], 5,
                        dead_wake=(frozenset(), set())) == []  # woken by its death (the Ravenkeeper)


def test_an_executed_player_was_nominated_or_an_ability_had_them_executed() -> None:
    day = [ev("day", "day 2", day=2)]
    executed = [ev("execution", "day 2", seat=4)]
    assert check_events(day + executed, 5) == ["day 2: seat 4 was executed without being nominated"]
    nominated = [ev("nomination", "day 2", nominator=1, nominee=4)]
    assert check_events(day + nominated + executed, 5) == []
    virgin = [ev("nomination", "day 2", nominator=4, nominee=0)]
    assert check_events(day + virgin + executed, 5) == []
    mad = [ev("madness-broken", "day 2", seat=4, character="mutant")]
    assert check_events(day + mad + executed, 5) == []
    scapegoat = [ev("nomination", "day 2", nominator=1, nominee=3),
                 ev("execution-redirected", "day 2", seat=3, to=4, by="scapegoat")]
    assert check_events(day + scapegoat + executed, 5) == []
    assert check_events(day + mad + [ev("day", "day 3", day=3), ev("execution", "day 3", seat=4)], 5) == [
        "day 3: seat 4 was executed without being nominated"]


def test_information_with_no_true_answer_is_marked_and_not_a_lie() -> None:
    # Five players: the Drunk (as the Mayor), Recluse, Baron, Washerwoman, Imp: no other
    # Townsfolk for the Washerwoman to see, so nothing she could learn is true (docs/rulings.md, "Information meant to be true, with nothing true to give").
    game = Game(load_script("trouble-brewing"), players=5, seed=6)
    game.run()
    told = next(e for e in game.events if e.kind == "info" and e.data["ability"] == "washerwoman")
    assert told.data["mode"] == "true" and told.data["true"] is False and told.data["none_true"] is True
    assert check_told(game) == []
    seen = project(told.to_json(), told.audience)
    assert seen is not None and "none_true" not in seen  # she does not learn that nothing was true
    told.data.pop("none_true")
    assert check_told(game) == [f"night 1: seat {told.audience} was told a falsehood by a working washerwoman"]


def test_a_first_night_ability_gained_again_is_used_again() -> None:
    fake = [ev("ability-gained", "day 2", seat=4, ability="librarian", fake=True),
            ev("night", "night 3", night=3), wake(3, "librarian", seat=4)]
    real = [ev("ability-gained", "day 3", seat=4, ability="librarian", fake=False),
            ev("night", "night 4", night=4), wake(4, "librarian", seat=4)]
    assert check_events(fake + real, 5, night_order=ORDER) == []  # the Cannibal's fake, then real, gain
    changed = [ev("character", "night 4", seat=4, character="librarian", was="empath"),
               ev("night", "night 5", night=5), wake(5, "librarian", seat=4)]
    assert check_events(fake + changed, 5, night_order=ORDER) == []  # the Pit-Hag's
    assert check_events(fake + real[1:], 5, night_order=ORDER) == [
        "night 4: librarian woke at its place on night 4, where its character has none"]


def test_a_first_night_ability_gained_twice_before_its_night_wakes_twice_that_night() -> None:
    """The Storyteller gains the same Minion ability twice (a Plague Doctor executed by day,
    then a Cannibal holding its ability killed that night): each gain wakes once."""
    twice = [ev("ability-gained", "day 1", seat=None, ability="librarian", fake=False),
             ev("night", "night 2", night=2),
             ev("ability-gained", "night 2", seat=None, ability="librarian", fake=False),
             wake(2, "librarian", seat=None), wake(2, "librarian", seat=None)]
    assert check_events(twice, 5, night_order=ORDER) == []
    assert check_events(twice + [wake(2, "librarian", seat=None)], 5, night_order=ORDER) == [
        "night 2: librarian woke at its place on night 2, where its character has none"]


def test_no_day_or_night_begins_with_two_living_players() -> None:
    deaths = [ev("death", "day 1", seat=0), ev("death", "day 1", seat=1)]
    night = [ev("night", "night 2", night=2)]
    assert check_events(deaths + night, 5, travellers=set()) == []
    assert check_events(deaths + [ev("death", "day 1", seat=2)] + night, 5, travellers=set()) == [
        "night 2: the game went on with 2 living players"]
    assert check_events(deaths + night, 5, travellers={4}) == ["night 2: the game went on with 2 living players"]
    assert check_events(deaths + [ev("death", "day 1", seat=2)] + night, 5, lives_on={2}, travellers=set()) == []
