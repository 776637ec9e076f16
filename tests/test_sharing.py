"""Shared information: a player may say by day what they learned; options come from the
seat's own view; smart bots tell the truth (good), hide fragile characters early, and back
a bluff with made-up information that fits one world all game (evil); the solver weighs it."""

from __future__ import annotations

import json
from itertools import combinations
from typing import Any

import pytest

from clocktower.agents.scripted import Scripted
from clocktower.agents.smart import SmartPlayer
from clocktower.game.decisionkinds import DECISION_KINDS
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game
from clocktower.game.lazyoptions import Product
from clocktower.game.log import replay
from clocktower.game.eventkinds import EVENT_KINDS
from clocktower.game.events import Event
from clocktower.game.seatfeed import live_feed
from clocktower.game.talk.sharing import LEARNED, MADE_UP, SPACES, made_up, options, own_information
from clocktower.game.state import PUBLIC, STORYTELLER
from clocktower.game.views import seat_view
from clocktower.characters import Team
from clocktower.script import load_script
from clocktower.sim.runner import new_game
from clocktower.solver import Knowledge, public_knowledge, solve

from .support.games import make_game
from .support.phases import play_until

UA = load_script("untitled-almanac")
TB = load_script("trouble-brewing")


def test_share_is_a_declared_player_decision_and_shares_a_declared_public_event() -> None:
    assert DECISION_KINDS["share"].by == "player"
    assert EVENT_KINDS["shares"].shown == {"seat", "what", "learned", "answer", "about", "of"}


def _tb_game(answers: Scripted) -> Game:
    return make_game(TB, [("A", "drunk", "empath"), ("B", "imp"), ("C", "monk"), ("D", "poisoner"),
                          ("E", "soldier"), ("F", "chef")], answers)


def test_a_drunk_empath_may_share_what_it_was_told_and_nothing_says_it_was_false() -> None:
    answers = Scripted()
    answers.add("info.empath", 0, by=STORYTELLER)  # B (the Imp) sits next to A: the truth is 1
    game = _tb_game(answers)
    play_until(game, "day 1")
    mine = own_information(game, 0)
    assert mine == [(LEARNED, "empath", "night 1", 0, (1, 5))]
    assert options(game, 0)[:2] == [None, mine[0]]


def test_a_shared_answer_is_logged_publicly_and_only_once() -> None:
    answers = Scripted()
    answers.add("info.empath", 0, by=STORYTELLER)
    answers.add("share", True, by=0)
    answers.add("share.what", ("learned", "empath", "night 1", 0, [1, 5]), by=0)
    game = _tb_game(answers)
    play_until(game, "day 1")
    game.day()
    said = [e for e in game.events if e.kind == "shares"]
    assert [(e.audience, e.data["seat"], e.data["answer"]) for e in said] == [(PUBLIC, 0, 0)]
    assert all(o is None or o[2] != "night 1" or o[1] != "empath" for o in options(game, 0))


def test_a_bluffer_may_back_up_its_claim_with_any_answer_the_character_could_have_had() -> None:
    answers = Scripted()
    answers.add("claim", "empath", by=3)  # the Poisoner claims Empath
    game = _tb_game(answers)
    play_until(game, "day 1")
    game.claim(game.seats[3])
    assert options(game, 3) == [None, (MADE_UP, "empath", "night 1")]  # to make up an answer, chosen next
    made = made_up(game, 3)
    assert made is not None
    assert {o[3] for o in made} == {0, 1, 2} and {o[2] for o in made} == {"night 1"}
    assert options(game, 4) == [None] and made_up(game, 4) is None  # the Soldier learned nothing, claims nothing


def test_a_person_makes_up_an_answer_in_two_steps_what_to_talk_about_then_which_answer() -> None:
    answers = Scripted()
    answers.add("claim", "empath", by=3)
    answers.add("share", True, by=3)
    answers.add("share.what", (MADE_UP, "empath", "night 1"), by=3)
    answers.add("share.answer", ("learned", "empath", "night 1", 2, [4, 2]), by=3)
    game = _tb_game(answers)
    play_until(game, "day 1")
    game.day()
    said = [e.data for e in game.events if e.kind == "shares"]
    assert said == [{"seat": 3, "what": "empath", "learned": "night 1", "answer": 2, "about": [4, 2], "of": "number"}]
    assert [k for k, who, _, _ in game.chronicle.decisions if who == 3 and k.startswith("share.")] == \
        ["share.what", "share.answer"]
    assert options(game, 3) == [None] and made_up(game, 3) is None  # night 1 is spoken of


