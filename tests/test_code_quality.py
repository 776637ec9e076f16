"""The code stays typed and clean: mypy --strict and ruff (with the project's rule set) pass."""

from __future__ import annotations

import subprocess
import sys
from importlib.util import find_spec
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


@pytest.mark.skipif(find_spec("mypy") is None, reason="mypy is not installed (pip install -e '.[test]')")
def test_the_package_type_checks_strictly() -> None:
    result = _run("mypy", "src/clocktower")  # pyproject.toml sets strict = true
    assert result.returncode == 0, result.stdout[-3000:]


@pytest.mark.skipif(find_spec("ruff") is None, reason="ruff is not installed (pip install -e '.[test]')")
def test_ruff_finds_nothing() -> None:
    result = _run("ruff", "check", "src", "tests", "tools", "benchmarks")
    assert result.returncode == 0, result.stdout[-3000:]


def test_no_code_compares_methods_by_their_func() -> None:
    """Compiled methods have no ``__func__``: whether a class has its own method is asked
    through ``game.ability.overrides``, which works for both builds."""
    found = [f"{path.relative_to(ROOT)}:{n}" for path in sorted((ROOT / "src").rglob("*.py"))
             for n, line in enumerate(path.read_text().splitlines(), 1)
             if ".__func__" in line or '"__func__"' in line]
    assert found == []


def test_character_classes_carry_no_class_decorator_so_they_compile_as_native_classes() -> None:
    """mypyc compiles a class with a decorator as a plain Python class, which may not extend
    the compiled ``Ability``: characters register with ``register(Monk)`` after the class."""
    import ast

    found = [f"{path.relative_to(ROOT)}:{node.lineno} {node.name}"
             for path in sorted((ROOT / "src/clocktower/abilities").rglob("*.py"))
             for node in ast.walk(ast.parse(path.read_text()))
             if isinstance(node, ast.ClassDef) and node.decorator_list
             and not all(isinstance(d, ast.Name) and d.id == "dataclass"
                         or isinstance(d, ast.Call) and getattr(d.func, "id", "") == "dataclass"
                         for d in node.decorator_list)]
    assert found == []


def test_every_character_module_registers_the_characters_it_defines() -> None:
    from clocktower.abilities import load_all
    from clocktower.game.ability import REGISTRY, Ability

    load_all()
    defined = {cls for name, module in list(sys.modules.items()) if name.startswith("clocktower.abilities.")
               for cls in vars(module).values()
               if isinstance(cls, type) and issubclass(cls, Ability) and cls.__module__ == name and cls.id}
    assert defined and sorted(c.__name__ for c in defined - set(REGISTRY.values())) == []
