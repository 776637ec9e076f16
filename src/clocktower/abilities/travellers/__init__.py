"""Travellers characters, one module each."""
