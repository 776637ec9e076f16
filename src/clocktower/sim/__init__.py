"""Simulation: many seeded games with automated players, and what they add up to."""

from .runner import GameResult, SimSummary, play_one, simulate

__all__ = ["GameResult", "SimSummary", "play_one", "simulate"]
