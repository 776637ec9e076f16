"""The scenario format says what the rules forbid, and a scenario fails when it should:
refused choices, offered options, after-checks that never ran, stalled games,
unimplemented characters, setup choices, names in every event field, moments of the day,
and setups drawn from the bag. (The passing examples are under scenarios/format/.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner

from clocktower.cli import app
from clocktower.errors import ScenarioError
from clocktower.game import engine
from clocktower.scenario import prepare_scenario, run_file, run_scenario

FIVE = "[{Alice: monk}, {Bob: ojo}, {Carol: noble}, {Dave: soldier}, {Eve: recluse}]"


def scenario(text: str) -> dict[str, Any]:
    doc = yaml.safe_load(text)
    assert isinstance(doc, dict)
    return doc


def failures(text: str) -> list[str]:
    return run_scenario(scenario(text)).failures


def monk_night_2(*choices: str, expect: str = "[]", stop: str = "night 2") -> str:
    lines = "\n".join(f"  - {c}" for c in choices)
    return f"""
name: t
script: untitled-almanac
seats: {FIVE}
choices:
  - {{phase: night 2, by: Bob, kind: ojo, answer: soldier}}
{lines}
stop_after: {stop}
expect: {expect}
"""


# -- refused choices and offered options ------------------------------------------------

def test_a_refused_choice_that_the_rules_allow_fails() -> None:
    found = failures(monk_night_2("{phase: night 2, by: Alice, kind: monk, answer: Dave, refused: true}"))
    assert any("expected monk by Alice in night 2 = " in f and "to be refused, but it was a legal answer" in f
               for f in found), found


def test_a_refused_choice_that_never_comes_up_fails() -> None:
    # The Monk does not wake on the first night: nothing was refused.
    found = failures(monk_night_2("{phase: night 1, by: Alice, kind: monk, answer: Alice, refused: true}"))
    assert any("never came up" in f for f in found), found


def test_a_refused_choice_is_watched_only_after_the_choices_written_before_it() -> None:
    # Alice could nominate Dave before she nominated Carol; only then is it refused.
    text = f"""
name: t
script: untitled-almanac
seats: {FIVE}
choices:
  - {{phase: day 1, nominate: [Alice, Carol]}}
  - {{phase: day 1, nominate: [Alice, Dave], refused: true}}
stop_after: day 1
"""
    assert failures(text) == []
    first = text.replace("  - {phase: day 1, nominate: [Alice, Carol]}\n", "")
    first = first.replace("refused: true}", "refused: true}\n  - {phase: day 1, nominate: [Alice, Carol]}")
    assert any("to be refused, but it was a legal answer" in f for f in failures(first))


def test_not_offered_and_offered_fail_when_the_options_say_otherwise() -> None:
    found = failures(monk_night_2(expect="[{not_offered: {by: Alice, kind: monk, answer: Dave}}, "
                                         "{offered: {by: Alice, kind: monk, answer: Alice}}, "
                                         "{offered: {by: Carol, kind: monk, answer: Dave}}]"))
    assert any(f.startswith("not_offered: monk by Alice = 'Dave' was a legal answer") for f in found), found
    assert any(f.startswith("offered: monk by Alice = 'Alice' was never a legal answer") for f in found), found
    assert any(f.startswith("offered: no decision monk by Carol came up") for f in found), found


# -- after-checks, stalls, unimplemented characters, setup choices ----------------------

def test_an_after_check_whose_phase_never_ended_fails() -> None:
    # The Demon kills itself on night 2: the game is over at dawn, night 2 never ends.
    text = """
name: t
script: the-contagion-insurrection
seats: [{Alice: acrobat}, {Bob: vigormortis}, {Carol: sailor}, {Dave: assassin}, {Eve: mayor}]
choices:
  - {phase: night 2, by: Bob, kind: vigormortis, answer: Bob}
expect:
  - {after: night 2, alive: [Alice]}
  - {winner: good}
"""
    assert failures(text) == ["expectation after 'night 2' never ran: night 2 never ended "
                              "(the game was over or stopped first)"]


def test_a_stalled_game_fails_its_scenario_and_the_next_still_runs(monkeypatch: pytest.MonkeyPatch,
                                                                   tmp_path: Path) -> None:
    monkeypatch.setattr(engine, "MAX_DAYS", 1)
    path = tmp_path / "two.yaml"
    path.write_text(monk_night_2(stop="day 2") + "---\n" + monk_night_2())
    stalled, fine = run_file(path)
    assert any(f.startswith("the game stalled: no winner after 1 days") for f in stalled.failures), stalled.failures
    assert fine.passed, fine.failures


def test_an_unimplemented_character_fails_its_own_file_only(tmp_path: Path) -> None:
    bad = tmp_path / "homebrew.yaml"
    bad.write_text("name: has a homebrew character\n"
                   "script: [{id: _meta, name: Brew}, {id: brewer, name: Brewer, team: townsfolk, ability: Brews.},"
                   " librarian, alhadikhia, spy, pixie]\n"
                   "seats: [{A: brewer}, {B: librarian}, {C: alhadikhia}, {D: spy}, {E: pixie}]\n")
    good = tmp_path / "monk.yaml"
    good.write_text(monk_night_2())
    result = CliRunner().invoke(app, ["scenario", str(bad), str(good)])
    assert result.exit_code == 1
    assert "FAIL  has a homebrew character" in result.stdout and "is not implemented yet" in result.stdout
    assert "PASS  t" in result.stdout and "1 passed, 1 failed" in result.stdout


MEZEPHELES = """
name: t
script: untitled-almanac
seats: [{Alice: mezepheles}, {Bob: monk}, {Carol: ojo}, {Dave: soldier}, {Eve: noble}]
choices:
  - {phase: PHASE, by: storyteller, kind: mezepheles.word, answer: quixotic}
