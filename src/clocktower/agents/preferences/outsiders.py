"""Bot preferences for outsiders decisions (see ``clocktower.agents.preferences``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL, Team
from . import Weights, chance, friends_of, now_and_then, prefers

if TYPE_CHECKING:
    from ...game.decisions import Decision
    from ...game.engine import Game
    from ...game.state import Seat


DEATH_CHANCE = 0.08
"""How often the random Storyteller kills the Tinker at each chance."""


@prefers("tinker.die")
def tinker_die(game: "Game", d: "Decision") -> Weights:
    """Now and then; never when it would end the game (the almanac's advice)."""
    assert d.about is not None
    seat = game.seats[d.about]
    others_alive = sum(1 for s in game.seats if s.alive and not s.is_traveller and s is not seat)
    return chance(0.0 if others_alive <= 2 else DEATH_CHANCE)


@prefers("plaguedoctor.minion")
def plaguedoctor_minion(game: "Game", d: "Decision") -> Weights:
    """Mostly a Minion not in play."""
    in_play = {s.character.id for s in game.seats}
    return [1.0 if m not in in_play else 0.5 for m in d.options]


@prefers("hatter")
def hatter(game: "Game", d: "Decision") -> Weights:
    """Mostly keep one's character at the tea party."""
    return now_and_then(d, 0.3)


@prefers("butler")
def butler(game: "Game", d: "Decision") -> Weights:
    """Mostly a living master."""
    return [1.0 if game.seats[i].alive else 0.2 for i in d.options]


@prefers("damsel")
def damsel(game: "Game", d: "Decision") -> Weights:
    """A Minion guesses the Damsel rarely."""
    return now_and_then(d, 0.05)


@prefers("klutz")
def klutz(game: "Game", d: "Decision") -> Weights:
    """A bot leans to players it trusts: its known evil team if evil, else players who
    claimed a Townsfolk today."""
    holder = game.seats[d.decider]
    if holder.knows.get("alignment") == EVIL:
        friends = set(holder.knows.get("evil", ()))
        return [5.0 if i in friends else 1.0 for i in d.options]
    by_id = game.script.by_id
    weights = []
    for i in d.options:
        claim = game.claims.get(i)
        weights.append(4.0 if claim in by_id and by_id[claim].team is Team.TOWNSFOLK else 1.0)
    return weights


@prefers("mutant.execute")
def mutant_execute(game: "Game", d: "Decision") -> Weights:
    """Mostly executed."""
    return (0.3, 0.7)


@prefers("puzzlemaster")
def puzzlemaster(game: "Game", d: "Decision") -> Weights:
    """Guess rarely on a given day."""
    return now_and_then(d, 0.08)


@prefers("moonchild")
def moonchild(game: "Game", d: "Decision") -> Weights:
    """An evil Moonchild rarely picks a known teammate."""
    holder = game.seats[d.decider]
    friends = friends_of(game, d.decider) if holder.is_evil else set()
    return [0.1 if i in friends else 1.0 for i in d.options]


def _sweetheart(game: "Game", seat: "Seat") -> float:
    """Almost always a living Townsfolk; an evil player now and then when evil is well
    ahead (Examples & Notes)."""
    if not seat.alive:
        return 0.02
    if seat.team is Team.TOWNSFOLK and not seat.is_evil:
        return 1.0
    living = [s for s in game.seats if s.alive and not s.is_traveller]
    evil = sum(1 for s in living if s.is_evil)
    ahead = evil * 2 >= len(living) - 1
    if seat.is_evil:
        return 0.5 if ahead else 0.02
    return 0.2


@prefers("sweetheart.drunk")
def sweetheart_drunk(game: "Game", d: "Decision") -> Weights:
    """Who is drunk from the Sweetheart's death on."""
    return [_sweetheart(game, game.seats[i]) for i in d.options]


@prefers("politician.responsible")
def politician_responsible(game: "Game", d: "Decision") -> Weights:
    """Rarely judged most responsible."""
    return chance(0.15)


SWAP_CHANCE = 0.6
"""How often a random Demon swaps two characters after the Barber dies."""


@prefers("barber")
def barber(game: "Game", d: "Decision") -> Weights:
    """A bot Demon swaps now and then, mostly two players other than itself."""
    rest = len(d.options) - 1
    if not rest:
        return [1.0]
    raw = [0.2 if d.decider in p else 1.0 for p in d.options[1:]]
    total = sum(raw)
    return [1 - SWAP_CHANCE] + [SWAP_CHANCE * w / total for w in raw]
