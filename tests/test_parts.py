"""The game's state is held in typed, named parts: the day's (``Game.today``), the night's
(``Game.tonight``), the rules (``Game.rules``), the record (``Game.chronicle``), and the
state one character's abilities share (``Game.shared``); attributes of characters, deciders
and the bag are declared, never read with ``getattr`` and a default."""

from __future__ import annotations

import ast
from dataclasses import dataclass, fields
from pathlib import Path

from clocktower.game.ability import Ability
from clocktower.game.decisions import Decider
from clocktower.game.engine import Game
from clocktower.game.parts import Today, Tonight
from clocktower.game.setup import Bag
from clocktower.script import load_script

SRC = Path(__file__).resolve().parent.parent / "src" / "clocktower"


@dataclass
class _Counter:
    count: int = 0


def test_shared_state_is_one_instance_per_game() -> None:
    script = load_script("trouble-brewing")
    a, b = Game(script, players=7, seed=1), Game(script, players=7, seed=1)
    a.shared(_Counter).count += 1
    assert a.shared(_Counter) is a.shared(_Counter) and a.shared(_Counter).count == 1
    assert b.shared(_Counter).count == 0  # another game has its own
    assert not hasattr(a, "flags")  # no string-keyed bag of facts any more


def test_each_day_and_night_starts_with_a_fresh_part() -> None:
    days: dict[int, Today] = {}
    nights: dict[int, Tonight] = {}

    def watch(game: Game, label: str) -> None:
        if label.startswith("day"):
            days[game.day_no] = game.today
        elif label.startswith("night"):
            nights[game.night_no] = game.tonight

    for seed in range(20):
        game = Game(load_script("trouble-brewing"), players=8, seed=seed)
        game.watchers.append(watch)
        days.clear()
        nights.clear()
        game.run()
        assert len({id(t) for t in days.values()}) == len(days)
        assert len({id(t) for t in nights.values()}) == len(nights)
        for day, today in days.items():  # each day's part holds that day's nominations only
            nominated = {e.data["nominator"] for e in game.events
                         if e.kind == "nomination" and e.phase == f"day {day}"}
            assert today.nominators == nominated
        for night, tonight in nights.items():
            dead = {e.data["seat"] for e in game.events if e.kind == "death" and e.phase == f"night {night}"}
            assert {s.index for s in tonight.deaths} <= dead


def _declared() -> set[str]:
    """Attributes declared on Ability, the Decider protocol and the Bag."""
    names = {n for n in vars(Ability) if not n.startswith("_")}
    # The protocol's attributes as written (a compiled module keeps no class annotations).
    tree = ast.parse((SRC / "game" / "decisions.py").read_text(encoding="utf-8"))
    protocol = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == Decider.__name__)
    names |= {n.target.id for n in protocol.body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}
    names |= {f.name for f in fields(Bag)}
    return names


def test_declared_attributes_are_never_read_with_getattr() -> None:
    declared = _declared()
    assert {"believes_townsfolk", "kills_per_night", "brings", "traveller_group", "is_bot", "trusted",
            "alignments"} <= declared
    offenders = []
    for path in sorted(SRC.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr" \
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) \
                    and node.args[1].value in declared:
                offenders.append(f"{path.relative_to(SRC)}:{node.lineno} getattr(..., {node.args[1].value!r})")
    assert not offenders, offenders
