"""Sage: If the Demon kills you, you learn that it is 1 of 2 players."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from typing import TYPE_CHECKING

from ...characters import Team
from ...game.info import inform
from ...game.registration import World
from ...game.state import DEMON, Seat
from ..base import Ability, jinxed, register

if TYPE_CHECKING:
    from ...game.engine import Game

KILLED = "killed"  # (night, the killing Demon's seat)


class Sage(Ability):
    """Killed by a Demon's ability at night (cause DEMON from a Demon character's ability),
    the Sage, sober and healthy when killed, wakes at its place that night and is shown two
    other players (``info.sage``), one of them the player who killed it. A drunk or poisoned
    Sage is still woken and may be shown any pair; under the Vortox, a pair without the
    killer. A Sage killed by day, or by anything else, learns nothing. Recluse jinx: a pair
    holding a Recluse that registers as a Demon counts as holding the killer."""

    id = "sage"
    works_when_dead = True  # it acts only once dead

    def on_death(self, game: Game, seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is not self.holder or cause != DEMON or source is None or source.holder is None:
            return
        if source.character.team is not Team.DEMON or not game.phase.startswith("night"):
            return
        self.state[KILLED] = (game.night_no, source.holder.index, not game.impaired(seat))

    def use_without_dying(self, game: Game, demon: Ability) -> None:
        """Riot/Leviathan jinx: chosen by the Demon at night, the Sage is woken at once and
        shown two players, one of them that Demon, and does not die."""
        holder, killer = self.holder, demon.holder
        if holder is None or killer is None or self.fake:
            return
        self.state[KILLED] = (game.night_no, killer.index, not game.impaired(holder))
        game.wake(self, -1)

    def wakes(self, game: Game, first: bool) -> bool:
        killed = self.state.get(KILLED)
        return killed is not None and killed[0] == game.night_no and not self.fake

    def night(self, game: Game) -> None:
        _, killer, sober = self.state.pop(KILLED)
        holder = self.holder
        others = [s.index for s in game.seats if holder is None or s.index != holder.index]
        pairs = list(combinations(others, 2))
        if not pairs:
            return

        # Jinx (Recluse): "The Recluse might register as the Demon to the Sage".
        recluses = {r.index for r in game.seats if r.character.id == "recluse"} \
            if jinxed(game, self.id, "recluse") else set()

        def truth(world: World) -> Iterable[tuple[int, int]]:
            return [p for p in pairs if killer in p
                    or any(i in recluses and world.character(i).team is Team.DEMON for i in p)]

        mode = None if sober else "arbitrary"
        inform(game, self, self.id, truth, pairs, plain_first=True, mode=mode)


register(Sage)
