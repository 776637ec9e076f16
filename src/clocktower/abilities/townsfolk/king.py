"""King: Each night, if the dead equal or outnumber the living, you learn 1 alive character.
The Demon knows you are the King."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...characters import Team
from ...game.eventkinds import declare
from ...game.info import inform
from ...game.registration import World
from ..base import Ability, jinxed, register

if TYPE_CHECKING:
    from ...game.engine import Game

declare("king-known", "{audience} learns that {king} is the King.", ["king"])


class King(Ability):
    """First night: every Demon is shown the King (``king-known``), whatever the King's
    state: it is the Demon who learns it. Each later night, with at least as many dead as
    living players (Riot and Leviathan jinxes: at least one dead, that Demon in play), the King learns a character a living
    player registers as (``info.king``)."""

    id = "king"

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return
        if game.night_no == 1 or self.nights == 1:
            for demon in game.seats:
                if demon.team is Team.DEMON and demon is not holder:
                    game.tell(demon, "king-known", king=holder.index)
            if game.night_no == 1:
                return
        dead = sum(1 for s in game.seats if not s.alive and not s.is_traveller)
        alive = sum(1 for s in game.seats if s.alive and not s.is_traveller)
        jinx = any(jinxed(game, self.id, demon) and any(s.character.id == demon for s in game.seats)
                   for demon in ("riot", "leviathan"))
        if not (dead >= alive or (jinx and dead >= 1)):
            return
        living = [s.index for s in game.seats if s.alive]
        tokens = [c.id for c in game.script.characters if c.team is not Team.TRAVELLER]
        tokens += [s.character.id for s in game.seats if s.character.id not in tokens]

        def truth(world: World) -> Iterable[str]:
            return {world.character(i).id for i in living}

        inform(game, self, self.id, truth, tokens, plain_first=True)


register(King)
