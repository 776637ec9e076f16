"""Loric characters, one module each: rules of the game the Storyteller holds."""
