"""The compiled build (setup.py compiles the engine with mypyc for a regular install) plays
exactly the games the pure Python engine plays, and an editable install stays pure Python.

Building the wheel takes a minute or two of CPU, once for this module."""

from __future__ import annotations

import fcntl
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest


ROOT = Path(__file__).resolve().parent.parent
GAMES_PER_SCRIPT = 6
README_SIMULATE = ["simulate", "untitled-almanac", "--players", "10", "--games", "1000", "--seed", "1"]
"""The README's simulate command (what a new user runs first)."""
SWEEP = {"untitled-almanac": ["--players", "5"], "fall-of-rome": ["--players", "8", "--travellers", "2"],
         "the-contagion-insurrection": ["--players", "11"], "axiom-of-choice": ["--players", "13"],
         "trouble-brewing": ["--players", "15", "--arrivals", "2"], "bad-moon-rising": ["--players", "9"],
         "sects-and-violets": ["--players", "7", "--travellers", "1"]}
"""A random-game sweep over every bundled script, checked against the invariants by
``simulate`` in both builds."""


def _setup_py() -> ModuleType:
    spec = importlib.util.spec_from_file_location("clocktower_setup", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _c_compiler() -> str | None:
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    return shutil.which(cc) or shutil.which("cc") or shutil.which("gcc")


def _tree(tmp: Path) -> Path:
    """A copy of the project's source, to build in (never in the work tree's build/)."""
    tree = tmp / "tree"
    tree.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, tree / name)
    shutil.copytree(ROOT / "src", tree / "src",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "*.egg-info"))
    return tree


def _pip(*args: str, cwd: Path, env: dict[str, str] | None = None) -> None:
    result = subprocess.run([sys.executable, "-m", "pip", *args], cwd=cwd, env=env,
                            capture_output=True, text=True)
    assert result.returncode == 0, f"pip {' '.join(args)} failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"


def _build(tmp: Path) -> Path:
    """Build the compiled wheel from a copy of the source and install it in ``tmp/site``."""
    env = {k: v for k, v in os.environ.items() if k != "CLOCKTOWER_PURE"}
    env["CLOCKTOWER_COMPILE"] = "1"
    _pip("wheel", ".", "--no-deps", "--no-build-isolation", "-w", str(tmp / "wheel"), cwd=_tree(tmp), env=env)
    (wheel,) = (tmp / "wheel").glob("*.whl")
    assert not wheel.name.endswith("-none-any.whl"), f"{wheel.name}: the engine was not compiled"
    _pip("install", "--no-deps", "--target", str(tmp / "site"), str(wheel), cwd=tmp)
    (tmp / "built").write_text("ok")
    return tmp / "site"