def test_a_lazy_product_behaves_as_the_list_of_its_options() -> None:
    parts = ([0, 1, 2], ("a", "b"), [True, False, True])  # the last part repeats: two options are equal
    lazy = Product(parts, lambda c: (c[1], c[0], c[2]))
    eager = [(b, a, c) for a in parts[0] for b in parts[1] for c in parts[2]]
    assert len(lazy) == len(eager) == 18 and list(lazy) == eager
    assert [lazy[i] for i in range(-18, 18)] == eager + eager
    assert lazy[2:11:3] == eager[2:11:3] and lazy[::-1] == eager[::-1]
    for i in (18, -19):
        with pytest.raises(IndexError):
            lazy[i]
    for option in eager:
        assert option in lazy and lazy.index(option) == eager.index(option)
        assert lazy.count(option) == eager.count(option)
        assert lazy.index(option, 5, -2) == eager.index(option, 5, -2) if option in eager[5:-2] else True
    assert lazy.index(("a", 0, True), 1) == eager.index(("a", 0, True), 1) == 2
    for missing in (("c", 0, True), ("a", 0), None, ["a", 0, True], [[]]):
        assert missing not in lazy and lazy.count(missing) == 0
        with pytest.raises(ValueError):
            lazy.index(missing)
    with pytest.raises(ValueError):
        lazy.index(("a", 0, False), 2)  # only at 1
    empty = Product(([1, 2], ()), lambda c: c)
    assert len(empty) == 0 and list(empty) == [] and not empty


def test_every_made_up_answer_is_offered_as_the_eager_lists_offered_them() -> None:
    """Each information character a player may claim: the lazy answers are, in order, the
    ones the full lists used to hold (every pair, trio, target and character alike)."""
    game = make_game(UA, [("A", "ravenkeeper"), ("B", "ojo"), ("C", "monk"), ("D", "soldier"), ("E", "widow"),
                          ("F", "mayor"), ("G", "noble"), ("H", "dreamer")])
    play_until(game, "day 1")
    seat, others = 3, [0, 1, 2, 4, 5, 6, 7]
    ids = {team: [c.id for c in UA.characters if c.team is team] for team in Team}
    pairs, trios = list(combinations(others, 2)), list(combinations(others, 3))
    expected: dict[str, list[Any]] = {
        "empath": [(n, (4, 2)) for n in range(3)], "chef": [(n, ()) for n in range(5)],
        "clockmaker": [(n, ()) for n in range(5)], "oracle": [(0, ())],
        "noble": [(trio, ()) for trio in trios], "shugenja": [("clockwise", ()), ("anticlockwise", ())],
        "seamstress": [(yes, pair) for pair in pairs for yes in (False, True)],
        "fortuneteller": [(yes, pair) for pair in pairs for yes in (False, True)],
        "dreamer": [((g, e), (t,)) for t in others for g in ids[Team.TOWNSFOLK] + ids[Team.OUTSIDER]
                    for e in ids[Team.MINION] + ids[Team.DEMON]],
        "undertaker": [], "balloonist": [(s, ()) for s in others],
        "washerwoman": [((a, b, c), ()) for a, b in pairs for c in ids[Team.TOWNSFOLK]],
        "librarian": [((a, b, c), ()) for a, b in pairs for c in ids[Team.OUTSIDER]],
        "investigator": [((a, b, c), ()) for a, b in pairs for c in ids[Team.MINION]],
    }
    assert set(expected) == set(SPACES)
    for claim, answers in expected.items():
        lazy = SPACES[claim](game, seat, 1)
        assert len(lazy) == len(answers) and list(lazy) == answers, claim
        assert all(lazy[i] == a and lazy.index(a) == i and a in lazy for i, a in enumerate(answers)), claim
    assert len(expected["dreamer"]) > 800
    game.events.append(Event("execution", "day 1", PUBLIC, {"seat": 5}))  # what an Undertaker learns on night 2
    everyone = [c.id for c in UA.characters if c.team in (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON)]
    assert list(SPACES["undertaker"](game, seat, 2)) == [(c, (5,)) for c in everyone]


