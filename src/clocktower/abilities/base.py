"""The Ability base class and its registry, as character modules import them: both belong
to the engine (``clocktower.game.ability``); this module only names them for the
characters."""

from __future__ import annotations

from ..game.ability import (
    NO_CHANGE, REGISTRY, TRAVELLER_GOOD, Ability, Delta, ability_class, implemented, jinxed, overrides,
    register,
)

__all__ = ["NO_CHANGE", "REGISTRY", "TRAVELLER_GOOD", "Ability", "Delta", "ability_class", "implemented",
           "jinxed", "overrides", "register"]
