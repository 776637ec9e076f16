"""The game: grimoire state, phases, decisions, information, deaths and the log.

Read ``engine.py`` first: it holds the whole turn of a game, phase by phase.
"""
