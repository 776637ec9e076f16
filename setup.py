"""Compiles the engine's hot modules with mypyc (mypy's compiler) when asked.

pyproject.toml holds the package's configuration; this file only adds the compiled modules.
``pip install .`` installs pure Python (in well under a minute).
``CLOCKTOWER_COMPILE=1 pip install .`` compiles the engine (several minutes on 2 cores,
about three times the games per second): mypy becomes a build requirement, and the same .py
files ship beside the compiled modules and behave the same. Pure Python always:

- without ``CLOCKTOWER_COMPILE=1`` (or with ``CLOCKTOWER_PURE=1``);
- an editable install (``pip install -e .``: setuptools' ``editable_wheel``), so that an
  edited .py takes effect and no stale compiled module shadows it;
- when compiling fails (no C compiler, no mypy): a warning, and the install goes on.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, Mapping, Sequence

from setuptools import setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent
GROUPS: dict[str, list[str]] = {
    "clocktower": [
        "src/clocktower/game",  # the engine: every module of it
        "src/clocktower/characters.py",  # characters and their types, read everywhere
        "src/clocktower/agents/random.py",  # the random deciders of simulated games
        "src/clocktower/agents/preferences",  # their weights
        "src/clocktower/sim/invariants.py",  # what simulate checks and counts after every game
        "src/clocktower/sim/records.py",
    ],
    # the characters, a few teams to a library: gcc's time grows faster than a C file's length
    "clocktower_townsfolk": ["src/clocktower/abilities/townsfolk"],
    "clocktower_outsiders": ["src/clocktower/abilities/outsiders", "src/clocktower/abilities/fabled",
                             "src/clocktower/abilities/loric"],
    "clocktower_minions": ["src/clocktower/abilities/minions", "src/clocktower/abilities/__init__.py",
                           "src/clocktower/abilities/base.py", "src/clocktower/abilities/shared"],
    "clocktower_demons": ["src/clocktower/abilities/demons", "src/clocktower/abilities/travellers"],
}
"""What mypyc compiles, as shared libraries each built from its own C file: a directory
(every module in it) or a glob, relative to this directory."""
MYPY = "mypy>=2.4.1,<2.5"
"""The mypy (with its mypyc) the compiled build was tested with: a build requirement only
when compiling."""
BUILDS = {"bdist_wheel", "build", "build_ext", "install", "bdist"}
"""setup.py commands that build the package (not those that only write its metadata:
``egg_info``, ``dist_info``), where compiling is worth its minute or two."""


def wanted(environ: Mapping[str, str]) -> bool:
    """Whether the environment asks for the compiled engine (``CLOCKTOWER_COMPILE=1``, and
    no ``CLOCKTOWER_PURE=1``)."""
    if environ.get("CLOCKTOWER_PURE", "") not in ("", "0"):
        return False
    return environ.get("CLOCKTOWER_COMPILE", "").strip().lower() in ("1", "true", "yes", "on")


def compiles(argv: Sequence[str], environ: Mapping[str, str]) -> bool:
    """Whether setup.py run with ``argv`` (its commands) compiles the engine."""
    commands = set(argv)
    if not wanted(environ):
        return False
    if "editable_wheel" in commands or "develop" in commands:
        return False
    return bool(commands & BUILDS)


def sources(entries: Sequence[str]) -> list[str]:
    """The .py files ``entries`` (directories, files or globs) name, relative to this
    directory."""
    found: list[str] = []
    for entry in entries:
        path = HERE / entry
        files = sorted(path.rglob("*.py")) if path.is_dir() else sorted(HERE.glob(entry))
        found += [f.relative_to(HERE).as_posix() for f in files]
    return found


def _warn(message: str) -> None:
    print(f"clocktower: {message}; installing pure Python", file=sys.stderr)


def _forget_compiled() -> None:
    """Remove compiled modules an earlier build left in build/, which a pure build would
    otherwise copy into its wheel beside (and in front of) the .py files."""
    for found in HERE.glob("build/lib*/**/*"):
        if found.suffix in (".so", ".pyd"):
            found.unlink()


def _extensions() -> list[Any]:
    """The compiled modules to build, or none (pure Python)."""
    if not compiles(sys.argv[1:], os.environ):
        if set(sys.argv[1:]) & BUILDS:
            _forget_compiled()
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _warn("mypyc (mypy) is not installed")
        return []
    try:
        os.chdir(HERE)  # mypyc writes its C files to build/ here
        groups = [(sources(entries), name) for name, entries in GROUPS.items()]
        return list(mypycify([f for files, _ in groups for f in files], opt_level="3", separate=groups))
    except (Exception, SystemExit) as error:  # mypy reports type errors by exiting
        _warn(f"mypyc could not compile the engine ({error})")
        return []


class OptionalBuildExt(build_ext):  # type: ignore[misc]  # setuptools is untyped here
    """Builds the compiled modules if it can; otherwise leaves the package pure Python."""

    def finalize_options(self) -> None:
        super().finalize_options()
        if not self.parallel:  # the libraries compile side by side, one per core
            self.parallel = os.cpu_count() or 1

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # no C compiler, no Python headers...
            _warn(f"compiling failed ({error})")
            for output in self.get_outputs():  # no compiled module may shadow its .py file
                Path(output).unlink(missing_ok=True)
            self.extensions = list[Any]()
            self.distribution.ext_modules = []


if __name__ == "__main__":  # also when setuptools' build backend runs this file
    # setup_requires is what setuptools' build backend adds to the isolated build's
    # requirements (get_requires_for_build_wheel), so mypy is fetched only to compile.
    setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt},
          setup_requires=[MYPY] if wanted(os.environ) else [])