def test_a_game_with_made_up_answers_replays_from_its_record() -> None:
    made = 0
    for seed in range(6):
        game = Game(UA, players=10, seed=seed)
        game.run()
        made += sum(1 for kind, _, _, _ in game.chronicle.decisions if kind == "share.answer")
        report = replay(json.loads(json.dumps(game.record())))
        assert report.same, report.message
    assert made


def test_the_solver_believes_a_good_sober_claimant_more_than_an_evil_one() -> None:
    k = Knowledge(0, 8, TB)
    k.absorb({"kind": "character", "audience": 0, "phase": "night 1", "character": "soldier", "alignment": "good"})
    before = solve(k)
    k.absorb({"kind": "claim", "audience": PUBLIC, "phase": "day 1", "seat": 3, "character": "empath"})
    k.absorb({"kind": "shares", "audience": PUBLIC, "phase": "day 1", "seat": 3, "what": "empath",
              "learned": "night 1", "answer": 2, "about": [2, 4]})
    after = solve(k)
    for s in (2, 4):
        assert after.evil[s] > 2 * before.evil[s]
    # A second player says the opposite about the same two: one of the two sayers lies.
    k.absorb({"kind": "claim", "audience": PUBLIC, "phase": "day 1", "seat": 6, "character": "undertaker"})
    k.absorb({"kind": "shares", "audience": PUBLIC, "phase": "day 1", "seat": 6, "what": "steward",
              "learned": "night 1", "answer": 2, "about": []})
    contradicted = solve(k)
    assert contradicted.evil[3] + contradicted.evil[6] > after.evil[3] + after.evil[6] + 0.3


def test_the_solver_reads_information_kinds_of_every_edition() -> None:
    from clocktower.solver.evidence import SOBER

    for kind in ("empath", "chef", "fortuneteller", "undertaker", "washerwoman", "librarian", "investigator",
                 "clockmaker", "flowergirl", "towncrier", "grandmother", "sage", "choirboy", "steward", "knight",
                 "bountyhunter", "villageidiot", "noble", "shugenja", "dreamer", "oracle"):
        assert kind in SOBER
    k = Knowledge(0, 8, TB)
    k.absorb({"kind": "character", "audience": 0, "phase": "night 1", "character": "investigator",
              "alignment": "good"})
    k.absorb({"kind": "info", "audience": 0, "phase": "night 1", "what": "investigator",
              "answer": [5, 6, "poisoner"]})
    sol = solve(k)
    assert sol.minion[5] + sol.minion[6] > 0.8


def _smart_game(seed: int) -> Game:
    return new_game(UA, 10, seed, 0, good="smart", evil="smart")


def test_good_smart_bots_share_only_the_answers_they_were_told() -> None:
    for seed in range(4):
        game = _smart_game(700 + seed)
        game.run()
        for e in game.events:
            if e.kind != "shares" or game.seats[e.data["seat"]].is_evil:
                continue
            told = own_information(game, e.data["seat"])
            assert (e.data["what"], e.data["learned"], e.data["answer"]) in {o[1:4] for o in told}, (seed, e)


def test_an_evil_smart_bot_backs_its_bluff_with_answers_from_one_made_up_world() -> None:
    answers = Scripted()
    game = _tb_game(answers)
    play_until(game, "day 1")
    bot = SmartPlayer(3, seed=4)
    bot.knowledge(game)
    bot.bluff = "empath"
    bot.knowledge().claims[3] = "empath"
    world, scapegoat = bot.fake_world()
    assert scapegoat not in bot.team()
    assert bot.decide(game, Decision("share", 3, (False, True))) is True
    topic = (MADE_UP, "empath", "night 1")
    assert bot.decide(game, Decision("share.what", 3, [None, topic])) == topic
    choices = [("learned", "empath", "night 1", n, (2, 4)) for n in range(3)]
    said = bot.decide(game, Decision("share.answer", 3, choices))
    evil_neighbours = int(world.evil[0, 2]) + int(world.evil[0, 4])
    assert said == ("learned", "empath", "night 1", evil_neighbours, (2, 4))
    assert bot.fake_world()[1] == scapegoat  # the same world tomorrow


