"""Hatter: If you died today or tonight, the Minion & Demon players may choose new Minion &
Demon characters to be."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import STORYTELLER, Seat
from .. import implemented
from ...game.hooks import WORKING
from ..base import Ability, register
from ..demons.leviathan import Leviathan, leviathan_too_late

if TYPE_CHECKING:
    from ...game.engine import Game

PARTY = "tea party"  # the night of the tea party


@register
class Hatter(Ability):
    """When the Hatter dies while not drunk or poisoned, the tea party is that night (a
    death by day: the night after). At the Hatter's place then, each Minion and Demon player,
    alive or dead, in seat order, may choose a character of their own type that nobody is
    (``hatter``; None keeps theirs) and is told their new character. Leviathan jinx: the
    Leviathan may not be chosen after day 5."""

    id = "hatter"
    reach = {"on_death": WORKING}
    works_when_dead = True
    storyteller_step = True

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is not self.holder:
            return
        night = game.night_no if game.phase.startswith("night") else game.night_no + 1
        self.state[PARTY] = night
        game.log("reminder", STORYTELLER, seat=seat.index, reminder="Tea Party Tonight", ability=self.id)

    def wakes(self, game: "Game", first: bool) -> bool:
        return self.state.get(PARTY) == game.night_no

    def night(self, game: "Game") -> None:
        self.state.pop(PARTY, None)
        self.fired(game, "tea party")
        for seat in list(game.seats):
            team = seat.team
            if team not in (Team.MINION, Team.DEMON):
                continue
            taken = {s.character.id for s in game.seats} | {s.believes.id for s in game.seats}
            pool = [c.id for c in game.script.team(team) if c.id not in taken and implemented(c.id)
                    and not (c.id == Leviathan.id and leviathan_too_late(game, self.id))]
            if not pool:
                continue
            options: list[Any] = [None, *pool]
            new = game.ask(Decision(self.id, seat.index, options,
                                    prompt=f"Choose a new {team.value} character to be (or keep yours)?"))
            if new is not None:
                game.change_character(seat, game.script.by_id[new])
