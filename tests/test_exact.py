"""The exact solver: whole puzzles (every claim and the public record), each information
check, the published NQT puzzles' answers, and ``clocktower solve`` on them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from clocktower.characters import Team
from clocktower.cli import app
from clocktower.script import character, load_script
from clocktower.solver.exact import solve_exact
from clocktower.solver.exact_format import ExactFile, load_exact
from clocktower.solver.exact_model import Info
from clocktower.solver.exact_rules import CHECKS, Grim, possible
from clocktower.solver.puzzle import PuzzleError

NQT = sorted((Path(__file__).parent.parent / "puzzles" / "nqt").glob("*.yaml"))
TEAMS = {c.id: c.team for c in load_script("trouble-brewing").characters}
TEAMS.update({c: character(c).team for c in ("seamstress", "dreamer", "clockmaker", "juggler", "knight",
                                              "noble", "steward", "oracle", "sage", "shugenja",
                                              "villageidiot", "balloonist", "chambermaid", "snakecharmer")})


def grim(*chars: str, alive: list[bool] | None = None, **kw: object) -> Grim:
    evil = [TEAMS[c] in (Team.MINION, Team.DEMON) for c in chars]
    return Grim(list(chars), evil, alive or [True] * len(chars), TEAMS, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("path", NQT, ids=lambda p: p.stem)
def test_every_published_puzzle_gets_its_published_answer(path: Path) -> None:
    puzzle = load_exact(path)
    assert puzzle is not None
    answer = solve_exact(puzzle.puzzle)
    assert puzzle.check(answer) == []
    assert answer.seconds < 5


def test_the_translated_set_is_not_empty() -> None:
    assert len(NQT) >= 15


# -- one test per information check --------------------------------------------------


def test_every_kind_has_a_check() -> None:
    assert set(CHECKS) == {"washerwoman", "librarian", "investigator", "chef", "empath",
                           "fortuneteller", "undertaker", "ravenkeeper", "seamstress", "dreamer",
                           "clockmaker", "juggler", "knight", "noble", "steward", "oracle", "sage",
                           "shugenja", "villageidiot", "balloonist", "chambermaid", "snakecharmer"}


def test_washerwoman_sees_a_townsfolk_or_a_spy() -> None:
    g = grim("chef", "imp", "spy", "saint", "empath")
    assert possible(g, 4, Info(1, "washerwoman", (0, 1), "chef"))
    assert not possible(g, 4, Info(1, "washerwoman", (1, 3), "chef"))
    assert possible(g, 4, Info(1, "washerwoman", (1, 2), "monk"))  # the Spy registers as one


def test_librarian_none_means_no_outsider() -> None:
    assert possible(grim("chef", "imp", "spy", "monk", "empath"), 0, Info(1, "librarian", none=True))
    assert not possible(grim("chef", "imp", "drunk", "monk", "empath"), 0, Info(1, "librarian", none=True))
    assert possible(grim("chef", "imp", "drunk", "monk", "empath"), 0, Info(1, "librarian", (1, 2), "drunk"))


def test_investigator_sees_a_minion_or_a_recluse() -> None:
    g = grim("chef", "imp", "recluse", "poisoner", "empath")
    assert possible(g, 0, Info(1, "investigator", (3, 4), "poisoner"))
    assert possible(g, 0, Info(1, "investigator", (2, 4), "baron"))
    assert not possible(g, 0, Info(1, "investigator", (1, 4), "baron"))


def test_chef_counts_each_pair_on_its_own() -> None:
    g = grim("imp", "recluse", "baron", "chef", "empath")
    assert possible(g, 3, Info(1, "chef", number=0))
    assert possible(g, 3, Info(1, "chef", number=1))  # the Recluse in one pair only
    assert possible(g, 3, Info(1, "chef", number=2))
    assert not possible(g, 3, Info(1, "chef", number=3))


def test_empath_skips_dead_neighbours() -> None:
    g = grim("empath", "chef", "monk", "imp", "saint", alive=[True, False, True, True, True])
    assert possible(g, 0, Info(1, "empath", number=0))
    g.alive = [True, False, False, True, True]
    assert possible(g, 0, Info(2, "empath", number=1))
    assert not possible(g, 0, Info(2, "empath", number=0))


def test_fortune_teller_has_a_red_herring() -> None:
    g = grim("fortuneteller", "chef", "monk", "imp", "saint", red_herring=1)
    assert possible(g, 0, Info(1, "fortuneteller", (1, 2), yes=True))
    assert not possible(g, 0, Info(1, "fortuneteller", (2, 4), yes=True))
    assert not possible(g, 0, Info(1, "fortuneteller", (3, 4), yes=False))


def test_undertaker_sees_yesterdays_execution() -> None:
    g = grim("undertaker", "chef", "spy", "imp", "saint", executed=2)
    assert possible(g, 0, Info(2, "undertaker", character="mayor"))
    assert possible(g, 0, Info(2, "undertaker", (2,), "spy"))
    assert not possible(g, 0, Info(2, "undertaker", (1,), "chef"))
    g.executed = None
    assert not possible(g, 0, Info(2, "undertaker", character="spy"))


def test_ravenkeeper_sees_a_character() -> None:
    g = grim("ravenkeeper", "chef", "recluse", "imp", "saint")
    assert possible(g, 0, Info(2, "ravenkeeper", (2,), "imp"))
    assert not possible(g, 0, Info(2, "ravenkeeper", (1,), "imp"))


def test_a_poisoned_recluse_registers_truly() -> None:
    g = grim("ravenkeeper", "chef", "recluse", "imp", "saint", poisoned=2)
    assert not possible(g, 0, Info(2, "ravenkeeper", (2,), "imp"))


# -- the solver's rules on small puzzles ---------------------------------------------


def small(**extra: object) -> ExactFile:
    doc = {"players": [{"name": "A", "claim": "chef", "night 1": 0}, {"name": "B", "claim": "empath"},
                       {"name": "C", "claim": "monk"}, {"name": "D", "claim": "soldier"},
                       {"name": "E", "claim": "mayor"}],
           "me": "A", "hidden": ["imp", "poisoner"], **extra}
    return ExactFile(doc, "small")


def test_a_slayer_shot_that_kills_names_the_demon() -> None:
    f = small(players=[{"name": "A", "claim": "chef"}, {"name": "B", "claim": "slayer"},
                       {"name": "C", "claim": "monk"}, {"name": "D", "claim": "soldier"},
                       {"name": "E", "claim": "mayor"}],
              events=[{"phase": "day 1", "slayer": "B", "target": "D", "died": True},
                      {"phase": "day 1", "executed": "E"}],
              hidden=["imp", "scarletwoman"])
    answer = solve_exact(f.puzzle)
    assert set(answer.starting_demons) == {3}  # D died to the shot...
    assert set(answer.demons) == {2}  # ...and the Scarlet Woman who caught it was not executed


def test_answers_are_exact_with_a_witness_each() -> None:
    answer = solve_exact(small().puzzle)
    assert answer.demons and all(w.start[s] == "imp" for s, w in answer.demons.items())
    assert sum(answer.per_demon.values()) == answer.worlds


def test_format_errors_name_the_line() -> None:
    with pytest.raises(PuzzleError, match="is not a player"):
        small(events=[{"phase": "day 1", "executed": "Zed"}])
    with pytest.raises(PuzzleError, match="learns a number"):
        small(players=[{"name": "A", "claim": "chef", "night 1": "x"}] + [{"name": n, "claim": "monk"} for n in "BCDE"])
    with pytest.raises(PuzzleError, match="no night information"):
        small(players=[{"name": "A", "claim": "monk", "night 1": "x"}] + [{"name": n, "claim": "mayor"} for n in "BCDE"])


def test_clocktower_solve_checks_expectations(tmp_path: Path) -> None:
    runner = CliRunner()
    ok = runner.invoke(app, ["solve", str(NQT[0])])
    assert ok.exit_code == 0 and "Demon:" in ok.output, ok.output
    shown = runner.invoke(app, ["solve", str(NQT[0]), "--json"])
    data = json.loads(shown.output)
    assert data["exact"] and data["failures"] == [] and data["demons"][0]["witness"]["start"]
    wrong = tmp_path / "wrong.yaml"
    text = (Path(__file__).parent.parent / "puzzles" / "nqt" / "nqt19.yaml").read_text()
    wrong.write_text(text.replace("starting_demon: [Olivia]", "starting_demon: [Oscar]"))
    failed = runner.invoke(app, ["solve", str(wrong)])
    assert failed.exit_code == 1 and "FAIL" in failed.output
    bad = tmp_path / "bad.yaml"
    bad.write_text("players:\n  - {name: A, claim: chef}\n  - {name: B}\n")
    out = runner.invoke(app, ["solve", str(bad)])
    assert out.exit_code == 2 and "bad.yaml:" in out.output and len(out.output.strip().splitlines()) == 1


def test_a_base_script_character_without_alignment_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "chef.yaml"
    path.write_text("script: trouble-brewing\nseats: [A, B, C, D, E, F, G]\nme: A\ncharacter: chef\n"
                    "events:\n  - {phase: night 1, info: chef, answer: 1}\n")
    result = CliRunner().invoke(app, ["solve", str(path)])
    assert result.exit_code == 0, result.output
    assert "internal error" not in result.output


def test_seamstress_compares_alignments() -> None:
    g = grim("seamstress", "chef", "spy", "imp", "saint")
    assert possible(g, 0, Info(1, "seamstress", (1, 4), yes=True))
    assert not possible(g, 0, Info(1, "seamstress", (1, 3), yes=True))
    assert possible(g, 0, Info(1, "seamstress", (1, 2), yes=True))  # the Spy registers good


def test_dreamer_sees_one_good_and_one_evil_character() -> None:
    g = grim("dreamer", "chef", "drunk", "imp", "saint")
    assert possible(g, 0, Info(1, "dreamer", (2,), characters=("drunk", "imp")))
    assert not possible(g, 0, Info(1, "dreamer", (2,), characters=("chef", "imp")))
    assert not possible(g, 0, Info(1, "dreamer", (2,), characters=("drunk", "chef")))  # two good


def test_clockmaker_counts_steps_from_the_demon_to_a_minion() -> None:
    g = grim("clockmaker", "imp", "chef", "poisoner", "saint", "monk")
    assert possible(g, 0, Info(1, "clockmaker", number=2))
    assert not possible(g, 0, Info(1, "clockmaker", number=1))
    g = grim("clockmaker", "imp", "recluse", "poisoner", "saint", "monk")
    assert possible(g, 0, Info(1, "clockmaker", number=1))  # the Recluse as a Minion


def test_juggler_counts_right_guesses() -> None:
    g = grim("juggler", "chef", "spy", "imp", "saint")
    assert possible(g, 0, Info(2, "juggler", number=2, guesses=((1, "chef"), (3, "imp"))))
    assert not possible(g, 0, Info(2, "juggler", number=1, guesses=((1, "chef"), (3, "imp"))))
    assert possible(g, 0, Info(2, "juggler", number=0, guesses=((2, "monk"),)))
    assert possible(g, 0, Info(2, "juggler", number=1, guesses=((2, "monk"),)))


def test_knight_noble_steward_see_alignments_and_the_demon() -> None:
    g = grim("knight", "chef", "recluse", "imp", "poisoner")
    assert possible(g, 0, Info(1, "knight", (1, 2)))  # the Recluse need not register as a Demon
    assert not possible(g, 0, Info(1, "knight", (1, 3)))
    assert possible(g, 0, Info(1, "noble", (1, 3, 2)))
    assert not possible(g, 0, Info(1, "noble", (3, 4, 1)))
    assert possible(g, 0, Info(1, "steward", (2,)))
    assert not possible(g, 0, Info(1, "steward", (4,)))


def test_oracle_sage_and_shugenja() -> None:
    g = grim("shugenja", "chef", "monk", "imp", "saint", alive=[True, False, True, False, True])
    assert possible(g, 2, Info(2, "oracle", number=1))
    assert not possible(g, 2, Info(2, "oracle", number=0))
    assert possible(g, 2, Info(2, "sage", (3, 4)))
    assert not possible(g, 2, Info(2, "sage", (1, 4)))
    assert possible(g, 0, Info(1, "shugenja", yes=False))  # the Imp is 2 steps anticlockwise
    assert not possible(g, 0, Info(1, "shugenja", yes=True))


def test_characters_without_rules_are_refused() -> None:
    with pytest.raises(PuzzleError, match="does not know the rules of: vortox"):
        small(hidden=["vortox", "poisoner"], also=["vortox"])


def test_ask_characters_lists_who_may_be_what() -> None:
    path = Path(__file__).parent.parent / "puzzles" / "nqt" / "nqt5b.yaml"
    result = CliRunner().invoke(app, ["solve", str(path)])
    assert result.exit_code == 0, result.output
    assert "Matthew (claims Steward) could be: Leviathan, Steward" in result.output
    data = json.loads(CliRunner().invoke(app, ["solve", str(path), "--json"]).output)
    assert data["characters"]["Steph"] == ["goblin", "investigator"]
    with pytest.raises(PuzzleError, match="ask: demon"):
        small(ask="the butler")


def test_village_idiot_and_balloonist() -> None:
    g = grim("chef", "spy", "imp", "saint", "monk")
    assert possible(g, 0, Info(1, "villageidiot", (1,), yes=False))  # the Spy registers good
    assert not possible(g, 0, Info(1, "villageidiot", (2,), yes=False))
    assert possible(g, 0, Info(2, "balloonist", (3, 4)))  # an Outsider after a Townsfolk
    assert not possible(g, 0, Info(2, "balloonist", (4, 0)))  # two Townsfolk in a row
    assert possible(g, 0, Info(2, "balloonist", (1, 0)))  # the Spy as a Minion


def test_chambermaid_counts_who_woke() -> None:
    g = grim("chambermaid", "chef", "spy", "imp", "saint", woke=frozenset({0, 1, 2}))
    assert possible(g, 0, Info(1, "chambermaid", (1, 2), number=2))
    assert not possible(g, 0, Info(1, "chambermaid", (3, 4), number=1))


def test_a_seamstress_wakes_until_she_has_used_her_ability() -> None:
    f = small(players=[{"name": "A", "claim": "chambermaid", "night 1": ["B", "C", 1],
                        "night 2": ["B", "D", 0]},
                       {"name": "B", "claim": "seamstress", "night 1": ["D", "E", "same"]},
                       {"name": "C", "claim": "soldier"}, {"name": "D", "claim": "mayor"},
                       {"name": "E", "claim": "monk"}],
              also=["seamstress", "chambermaid"], hidden=["imp"], counts=[4, 0, 0, 1])
    answer = solve_exact(f.puzzle)
    assert answer.solutions and all(start[1] == "seamstress" for start in answer.solutions)


def test_a_snake_charmer_never_chose_the_demon_unless_swapped() -> None:
    g = grim("snakecharmer", "chef", "recluse", "imp", "saint")
    assert possible(g, 0, Info(1, "snakecharmer", (1,)))
    assert possible(g, 0, Info(1, "snakecharmer", (2,)))  # the Recluse need not register
    assert not possible(g, 0, Info(1, "snakecharmer", (3,)))


def test_unknown_fields_are_refused() -> None:
    with pytest.raises(PuzzleError, match="unknown field 'hiden'"):
        small(hiden=["imp"])
    with pytest.raises(PuzzleError, match="expect: a mapping"):
        small(expect={"deamon": ["A"]})
