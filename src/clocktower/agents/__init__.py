"""Deciders: random bots, scripted answers for tests, and a person at the terminal."""