stop_after: setup
expect:
  - {after: setup, event: {kind: secret-word, word: quixotic, audience: storyteller}}
"""


def test_phase_setup_matches_the_choices_made_during_setup() -> None:
    assert failures(MEZEPHELES.replace("PHASE", "setup")) == []
    wrong = failures(MEZEPHELES.replace("PHASE", "night 1"))
    assert any(f.startswith("choice never asked for: mezepheles.word") for f in wrong), wrong


# -- names in every event field ----------------------------------------------------------

def test_failure_messages_show_players_by_name() -> None:
    text = f"""
name: t
script: untitled-almanac
seats: {FIVE}
choices:
  - {{phase: day 1, nominate: [Alice, Carol], votes: [Alice, Bob, Dave]}}
stop_after: day 1
expect:
  - {{event: {{kind: vote, voters: [Alice, Eve]}}}}
"""
    (found,) = failures(text)
    assert "'voters': ['Dave', 'Alice', 'Bob']" in found and "'on_block': 'Carol'" in found, found
    assert "'nominee': 'Carol'" in found and "'audience': 'public'" in found, found


def test_names_match_seat_fields_in_any_order_and_a_wrong_name_fails() -> None:
    base = f"""
name: t
script: untitled-almanac
seats: {FIVE}
choices:
  - {{phase: day 1, nominate: [Alice, Carol], votes: [Alice, Bob, Dave]}}
stop_after: day 1
expect:
  - {{event: {{kind: vote, voters: VOTERS, on_block: Carol, nominee: Carol}}}}
"""
    assert failures(base.replace("VOTERS", "[Dave, Alice, Bob]")) == []
    assert failures(base.replace("VOTERS", "[Dave, Alice, Eve]"))


# -- moments of the day ------------------------------------------------------------------

def test_a_claim_waiting_for_a_moment_that_never_comes_fails() -> None:
    text = f"""
name: t
script: untitled-almanac
seats: {FIVE}
choices:
  - {{phase: day 1, by: Carol, kind: claim, answer: noble, when: {{after: {{nominate: [Alice, Bob]}}}}}}
stop_after: day 1
"""
    found = failures(text)
    assert any(f.startswith("choice never asked for: claim by Carol") for f in found), found


@pytest.mark.parametrize("when,message", [
    ("{before: claims}", "only 'after claims'"),
    ("{after: {nominate: [Alice]}}", "nominate: [nominator, nominee]"),
    ("{during: claims}", "say 'before' or 'after'"),
])
def test_a_malformed_moment_is_a_clear_error(when: str, message: str) -> None:
    text = f"""
name: t
script: untitled-almanac
seats: {FIVE}
choices:
  - {{phase: day 1, by: Carol, kind: claim, answer: noble, when: {when}}}
"""
    with pytest.raises(ScenarioError, match="when"):
        prepare_scenario(scenario(text))
    assert message in run_scenario(scenario(text)).failures[0]


# -- setups drawn from the bag ------------------------------------------------------------

DRAWN = """
name: t
script: untitled-almanac
setup: {draw: true, players: 8, seed: 3}
stop_after: setup
expect:
  - {after: setup, teams: {townsfolk: 6}, in_play: [monk], bluffs: [monk]}
"""


def test_drawn_setup_checks_fail_when_the_bag_says_otherwise() -> None:
    found = failures(DRAWN)
    assert "after setup: teams: expected 6 townsfolk, got 5" in found
    assert any(f.startswith("after setup: in_play: monk is not in play") for f in found), found
    assert any(f.startswith("after setup: bluffs: expected ['monk']") for f in found), found


def test_the_same_seed_draws_the_same_setup_and_another_seed_may_not() -> None:
    def drawn(seed: int) -> list[tuple[str, str]]:
        game = run_scenario(scenario(DRAWN.replace("seed: 3", f"seed: {seed}"))).game
        assert game is not None
        return [(s.name, s.character.id) for s in game.seats]

    assert drawn(3) == drawn(3)
    assert any(drawn(seed) != drawn(3) for seed in (4, 5, 6))


@pytest.mark.parametrize("setup,message", [
    ("{draw: true, players: 8, seed: 3, include: [for_actor]}", "not a character of script"),
    ("{draw: true, players: 8, include: [ojo, shabaloth]}", "the bag holds 1 demon"),
    ("{draw: true, players: three}", "players must be a number"),
    ("{players: 8}", "draw: true"),
    ("{draw: true, players: 5, names: [A, B]}", "names must list 5"),
])
def test_a_drawn_setup_that_cannot_be_made_is_a_clear_error(setup: str, message: str) -> None:
    text = f"name: t\nscript: untitled-almanac\nsetup: {setup}\nstop_after: setup\n"
    with pytest.raises(ScenarioError, match="setup"):
        prepare_scenario(scenario(text))
    assert message in run_scenario(scenario(text)).failures[0]


def test_seats_and_a_drawn_setup_together_are_an_error() -> None:
    text = f"name: t\nscript: untitled-almanac\nseats: {FIVE}\nsetup: {{draw: true, players: 5}}\n"
    with pytest.raises(ScenarioError, match="not both"):
        prepare_scenario(scenario(text))
