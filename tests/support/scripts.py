"""The scripts tests play on."""

from __future__ import annotations

from clocktower.script import load_script

TINY = [{"id": "_meta", "name": "Tiny"}, "noble", "monk", "soldier", "recluse", "drunk", "assassin", "ojo"]
"""A tiny script (as JSON data) of characters the engine implements."""

UNTITLED = load_script("untitled-almanac")
FOR = load_script("fall-of-rome")
