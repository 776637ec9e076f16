"""Philosopher: Once per game, at night, choose a good character: gain that ability. If this
character is in play, they are drunk."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ...characters import Team
from ...game.state import DRUNK, STORYTELLER, Effect
from .. import implemented
from ..shared.teams import script_ids
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

GOOD_TYPES: Final = (Team.TOWNSFOLK, Team.OUTSIDER)


class Philosopher(Ability):
    """Once per game gains a Townsfolk or Outsider ability (a separate Ability, granted by
    this one); every player of that character is drunk while the Philosopher functions.

    Choosing uses the ability (``state["used"]``, not ``spent``: the drunkenness lasts
    while *this* ability functions, so it must stay unspent). Drunk or poisoned when
    choosing, the Philosopher gains a fake copy: it wakes, nothing works, nobody is drunk.
    """

    id = "philosopher"

    def wakes(self, game: "Game", first: bool) -> bool:
        self._sync(game)
        return not self.state.get("used") and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        options: list[Any] = [None, *(cid for cid in script_ids(game.script, GOOD_TYPES)
                                      if cid != self.id and implemented(cid))]
        choice = self.choose(game, options, "Choose a good character to gain its ability, or nobody.")
        if choice is None:
            return
        works = game.functioning(self)
        self.state["used"] = True
        game.log("ability-used", STORYTELLER, seat=self.seat_index, ability=self.id, chose=choice,
                 works=works)
        game.grant(self.holder, game.script.by_id[choice], fake=not works, granted_by=self)
        if works:
            self.state["chosen"] = choice
            self._sync(game)

    def day_action(self, game: "Game") -> None:
        self._sync(game)

    def _sync(self, game: "Game") -> None:
        """Make every player of the chosen character drunk (while this ability functions),
        including one who became that character after the choice."""
        chosen = self.state.get("chosen")
        if chosen is None or self.holder is None:
            return
        for seat in game.in_play(chosen):
            if seat is self.holder:
                continue
            if not any(e.source is self and e.kind == DRUNK for e in seat.effects):
                game.add_effect(Effect(DRUNK, seat.index, self, while_source=True))

    def on_revived(self, game: "Game") -> None:
        super().on_revived(game)
        self.state.pop("used", None)


register(Philosopher)
