"""Minions characters, one module each."""
