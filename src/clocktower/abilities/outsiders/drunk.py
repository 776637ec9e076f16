"""Drunk: You do not know you are the Drunk. You think you are a Townsfolk character, but
you are not.

The engine deals the Drunk a believed Townsfolk at setup and gives the seat a *fake* copy of
that Townsfolk's ability: it wakes and chooses as that Townsfolk, but never works, and its
information is arbitrary.
"""

from __future__ import annotations

from ..base import Ability, register


@register
class Drunk(Ability):
    """No ability of its own; setup hides it behind a Townsfolk token."""

    id = "drunk"
    believes_townsfolk = True
