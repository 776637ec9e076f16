"""How a random Demon player leans when it picks whom to kill (weights for the bots)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:
    from ..base import Ability
    from ...game.engine import Game


def kill_weights(game: "Game", demon: "Ability", options: Sequence[Any], *,
                 teammate: float = 0.05, dead: float = 0.05, nobody: float = 0.0) -> list[float]:
    """Weights over seat options (and None): mostly living players outside the evil team the
    Demon knows of; itself almost never, its known Minions and the dead rarely."""
    me = demon.seat_index
    friends = set(demon.holder.knows.get("evil", ())) if demon.holder is not None else set()
    if not any(s.alive and s.index != me and s.index not in friends for s in game.seats):
        teammate = 1.0  # only the evil team is left: kill Minions to reach the final two
    weights = []
    for option in options:
        if option is None:
            weights.append(nobody)
        elif option == me:
            weights.append(0.01)
        elif not game.seats[option].alive:
            weights.append(dead)
        elif option in friends:
            weights.append(teammate)
        else:
            weights.append(1.0)
    return weights
