"""The error hierarchy: every error a user can cause is a ``ClocktowerError``."""

from __future__ import annotations


class ClocktowerError(ValueError):
    """Base of every error caused by bad input; its message is one readable line."""


class ScriptError(ClocktowerError):
    """A script file or script reference that cannot be loaded."""


class SetupError(ClocktowerError):
    """A game that cannot be set up as asked (player count, seating, bag)."""


class IllegalChoice(ClocktowerError):
    """An answer to a decision that is not one of its legal options. Nothing changed."""


class ReplayDivergence(ClocktowerError):
    """A replayed log that does not reproduce the recorded game."""


class ScenarioError(ClocktowerError):
    """A scenario file that is malformed."""
