"""Exorcist: Each night*, choose a player (different to last night): the Demon, if chosen,
learns who you are then doesn't wake tonight."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.state import Seat
from ..shared.trap import Trap, note_nomination
from ..base import Ability, jinxed, register
from ...game.eventkinds import declare

declare("exorcist", "{audience} learns the Exorcist, {target}, chose them.", ["target"])

if TYPE_CHECKING:
    from ...game.engine import Game

LAST = "last"  # the player chosen the night before
BLOCKED = "blocked"  # (night, seat): the Demon kept asleep tonight
CHOSEN = "chosen"  # (night, seat): the player a functioning Exorcist chose


class Exorcist(Trap):
    """Each night but the first, any player but the one it chose the night before (decision
    ``exorcist``). When the Exorcist functions and the chosen player is the Demon (its true
    character; registration does not decide whom an effect falls on), the Demon is told who
    the Exorcist is (event ``exorcist``, the Exorcist as ``target``) and none of its Demon abilities wake tonight; a
    player who is not the Demon learns nothing."""

    id = "exorcist"
    marked_player = "the Exorcist-chosen player"
    riot_deaths = True

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        last = self.state.get(LAST) if self.state.get("night") == game.night_no - 1 else None
        options = [s.index for s in game.seats if s.index != last]
        if not options:
            return
        target = self.choose(game, options, "Choose a player (not last night's): if the Demon, it doesn't wake.")
        self.state[LAST], self.state["night"] = target, game.night_no
        chosen = game.seats[target]
        if game.functioning(self):
            self.state[CHOSEN] = (game.night_no, target)
        if not game.functioning(self) or chosen.team is not Team.DEMON or self.holder is None:
            return
        self.state[BLOCKED] = (game.night_no, target)
        self.fired(game, "the Demon doesn't wake", demon=target)
        game.tell(chosen, "exorcist", target=self.holder.index)

    def keeps_asleep(self, game: "Game", ability: Ability) -> bool:
        blocked = self.state.get(BLOCKED)
        return (blocked is not None and blocked[0] == game.night_no and ability.holder is not None
                and ability.holder.index == blocked[1] and ability.character.team is Team.DEMON)

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        chosen = self.state.get(CHOSEN)
        if chosen is None or chosen[0] != game.day_no:
            return
        for demon in ("riot", "leviathan"):  # "If <Demon> nominates and executes the Exorcist-chosen player"
            if jinxed(game, self.id, demon):
                note_nomination(game, self, nominator, nominee, demon, chosen[1])


register(Exorcist)
