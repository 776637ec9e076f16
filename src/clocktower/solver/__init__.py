"""The solver: what one seat can conclude from what it knows (``Knowledge``, read from
its view), as weighed worlds and per-player chances (``solve``)."""

from .knowledge import Info, Knowledge
from .solve import Solution, World, public_knowledge, solve

__all__ = ["Info", "Knowledge", "Solution", "World", "public_knowledge", "solve"]
