"""Demons characters, one module each."""