def test_a_fragile_information_character_may_hide_early_and_speak_up_later() -> None:
    game = make_game(UA, [("A", "ravenkeeper"), ("B", "ojo"), ("C", "monk"), ("D", "soldier"), ("E", "widow"),
                          ("F", "mayor"), ("G", "noble")])
    play_until(game, "day 1")
    bot = SmartPlayer(0, seed=1)
    bot._hides = True
    claim = Decision("claim", 0, [None, "ravenkeeper", "monk"])
    assert bot.decide(game, claim) is None
    assert bot.decide(game, Decision("share", 0, (False, True))) is False
    bot.knowledge().day = bot.reveal_day
    assert bot.decide(game, claim) == "ravenkeeper"
    honest = SmartPlayer(0, seed=1)
    honest._hides = False
    assert honest.decide(game, claim) == "ravenkeeper"


class _Twin:
    """Decides for one seat with a live smart bot and checks that a twin fed only that
    seat's ``seat_view`` answers the same."""

    is_bot = True
    trusted = False

    def __init__(self, seat: int, seed: int) -> None:
        self.live = SmartPlayer(seat, seed)
        self.twin = SmartPlayer(seat, seed)
        self.checked = 0

    def decide(self, game: Game, decision: Decision) -> Any:
        answer = self.live.decide(game, decision)
        view = seat_view(game, decision.decider)
        assert self.twin.decide_from_view(view, game.script, decision) == answer, decision.kind
        self.checked += 1
        return answer


def test_a_smart_bot_given_only_its_seat_view_decides_the_same() -> None:
    for seed in (31, 32):
        game = new_game(UA, 8, seed, 0, good="smart", evil="smart")
        twins = {s: _Twin(s, seed) for s in range(len(game.seats))}
        game._deciders.update(twins)
        game.run()
        assert sum(t.checked for t in twins.values()) > 50


def test_the_live_feed_of_a_seat_holds_only_what_its_view_holds() -> None:
    game = _smart_game(5)
    game.run()
    for seat in range(len(game.seats)):
        assert live_feed(game, seat).events == seat_view(game, seat).events


def test_an_evil_smart_bots_made_up_world_follows_what_good_players_say() -> None:
    """Evil pretends to believe the world the table finds likeliest with its team good: when
    the Empath says the Imp's neighbourhood holds evil, the made-up world makes the Empath
    or the Imp's other neighbour evil, so the bluffer's answers agree with the good player's."""
    game = make_game(TB, [("A", "empath"), ("B", "imp"), ("C", "monk"), ("D", "poisoner"), ("E", "soldier"),
                          ("F", "chef"), ("G", "butler"), ("H", "washerwoman")], Scripted())
    play_until(game, "day 1")
    bot = SmartPlayer(3, seed=4)
    k = bot.knowledge(game)
    assert bot.team() == {1, 3}
    bot.bluff = "chef"
    k.claims[3] = "chef"
    for seat, claim in ((0, "empath"), (1, "mayor"), (2, "monk"), (4, "soldier"), (5, "undertaker"),
                        (6, "butler"), (7, "washerwoman")):
        k.absorb({"kind": "claim", "audience": PUBLIC, "phase": "day 1", "seat": seat, "character": claim})
    bot.fake_world()
    k.absorb({"kind": "shares", "audience": PUBLIC, "phase": "day 1", "seat": 0, "what": "empath",
              "learned": "night 1", "answer": 1, "about": [1, 5]})
    world, demon = bot.fake_world()
    framed = {s for s in range(8) if world.evil[0, s]}
    assert not framed & bot.team() and 3 not in framed and demon not in k.dead
    assert framed & {0, 5}
    table = solve(public_knowledge(k), top=1000).worlds
    likeliest = next(w for w in table if not {w.demon, *w.minions} & {1, 3})
    assert framed == {likeliest.demon, *likeliest.minions}
