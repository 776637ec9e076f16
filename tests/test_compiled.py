"""The compiled build (setup.py compiles the engine with mypyc for a regular install) plays
exactly the games the pure Python engine plays, and an editable install stays pure Python.

Building the wheel takes a minute or two of CPU, once for this module."""

from __future__ import annotations

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
SCENARIOS = ["scenarios/trouble-brewing", "scenarios/jinxes/riot-banshee.yaml",
             "scenarios/jinxes/mathematician-might.yaml", "scenarios/carousel"]
"""Scenario files (or folders of them) run against the compiled build: asked decisions,
refused choices and expectations go through the compiled engine."""


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


@pytest.fixture(scope="module")
def compiled_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The compiled wheel, built from a copy of the source and installed in a folder of its
    own (to put first on PYTHONPATH)."""
    if _c_compiler() is None:
        pytest.skip("no C compiler here: a regular install falls back to pure Python")
    tmp = tmp_path_factory.mktemp("compiled")
    env = {k: v for k, v in os.environ.items() if k != "CLOCKTOWER_PURE"}
    _pip("wheel", ".", "--no-deps", "--no-build-isolation", "-w", str(tmp / "wheel"), cwd=_tree(tmp), env=env)
    (wheel,) = (tmp / "wheel").glob("*.whl")
    assert not wheel.name.endswith("-none-any.whl"), f"{wheel.name}: the engine was not compiled"
    _pip("install", "--no-deps", "--target", str(tmp / "site"), str(wheel), cwd=tmp)
    return tmp / "site"


def _run(site: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(site))
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True)


def test_setup_compiles_only_regular_builds() -> None:
    setup = _setup_py()
    assert setup.compiles(["bdist_wheel", "--dist-dir", "x"], {})
    assert setup.compiles(["build_ext", "--inplace"], {})
    assert not setup.compiles(["editable_wheel", "--dist-info-dir", "x"], {})  # pip install -e
    assert not setup.compiles(["develop"], {})
    assert not setup.compiles(["egg_info"], {})  # metadata only
    assert not setup.compiles(["dist_info"], {})
    assert not setup.compiles(["bdist_wheel"], {"CLOCKTOWER_PURE": "1"})
    assert setup.compiles(["bdist_wheel"], {"CLOCKTOWER_PURE": "0"})
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


def test_scenarios_hold_against_the_compiled_build(compiled_site: Path) -> None:
    files = [str(p) for entry in SCENARIOS
             for p in (sorted((ROOT / entry).glob("*.yaml")) if (ROOT / entry).is_dir() else [ROOT / entry])]
    assert len(files) > 10
    result = _run(compiled_site, "-c", "from clocktower.cli import main; main()", "scenario", *files)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert " 0 failed" in result.stdout


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