@pytest.fixture(scope="session")
def compiled_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The compiled wheel (``CLOCKTOWER_COMPILE=1``), built once per test run however many
    pytest-xdist workers ask for it (the first builds under a file lock, the others wait
    and reuse it), and installed in a folder of its own (to put first on PYTHONPATH)."""
    if _c_compiler() is None:
        pytest.skip("no C compiler here: a regular install falls back to pure Python")
    shared = tmp_path_factory.getbasetemp().parent  # the same for every worker of this run
    tmp = shared / "compiled-build"
    with open(shared / "compiled-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (tmp / "built").exists():
            return tmp / "site"
        if (tmp / "failed").exists():
            pytest.fail("building the compiled wheel failed (see the first test that asked for it)")
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir()
        try:
            return _build(tmp)
        except BaseException:
            (tmp / "failed").write_text("failed")
            raise


def _run(site: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(site))
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True)


def test_setup_compiles_only_regular_builds() -> None:
    setup = _setup_py()
    ask = {"CLOCKTOWER_COMPILE": "1"}
    assert not setup.compiles(["bdist_wheel", "--dist-dir", "x"], {})  # pip install .: pure Python
    assert not setup.compiles(["bdist_wheel"], {"CLOCKTOWER_COMPILE": "0"})
    assert setup.compiles(["bdist_wheel", "--dist-dir", "x"], ask)
    assert setup.compiles(["build_ext", "--inplace"], ask)
    assert not setup.compiles(["editable_wheel", "--dist-info-dir", "x"], ask)  # pip install -e
    assert not setup.compiles(["develop"], ask)
    assert not setup.compiles(["egg_info"], ask)  # metadata only
    assert not setup.compiles(["dist_info"], ask)
    assert not setup.compiles(["bdist_wheel"], {**ask, "CLOCKTOWER_PURE": "1"})
    assert setup.compiles(["bdist_wheel"], {**ask, "CLOCKTOWER_PURE": "0"})
    compiled = [f for entries in setup.GROUPS.values() for f in setup.sources(entries)]
    assert all(Path(ROOT, s).is_file() for s in compiled)
    assert len(compiled) == len(set(compiled)), "a module in two libraries"
    assert "src/clocktower/game/engine.py" in compiled
    characters = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "src/clocktower/abilities").rglob("*.py"))
    assert [c for c in characters if c not in compiled] == []


def test_an_editable_build_is_pure_python(tmp_path: Path) -> None:
    """What ``pip install -e .`` builds (PEP 660's ``build_editable``) holds no compiled module."""
    tree = _tree(tmp_path)
    code = ("import sys; from setuptools import build_meta as b; "
            "print(b.build_editable(sys.argv[1]))")
    result = subprocess.run([sys.executable, "-c", code, str(tmp_path / "out")], cwd=tree,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-3000:]
    wheel = tmp_path / "out" / result.stdout.split()[-1]
    names = zipfile.ZipFile(wheel).namelist()
    assert not [n for n in names if n.endswith((".so", ".pyd"))], names
    assert not list(tree.glob("build/**/*.so"))


def _backend(tree: Path, code: str, *args: str, compile_: bool = False) -> str:
    """What setuptools' build backend (``b``) printed last, run in ``tree`` with or without
    ``CLOCKTOWER_COMPILE=1``."""
    env = {k: v for k, v in os.environ.items() if k not in ("CLOCKTOWER_COMPILE", "CLOCKTOWER_PURE")}
    if compile_:
        env["CLOCKTOWER_COMPILE"] = "1"
    result = subprocess.run([sys.executable, "-c", f"import sys, json; from setuptools import build_meta as b; {code}",
                             *args], cwd=tree, env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-3000:]
    return result.stdout.strip().splitlines()[-1]


def test_a_regular_build_is_pure_python_and_asks_no_compiler(tmp_path: Path) -> None:
    """``pip install .``: a pure wheel, and mypy is a build requirement only when compiling
    is asked for (``CLOCKTOWER_COMPILE=1``)."""
    tree = _tree(tmp_path)
    requires = "print(json.dumps(b.get_requires_for_build_wheel()))"
    assert not [r for r in json.loads(_backend(tree, requires)) if r.startswith("mypy")]
    assert [r for r in json.loads(_backend(tree, requires, compile_=True)) if r.startswith("mypy")]
    wheel = _backend(tree, "print(b.build_wheel(sys.argv[1]))", str(tmp_path / "out"))
    assert wheel.endswith("-none-any.whl")
    assert not [n for n in zipfile.ZipFile(tmp_path / "out" / wheel).namelist() if n.endswith((".so", ".pyd"))]


def _fingerprints(path: Path) -> dict[str, Any]:
    result = _run(path, str(ROOT / "tests" / "support" / "fingerprints.py"), str(GAMES_PER_SCRIPT))
    assert result.returncode == 0, result.stderr[-3000:]
    found: dict[str, Any] = json.loads(result.stdout)
    return found


def test_the_compiled_build_plays_the_same_games_as_the_pure_engine(compiled_site: Path) -> None:
    compiled = _fingerprints(compiled_site)
    not_compiled = {name: path for name, path in compiled["modules"].items() if not path.endswith((".so", ".pyd"))}
    assert not not_compiled
    assert all(path.startswith(str(compiled_site)) for path in compiled["modules"].values())
    pure = _fingerprints(ROOT / "src")  # the same source, not compiled
    assert all(path.endswith(".py") for path in pure["modules"].values())
    assert len(pure["games"]) >= 30
    assert compiled["games"] == pure["games"]


def _cli(site: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The ``clocktower`` command run with ``site`` first on the path."""
    return _run(site, "-c", "from clocktower.cli import main; main()", *args)


def _json_of(site: Path, *args: str) -> dict[str, Any]:
    result = _cli(site, *args, "--json")
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    found: dict[str, Any] = json.loads(result.stdout)
    return found


def test_scenarios_hold_against_the_compiled_build(compiled_site: Path) -> None:
    """Every scenario file: asked decisions, refused choices and expectations go through the
    compiled engine."""
    files = [str(p) for p in sorted((ROOT / "scenarios").rglob("*.yaml"))]
    assert len(files) > 300
    result = _cli(compiled_site, "scenario", *files)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert " 0 failed" in result.stdout


def test_class_facts_read_as_plain_values_in_the_compiled_build(compiled_site: Path) -> None:
    """A property overriding a class attribute reads through a compiled class as a
    descriptor (the Ravenkeeper's ``works_when_dead`` made every simulated game raise)."""
    result = _run(compiled_site, str(ROOT / "tests" / "support" / "class_facts.py"))
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.splitlines()[:-1] == []
    assert result.stdout.startswith("checked ")


def test_the_readme_still_gives_this_simulate_command() -> None:
    assert "clocktower " + " ".join(README_SIMULATE) in (ROOT / "README.md").read_text()


def test_the_readme_simulate_command_gives_the_pure_builds_summary(compiled_site: Path) -> None:
    plain = _cli(compiled_site, *README_SIMULATE)
    assert plain.returncode == 0, plain.stdout[-3000:] + plain.stderr[-3000:]
    assert "error" not in plain.stderr
    compiled = _json_of(compiled_site, *README_SIMULATE)
    assert compiled["errors"] == [] and compiled["invariants"] == [] and compiled["games"] == 1000
    assert compiled == _json_of(ROOT / "src", *README_SIMULATE)


@pytest.mark.parametrize("script", sorted(SWEEP))
def test_random_games_of_every_bundled_script_keep_the_invariants_compiled(compiled_site: Path, script: str) -> None:
    args = ["simulate", script, "--games", "150", "--seed", "11", *SWEEP[script]]
    compiled = _json_of(compiled_site, *args)
    assert compiled["errors"] == [] and compiled["invariants"] == []
    assert compiled == _json_of(ROOT / "src", *args)


def test_a_compiled_balance_run_writes_the_pure_builds_report_data(compiled_site: Path, tmp_path: Path) -> None:
    data = {}
    for name, site in (("compiled", compiled_site), ("pure", ROOT / "src")):
        out = tmp_path / name
        result = _cli(site, "balance", "trouble-brewing", "--players", "5-7", "--games", "40", "--seed", "3",
                      "--out", str(out))
        assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
        assert "(0 errors)" in result.stdout
        data[name] = json.loads((out / "balance.json").read_text())
    assert data["compiled"]["overall"]["games"] == 120
    assert data["compiled"] == data["pure"]


def test_a_compiled_character_keeps_its_dataclass_behaviour(compiled_site: Path) -> None:
    """``Character`` compiles to a native class (``characters.py`` is in a library): it still
    pickles (process pools, sweeps), copies, compares, hashes and refuses to change."""
    code = """
import copy, dataclasses, pickle
import clocktower.characters as characters
from clocktower.script import character
assert characters.__file__.endswith('.so'), characters.__file__
ojo = character('ojo')
assert pickle.loads(pickle.dumps(ojo)) == ojo and copy.deepcopy(ojo) == ojo
assert hash(dataclasses.replace(ojo)) == hash(ojo) and dataclasses.replace(ojo, name='x') != ojo
try:
    ojo.name = 'x'
except dataclasses.FrozenInstanceError:
    print('ok')
"""
    result = _run(compiled_site, "-c", code)
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.split() == ["ok"]


def test_logs_the_compiled_build_saves_replay_in_both_builds(compiled_site: Path, tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    result = _cli(compiled_site, "simulate", "fall-of-rome", "--players", "9", "--games", "4", "--seed", "5",
                  "--travellers", "1", "--log-dir", str(logs))
    assert result.returncode == 0, result.stderr[-3000:]
    saved = sorted(logs.glob("*.json"))
    assert len(saved) == 4
    for site in (compiled_site, ROOT / "src"):
        for log in saved:
            replayed = _cli(site, "replay", str(log))
            assert replayed.returncode == 0, replayed.stdout[-2000:] + replayed.stderr[-2000:]


API_GAME = """
import json, sys
from clocktower.api import Table
from clocktower.script import load_script
table = Table(load_script("the-contagion-insurrection"), players=8, seed=4, agents={0, 3, 5})
try:
    while not table.over:
        table.answer(table.pending.options[-1])
    print(json.dumps({"digest": table.record()["digest"], "view": table.view(3), "grimoire": table.grimoire()},
                     sort_keys=True, default=str))
finally:
    table.close()
"""


def test_a_game_through_the_api_the_web_server_uses_is_the_same_in_both_builds(compiled_site: Path) -> None:
    """The web grimoire drives ``api.Table``: the same answers give the same game, the same
    seat view and the same grimoire in both builds."""
    outputs = []
    for site in (compiled_site, ROOT / "src"):
        result = _run(site, "-c", API_GAME)
        assert result.returncode == 0, result.stderr[-3000:]
        outputs.append(result.stdout)
    assert outputs[0] == outputs[1]
