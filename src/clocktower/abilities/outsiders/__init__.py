"""Outsiders characters, one module each."""
