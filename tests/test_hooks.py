"""The hooks' dispatch table (game/hooks.py): every hook declared once, and which abilities
each reaches (working, living, any) judged when it is asked."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from clocktower.game.hooks import ANY, HOOKS, NOT_HOOKS, WORKING, Combine
from clocktower.game.state import EXECUTION, POISONED, Effect

from clocktower.script import all_characters, load_script, parse_script

from .support.games import make_game

TB = load_script("trouble-brewing")


def _game(*seats: str):
    """A Trouble Brewing game: a seat is "character" or "drunk/believed"."""
    specs = []
    for i, s in enumerate(seats):
        cid, _, believes = s.partition("/")
        specs.append((f"P{i}", cid, believes or None))
    return make_game(TB, specs)

SRC = Path(__file__).resolve().parents[1] / "src" / "clocktower"


def _methods() -> set[str]:
    """Ability's methods, class methods and properties, as its class is written (read from the
    source: a compiled Ability's methods and properties are not Python functions)."""
    tree = ast.parse((SRC / "game" / "ability.py").read_text(encoding="utf-8"))
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Ability")
    return {n.name for n in cls.body if isinstance(n, ast.FunctionDef) and not n.name.startswith("__")}


def test_every_hook_of_ability_is_declared_once_in_the_dispatch_table() -> None:
    methods = _methods()
    assert not set(HOOKS) & NOT_HOOKS
    assert methods - NOT_HOOKS - set(HOOKS) == set(), "declare these hooks in game/hooks.py"
    assert set(HOOKS) - methods == set(), "the table names hooks Ability does not have"


_DIRECT_OK = {
    # (file name, hook): why it is asked of one named ability
    ("imp.py", "on_death"),  # the Imp hands its own death to the new Imp
    ("for_merchant.py", "on_nomination"),  # a Traveller's exile call is its own nomination
    ("for_standardbearer.py", "on_nomination"),
    ("conditions.py", "personas"),  # which of a seat's abilities let it misregister
    ("registration.py", "adjust_personas"),  # every seat's personas: each reach judged once
    ("mortality.py", "adjust_winner"),  # names each ability that turned the result (``reaching``)
}
_PREPARED_ALONE = "prepare"  # an ability granted or arriving later is prepared on its own


def test_the_engine_asks_dispatched_hooks_only_through_dispatch() -> None:
    dispatched = [h for h, d in HOOKS.items() if d.combine is not Combine.ONE]
    call = re.compile(r"(?<!super\(\))\.(" + "|".join(dispatched) + r")\((?:self|game)\s*[,)]")
    found = []
    for path in SRC.rglob("*.py"):
        if path.name == "hooks.py":
            continue
        for hook in call.findall(path.read_text()):
            if (path.name, hook) not in _DIRECT_OK and hook != _PREPARED_ALONE:
                found.append((path.name, hook))
    assert found == []


def test_a_poisoned_or_fake_or_dead_holders_working_hook_is_not_reached() -> None:
    game = _game("soldier", "drunk/soldier", "imp", "soldier", "poisoner", "butler")
    soldier, fake, _demon, dying = (game.seats[i] for i in range(4))
    real = soldier.abilities[0]
    assert HOOKS["safe_from_demon"].reach is WORKING
    assert game.dispatch("safe_from_demon", soldier) is real
    assert fake.abilities[0].fake and not game.reaches(fake.abilities[0], "safe_from_demon")
    assert game.dispatch("safe_from_demon", fake) is None
    dying.alive = False
    assert game.dispatch("safe_from_demon", dying) is None
    # Judged when asked, never remembered: poison now and the same Soldier is not reached.
    game.add_effect(Effect(POISONED, soldier.index, None))
    assert not game.reaches(real, "safe_from_demon")
    assert game.dispatch("safe_from_demon", soldier) is None


def test_a_dead_holders_working_hook_is_reached_when_it_works_when_dead() -> None:
    game = _game("recluse", "imp", "soldier", "poisoner", "butler")
    recluse = game.seats[0]
    recluse.alive = False
    assert type(recluse.abilities[0]).works_when_dead
    assert game.reaches(recluse.abilities[0], "personas")
    assert len(game.personas(recluse)) > 1


def test_living_reaches_a_fake_ability_but_not_a_dead_holders() -> None:
    game = _game("drunk/slayer", "imp", "slayer", "poisoner", "butler")
    fake, real = game.seats[0].abilities[0], game.seats[2].abilities[0]
    assert fake.fake and game.reaches(fake, "day_action")  # the Drunk still shoots, to no effect
    game.seats[2].alive = False
    assert not game.reaches(real, "day_action")


def test_any_reaches_every_holder_and_an_ability_may_declare_its_own_reach() -> None:
    game = _game("drunk/soldier", "imp", "soldier", "poisoner", "butler")
    fake = game.seats[0].abilities[0]
    assert game.reaches(fake, "on_death")  # ANY: the ability decides itself

    class Stubborn(type(game.seats[2].abilities[0])):  # type: ignore[misc]
        reach = {"safe_from_demon": ANY}

    seat = game.seats[2]
    seat.alive = False
    stubborn = Stubborn(seat.character, seat)
    assert not game.reaches(seat.abilities[0], "safe_from_demon")
    assert game.reaches(stubborn, "safe_from_demon")


def test_an_ability_of_a_character_off_the_script_reaches_its_hooks_once_granted() -> None:
    script = parse_script([{"id": "_meta", "name": "No misregistration"},
                           "noble", "monk", "soldier", "drunk", "assassin", "ojo"])
    game = make_game(script, [("A", "noble"), ("B", "monk"), ("C", "soldier"), ("D", "assassin"), ("E", "ojo")])
    seat = game.seats[0]
    assert len(game.personas(seat)) == 1
    game.grant(seat, all_characters()["recluse"])  # as a Philosopher's or Cannibal's choice may
    assert len(game.personas(seat)) > 1


def test_guards_the_table_replaced_still_hold_a_poisoned_fool_dies_and_organ_grinder_shows_votes() -> None:
    script = parse_script([{"id": "_meta", "name": "Guards"}, "fool", "organgrinder", "soldier", "imp", "butler"])
    seats = [("A", "fool"), ("B", "organgrinder"), ("C", "soldier"), ("D", "imp"), ("E", "butler")]
    game = make_game(script, seats)
    assert game.dispatch("hides_votes") is True
    game.add_effect(Effect(POISONED, 0, None))
    game.add_effect(Effect(POISONED, 1, None))
    assert game.dispatch("hides_votes") is False
    assert game.kill(game.seats[0], EXECUTION, None)  # a poisoned Fool's protection is not asked
    sober = make_game(script, seats)
    assert not sober.kill(sober.seats[0], EXECUTION, None)  # the Fool's first death is stopped


def test_docs_architecture_shows_every_hooks_reach_and_combine() -> None:
    doc = (SRC.parents[1] / "docs" / "architecture.md").read_text()
    shown = {}
    for reach, combine, hooks in re.findall(r"^\| (WORKING|LIVING|ANY) \| (\w+) \| (.*) \|$", doc, re.M):
        for hook in re.findall(r"`(\w+)`", hooks):
            shown[hook] = (reach, combine)
    assert shown == {h: (d.reach.name, d.combine.name) for h, d in HOOKS.items()}
