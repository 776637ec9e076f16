"""The Twins (Fall of Rome): You start knowing a player: if either of you are executed, all
Townsfolk are drunk until dusk tomorrow."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...characters import Team
from ...game.info import inform
from ...game.registration import World
from ...game.state import DRUNK, EXECUTION, STORYTELLER, Effect, Seat
from ..base import Ability, register
from ...game.eventkinds import declare

declare("twins-triggered", "The Twins trigger: {seat} executed {executed}.")

if TYPE_CHECKING:
    from ...game.engine import Game

REMUS = "remus"
TRIGGERED = "triggered_day"
EFFECT_TARGET = "townsfolk drunk"
JUDGED = "judged"  # seat -> (character then, registered as a Townsfolk then)


class TheTwins(Ability):
    """Romulus. On its first night the Storyteller shows it Remus (any other player, never
    woken; the shown player *is* Remus, so the decision is ``info.for_thetwins``). When The
    Twins or Remus is executed (dying of it or not; The Twins' own execution counts, judged
    just before they die), that night at The Twins' place every Townsfolk is drunk until
    dusk the next day: one effect on every seat, holding on those who register as a Townsfolk
    then (the Storyteller decides for a Spartacus who claimed), and on a player who becomes a
    Townsfolk while it lasts (not one who stops being one). It needs The Twins sober and healthy, and alive when Remus is executed.
    Remus is forgotten when The Twins die."""

    id = "for_thetwins"

    def wakes(self, game: "Game", first: bool) -> bool:
        if first or self.nights == 0:
            return super().wakes(game, first)
        return self.state.get(TRIGGERED) == game.night_no - 1

    def night(self, game: "Game") -> None:
        if self.nights == 1 and self.holder is not None and REMUS not in self.state:
            self._show_remus(game)
        if self.state.get(TRIGGERED) != game.night_no - 1:
            return
        self.state.pop(TRIGGERED, None)
        game.log("reminder", STORYTELLER, seat=self.seat_index, reminder="Townsfolk drunk", ability=self.id)
        # Who is "a Townsfolk" is how they register now (a Spartacus who claimed may), as for
        # the Winemaker, the Glykon and the Augur; a character change later re-judges the seat.
        self.state[JUDGED] = {
            seat.index: (seat.character.id,
                         game.registers_as(seat, lambda p: p.team is Team.TOWNSFOLK, "a Townsfolk"))
            for seat in game.seats}
        for seat in game.seats:
            game.add_effect(Effect(DRUNK, seat.index, self, until=("dusk", game.night_no), data=EFFECT_TARGET))

    def _show_remus(self, game: "Game") -> None:
        others = self.others(game)
        if not others:
            return

        def truth(world: World) -> Iterable[int]:
            return others  # the Storyteller's choice is Remus: every player is true

        remus = inform(game, self, self.id, truth, others)
        self.state[REMUS] = remus
        game.log("reminder", STORYTELLER, seat=remus, reminder="Remus", ability=self.id)

    def sustains(self, game: "Game", effect: Effect) -> bool:
        if effect.data != EFFECT_TARGET:
            return True
        seat = game.seats[effect.target]
        judged = self.state.get(JUDGED, {}).get(seat.index)
        if judged is not None and judged[0] == seat.character.id:
            return bool(judged[1])
        return seat.team is Team.TOWNSFOLK  # a new character since: its type

    def _trigger(self, game: "Game", executed: Seat) -> None:
        self.state[TRIGGERED] = game.day_no
        game.log("twins-triggered", STORYTELLER, seat=self.seat_index, executed=executed.index)

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is not self.holder:
            return
        # The Twins' own execution counts although it kills them: judged as it happens.
        if cause == EXECUTION and not self.fake and not game.impaired(seat):
            self._trigger(game, seat)
        if self.state.get(REMUS) is not None:
            game.log("reminder-removed", STORYTELLER, seat=self.seat_index, reminder="Remus", ability=self.id)
        self.state[REMUS] = None

    def on_execution(self, game: "Game", seat: Seat, died: bool) -> None:
        if self.state.get(TRIGGERED) == game.day_no:
            return
        holder = self.holder
        if seat is holder and not died and seat.alive and game.functioning(self):
            self._trigger(game, seat)
        elif seat is not holder and self.state.get(REMUS) == seat.index and game.functioning(self):
            self._trigger(game, seat)

    def on_revived(self, game: "Game") -> None:
        remus = self.state.get(REMUS)
        super().on_revived(game)
        self.nights = 1  # Remus is not chosen again; the REMUS token stays removed
        self.state[REMUS] = remus


register(TheTwins)
