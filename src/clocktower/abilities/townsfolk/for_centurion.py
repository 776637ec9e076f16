"""Centurion (Fall of Rome): If you nominate & execute a living player, their team loses. You
are safe from the Demon. If you publicly claimed to be Spartacus today, you are drunk until
dawn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL, GOOD
from ...game.state import DRUNK, EXECUTION, PUBLIC, STORYTELLER, Effect, Seat
from ..base import Ability, register
from ...game.eventkinds import declare

declare("centurion-win", "{seat}'s Centurion ability ends the game: {loser} loses.", ["seat", "executed", "loser"])

if TYPE_CHECKING:
    from ...game.engine import Game

TEAM = "team"  # (day, executed seat, their alignment as the execution began)


class Centurion(Ability):
    """A player the holder nominated today while that player was alive, executed today, loses
    the game for their *team* (true alignment; misregistration is ignored), if the Centurion
    is sober and healthy at the execution. The execution is what counts, not the death (an
    Emperor's reprieve does not save the team), and the team is the one they had as it began
    (the first Hannibal to die turns good only as they die). A nomination the holder made
    earlier today, before becoming the Centurion (a Scholar's lecture), counts too, as the
    Scholar's tip warns. Safe from the Demon while functioning. Claiming Spartacus makes it drunk from that
    moment until dawn."""

    id = "for_centurion"

    def safe_from_demon(self, game: "Game", seat: Seat) -> bool:
        return seat is self.holder

    def on_spartacus_claim(self, game: "Game", seat: Seat) -> None:
        if seat is not self.holder or self.fake:
            return
        game.add_effect(Effect(DRUNK, seat.index, self, until=("dawn", game.day_no + 1)))
        game.log("reminder", STORYTELLER, seat=seat.index, reminder="Drunk", ability=self.id)

    def _nominated_today(self, game: "Game", seat: Seat) -> bool:
        """Whether the holder nominated ``seat`` today while ``seat`` was alive (read from
        the public record, so nominations made before gaining the ability count)."""
        holder = self.holder
        if holder is None or game.phase != f"day {game.day_no}":
            return False
        if holder.index not in game.today.nominators or seat.index not in game.today.nominees:
            return False  # no such nomination today: no need to read the record
        alive = True
        for event in game.events:
            data = event.data
            if event.kind == "death" and data.get("seat") == seat.index:
                alive = False
            elif event.kind == "revived" and data.get("seat") == seat.index:
                alive = True
            elif (event.kind == "nomination" and event.phase == game.phase and alive
                  and data.get("nominator") == holder.index and data.get("nominee") == seat.index):
                return True
        return False

    def before_execution(self, game: "Game", seat: Seat) -> None:
        # The team as the execution begins: dying may change it (the first Hannibal to die
        # turns good), and other abilities may react to the death first.
        self.state[TEAM] = (game.day_no, seat.index, seat.alignment)

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        # Judged as the execution kills, before the engine's own win checks for that death.
        if cause == EXECUTION and self._nominated_today(game, seat):
            self._end_game(game, seat)

    def on_execution(self, game: "Game", seat: Seat, died: bool) -> None:
        if not died and seat.alive and self._nominated_today(game, seat):
            self._end_game(game, seat)

    def _end_game(self, game: "Game", seat: Seat) -> None:
        if not game.functioning(self):
            game.log("ability-failed", STORYTELLER, seat=self.seat_index, ability=self.id,
                     executed=seat.index)
            return
        recorded = self.state.get(TEAM)
        loser = recorded[2] if recorded and recorded[:2] == (game.day_no, seat.index) else seat.alignment
        game.log("centurion-win", PUBLIC, seat=self.seat_index, executed=seat.index, loser=loser)
        game.win(GOOD if loser == EVIL else EVIL,
                 f"the Centurion's nominee was executed: the {loser} team loses")


register(Centurion)
