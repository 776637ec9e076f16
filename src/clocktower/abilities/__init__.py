"""Character behaviour, one module per character, grouped by team.

The engine finds a character's behaviour through its registry (``game.ability``): it loads
this package by name and calls ``load_all``, which imports every character module so each
registers itself. ``ability_class(id)`` and ``implemented(id)`` are the registry's.
"""

from __future__ import annotations

import importlib
import pkgutil

from ..game.ability import REGISTRY, Ability, ability_class, implemented, register

TEAMS = ("townsfolk", "outsiders", "minions", "demons", "travellers", "fabled", "loric")
"""The sub-packages, one per character type."""


def load_all() -> None:
    """Import every character module, so each registers itself."""
    for sub in TEAMS:
        package = importlib.import_module(f"{__name__}.{sub}")
        for info in pkgutil.iter_modules(package.__path__):
            importlib.import_module(f"{package.__name__}.{info.name}")


__all__ = ["REGISTRY", "Ability", "ability_class", "implemented", "load_all", "register"]
