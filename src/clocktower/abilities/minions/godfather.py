"""Godfather: You start knowing which Outsiders are in play. If 1 died today, choose a player
tonight: they die. [-1 or +1 Outsider]"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from typing import TYPE_CHECKING

from ...characters import Team
from ...game.info import inform
from ...game.registration import World
from ...game.state import ABILITY, STORYTELLER, Seat
from ..base import Ability, Delta, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Godfather(Ability):
    """Setup: one Outsider more or one fewer (one fewer only when there is one). On its first
    wake, learns the Outsider characters in play (decision ``info.godfather``: a sorted tuple
    of ids, as they register; the Drunk counts). Whenever a player registering as an Outsider
    dies by day (any cause), a DIED TODAY reminder: that night the Godfather wakes and chooses
    any player (decision ``godfather``): they die (cause ability). One kill however many
    Outsiders died; Outsiders dying at night do not count."""

    id = "godfather"

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        """[-1 or +1 Outsider]."""
        plus: Delta = (-1, 1, 0, 0)
        return [(1, -1, 0, 0), plus] if counts[1] > 0 else [plus]

    def wakes(self, game: Game, first: bool) -> bool:
        if not super().wakes(game, first):
            return False
        return not self.state.get("learned") or self.state.get("died_today") == game.night_no - 1

    def night(self, game: Game) -> None:
        if not self.state.get("learned"):
            self.state["learned"] = True
            self._learn(game)
        if self.state.get("died_today") != game.night_no - 1 or game.night_no == 1:
            return
        options = [s.index for s in game.seats]
        target = self.choose(game, options, "An Outsider died today: choose a player, they die.")
        if game.functioning(self):
            game.kill(game.seats[target], ABILITY, self)

    def _learn(self, game: Game) -> None:
        """Show the character tokens of every Outsider in play."""
        ids = {c.id for c in game.script.team(Team.OUTSIDER)}
        ids |= {s.character.id for s in game.seats if s.team is Team.OUTSIDER}
        for seat in game.seats:
            ids |= {p.character.id for p in game.personas(seat) if p.team is Team.OUTSIDER}
        pool = sorted(ids)
        everything = [combo for k in range(len(pool) + 1) for combo in combinations(pool, k)]

        def truth(world: World) -> Iterable[tuple[str, ...]]:
            return [tuple(sorted({world.character(s).id for s in game.seats
                                  if world.team(s) is Team.OUTSIDER}))]

        inform(game, self, "godfather", truth, everything)

    def on_death(self, game: Game, seat: Seat, cause: str, source: Ability | None) -> None:
        if not game.phase.startswith(("day", "dusk")) or seat.is_traveller:
            return
        holder = self.holder
        if holder is not None and not (holder.alive or game.keeps_ability(holder)):
            return
        if self.state.get("died_today") == game.day_no:
            return
        if game.registers_as(seat, lambda p: p.team is Team.OUTSIDER, "an Outsider"):
            self.state["died_today"] = game.day_no
            game.log("reminder", STORYTELLER, seat=seat.index, reminder="Died Today", ability=self.id)


register(Godfather)
