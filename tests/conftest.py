"""Shared fixtures."""

from __future__ import annotations

import pytest

from clocktower.script import Script, parse_script

from .support.scripts import TINY


@pytest.fixture
def tiny() -> Script:
    """A small script of characters the engine implements."""
    return parse_script(TINY, "tiny")
