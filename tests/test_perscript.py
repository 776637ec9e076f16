"""``PerScript``: what depends only on a script is worked out once per script object."""

from __future__ import annotations

from clocktower.game.perscript import MOST_SCRIPTS, PerScript
from clocktower.script import Script, load_script, parse_script


def test_a_value_is_made_once_per_script_and_never_shared_between_scripts() -> None:
    made: list[str] = []

    def make(script: Script) -> str:
        made.append(script.id)
        return script.id.upper()

    kept = PerScript(make)
    first, second = load_script("trouble-brewing"), parse_script(["chef", "imp"], "two")
    assert [kept.of(first), kept.of(first), kept.of(second), kept.of(second)] == \
        ["TROUBLE-BREWING", "TROUBLE-BREWING", "TWO", "TWO"]
    assert made == ["trouble-brewing", "two"]
    same_id_other_object = parse_script(["chef", "imp"], "two")
    assert kept.of(same_id_other_object) == "TWO" and len(made) == 3  # keyed by identity


def test_it_keeps_a_bounded_number_of_scripts() -> None:
    kept: PerScript[int] = PerScript(lambda script: len(script.characters))
    scripts = [parse_script(["chef", "imp"], f"s{i}") for i in range(3 * MOST_SCRIPTS)]
    assert [kept.of(s) for s in scripts] == [2] * len(scripts)
    assert len(kept.kept) <= MOST_SCRIPTS
    kept.clear()
    assert kept.kept == {}
