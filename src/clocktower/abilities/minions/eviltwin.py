"""Evil Twin: You & an opposing player know each other. If the good player is executed, evil
wins. Good can't win if you both live."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ...characters import EVIL, GOOD
from ...game.decisions import Decision
from ...game.state import STORYTELLER, Seat
from ..base import Ability, register
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("eviltwin.twin", "The Storyteller makes {answer} the Evil Twin's twin.",
                 by=BY_STORYTELLER, answers="player", owner="eviltwin")

declare("twin", "{audience} learns their twin: {twin}, the {character}.", ["twin", "character"])

if TYPE_CHECKING:
    from ...game.engine import Game

TWIN = "twin"  # the opposing player's seat index


class EvilTwin(Ability):
    """The Storyteller picks the twin (decision ``eviltwin.twin``): a non-Traveller player of
    the opposite alignment, in grimoire preparation (or when a player becomes the Evil Twin
    later). At its first wake each twin is shown the other and their character. While the
    Evil Twin functions: if the twin who is good is executed, evil wins; while both twins
    are truly alive, good cannot win (the game goes on with no Demon)."""

    id = "eviltwin"

    def prepare(self, game: Game) -> None:
        self._pick(game)

    def _pick(self, game: Game) -> Seat | None:
        holder = self.holder
        if holder is None or self.fake:
            return None
        if TWIN in self.state:
            return cast(Seat, game.seats[self.state[TWIN]])
        options = [s.index for s in game.seats if not s.is_traveller and s.alignment != holder.alignment]
        if not options:
            return None
        twin = game.ask(Decision("eviltwin.twin", STORYTELLER, options, about=holder.index,
                                 prompt=f"Who is {holder.name}'s (Evil Twin) twin?"))
        self.state[TWIN] = twin
        game.log("reminder", STORYTELLER, seat=twin, reminder="Twin", ability=self.id)
        return cast(Seat, game.seats[twin])

    def wakes(self, game: Game, first: bool) -> bool:
        return self.nights == 0 and not self.fake and super().wakes(game, first)

    def night(self, game: Game) -> None:
        holder = self.holder
        twin = self._pick(game)
        if holder is None or twin is None:
            return
        game.tell(holder, "twin", twin=twin.index, character=twin.character.id)
        game.tell(twin, "twin", twin=holder.index, character=holder.character.id)
        if holder.alignment == EVIL:
            holder.knows.setdefault("twin", twin.index)
            twin.knows.setdefault("twin", holder.index)  # the good twin knows its evil twin too
        self.fired(game, "twins meet", twin=twin.index)

    def _pair(self, game: Game) -> tuple[Seat, Seat] | None:
        holder = self.holder
        if holder is None or self.fake or TWIN not in self.state:
            return None
        return holder, game.seats[self.state[TWIN]]

    def on_execution(self, game: Game, seat: Seat, died: bool) -> None:
        pair = self._pair(game)
        if pair is None or seat not in pair or seat.alignment != GOOD or not game.functioning(self):
            return
        self.fired(game, "good twin executed", target=seat.index)
        game.win(EVIL, "the good twin was executed")

    def blocks_win(self, game: Game, alignment: str) -> bool:
        pair = self._pair(game)
        if alignment != GOOD or pair is None or not game.functioning(self):
            return False
        executed = game.executed_today
        if executed in pair and executed is not None and executed.alignment == GOOD \
                and game.phase.startswith("day"):
            return True  # the good twin's execution wins for evil (``on_execution``)
        if not all(game.lives(s) for s in pair):
            return False
        if not self.state.get("blocked"):
            self.state["blocked"] = True
            self.fired(game, "good can't win")
        return True


register(EvilTwin)
