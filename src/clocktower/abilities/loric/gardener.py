"""Gardener (Loric): The Storyteller assigns all players' characters.

Every setup in the engine is the Storyteller's assignment: a hand-made setup (a setup
file, a scenario's seats) seats exactly the characters given, and a random one is the
Storyteller's random choice; nobody draws from a bag. Nothing else changes in play.
"""

from __future__ import annotations

from ..base import Ability, register


class Gardener(Ability):
    """The characters were assigned by the Storyteller (the setup as given)."""

    id = "gardener"


register(Gardener)
