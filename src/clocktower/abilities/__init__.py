"""Character behaviour, one module per character, grouped by team.

The engine finds a character's behaviour through its registry (``game.ability``): it loads
this package by name and calls ``load_one(id)``, which imports the module of that one
character (a character's module is named by its id: ``townsfolk/monk.py`` holds the Monk), or
``load_all``, which imports every character module; each registers itself.
``ability_class(id)`` and ``implemented(id)`` are the registry's.
"""

from __future__ import annotations

import importlib
import pkgutil

from ..game.ability import REGISTRY, Ability, ability_class, implemented, register

TEAMS = ("townsfolk", "outsiders", "minions", "demons", "travellers", "fabled", "loric")
"""The sub-packages, one per character type."""


_WHERE: dict[str, str] = {}
"""Each character module's name -> its package (read from the team folders once)."""


def _where() -> dict[str, str]:
    if not _WHERE:
        for sub in TEAMS:
            package = importlib.import_module(f"{__name__}.{sub}")
            for info in pkgutil.iter_modules(package.__path__):
                if not info.name.startswith("_"):
                    _WHERE.setdefault(info.name, package.__name__)
    return _WHERE


def load_one(character_id: str) -> None:
    """Import the module of the character ``character_id``, if one has its name."""
    package = _where().get(character_id)
    if package is not None:
        importlib.import_module(f"{package}.{character_id}")


def load_all() -> None:
    """Import every character module, so each registers itself."""
    for sub in TEAMS:
        package = importlib.import_module(f"{__name__}.{sub}")
        for info in pkgutil.iter_modules(package.__path__):
            importlib.import_module(f"{package.__name__}.{info.name}")


__all__ = ["REGISTRY", "Ability", "ability_class", "implemented", "load_all", "load_one", "register"]
