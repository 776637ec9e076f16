"""Compiles the engine's hot modules with mypyc (mypy's compiler) for a regular install.

pyproject.toml holds the package's configuration; this file only adds the compiled modules.
``pip install .`` and wheels get them (about 1.5x the games per second); the same .py files
ship beside them, and behave the same. Pure Python instead, always:

- an editable install (``pip install -e .``: setuptools' ``editable_wheel``), so that an
  edited .py takes effect and no stale compiled module shadows it;
- ``CLOCKTOWER_PURE=1`` in the environment;
- when compiling fails (no C compiler, no mypy): a warning, and the install goes on.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).parent
COMPILED = [
    "src/clocktower/game",  # the engine: every module of it
    "src/clocktower/agents/random.py",  # the random deciders of simulated games
    "src/clocktower/agents/preferences",  # their weights
]
"""What mypyc compiles (directories: every module in them)."""
BUILDS = {"bdist_wheel", "build", "build_ext", "install", "bdist"}
"""setup.py commands that build the package (not metadata: ``egg_info``, ``dist_info``)."""


def _warn(message: str) -> None:
    print(f"clocktower: {message}; installing pure Python", file=sys.stderr)


def _sources() -> list[str]:
    found: list[str] = []
    for entry in COMPILED:
        path = HERE / entry
        files = sorted(path.rglob("*.py")) if path.is_dir() else [path]
        found += [str(f.relative_to(HERE)) for f in files]
    return found


def _compiled() -> list:  # type: ignore[type-arg]
    """The extension modules to build, or none (pure Python)."""
    commands = set(sys.argv[1:])
    if os.environ.get("CLOCKTOWER_PURE", "") not in ("", "0"):
        return []
    if "editable_wheel" in commands or "develop" in commands or not commands & BUILDS:
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _warn("mypyc is not installed")
        return []
    try:
        return mypycify(_sources(), opt_level="3", group_name="clocktower")  # type: ignore[no-any-return]
    except (Exception, SystemExit) as error:  # mypy reports type errors by exiting
        _warn(f"mypyc could not compile the engine ({error})")
        return []


class OptionalBuildExt(build_ext):
    """Builds the compiled modules if it can; otherwise leaves the package pure Python."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # no C compiler, missing headers...
            _warn(f"compiling failed ({error})")
            self._discard()

    def _discard(self) -> None:
        """Remove whatever was built, so that no compiled module shadows its .py file."""
        for output in self.get_outputs():
            Path(output).unlink(missing_ok=True)
        self.extensions = []
        self.distribution.ext_modules = []

    def get_outputs(self) -> list[str]:
        return [] if not self.extensions else super().get_outputs()


setup(ext_modules=_compiled(), cmdclass={"build_ext": OptionalBuildExt})
