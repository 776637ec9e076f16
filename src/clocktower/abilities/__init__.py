"""Character behaviour, one module per character, grouped by team.

``ability_class(id)`` finds the class registered for a character id;
``implemented(id)`` says whether a character's behaviour exists.
"""

from __future__ import annotations

import importlib
import pkgutil

from .base import REGISTRY, Ability, register

_loaded = False


def _load_all() -> None:
    """Import every character module once, so each registers itself."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for sub in ("townsfolk", "outsiders", "minions", "demons", "travellers", "fabled", "loric"):
        package = importlib.import_module(f"{__name__}.{sub}")
        for info in pkgutil.iter_modules(package.__path__):
            importlib.import_module(f"{package.__name__}.{info.name}")


def ability_class(character_id: str) -> type[Ability] | None:
    """The behaviour registered for ``character_id``, or None if not implemented."""
    _load_all()
    return REGISTRY.get(character_id)


def implemented(character_id: str) -> bool:
    """Whether ``character_id`` has behaviour in the engine."""
    return ability_class(character_id) is not None


__all__ = ["Ability", "ability_class", "implemented", "register"]
