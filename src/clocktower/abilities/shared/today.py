"""Who was what today, for abilities that learn at night about the day's votes and
nominations (Flowergirl, Town Crier).

The characters players had when the day's nominations began are noted (``remember``, at
each nomination); at night a seat counts as the character it had then, and as it
registers now when it has not changed since (so misregistration still applies).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.registration import World

if TYPE_CHECKING:
    from ...game.engine import Game
    from ..base import Ability

TODAY = "today"  # (day number, {seat: character id})


def remember(game: Game, ability: Ability) -> None:
    """Note every seat's character, once a day (at the day's first nomination)."""
    noted = ability.state.get(TODAY)
    if noted is None or noted[0] != game.day_no:
        ability.state[TODAY] = (game.day_no, {s.index: s.character.id for s in game.seats})


def team_today(game: Game, ability: Ability, world: World, seat: int) -> Team:
    """The character type ``seat`` counts as for what it did today (see the module)."""
    noted = ability.state.get(TODAY)
    if noted is not None and noted[0] == game.day_no and seat in noted[1]:
        then = noted[1][seat]
        if then != game.seats[seat].character.id:
            from ...script import character

            by_id = game.script.by_id
            return (by_id[then] if then in by_id else character(then)).team
    return world.team(seat)


def today_events(game: Game, kind: str) -> list[dict[str, object]]:
    """The data of today's public events of ``kind`` (today: the day before this night)."""
    phase = f"day {game.day_no}"
    return [e.data for e in game.events if e.kind == kind and e.phase == phase]
