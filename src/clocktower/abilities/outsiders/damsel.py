"""Damsel: All Minions know a Damsel is in play. If a Minion publicly guesses you (once),
your team loses."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...characters import EVIL, GOOD, Team
from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import POISONED, PUBLIC, STORYTELLER, Effect
from ..base import Ability, jinxed, register

if TYPE_CHECKING:
    from ...game.engine import Game

declare("damsel-known", "{audience} learns that a Damsel is in play.")
declare("damsel-guess", "{seat} (a Minion) publicly guesses that {target} is the Damsel.", ["seat", "target"])

GUESSED = "guessed"  # the Minion seats that used their guess


@register
class Damsel(Ability):
    """First night, at the Damsel's place: every Minion learns a Damsel is in play
    (``damsel-known``; a Minion who becomes one later is not told). Each day every Minion
    player, alive or dead, who has not guessed yet may publicly guess one other player
    (``damsel``; once per game each: docs/rulings.md). A guess naming this Damsel while it
    functions makes the Damsel's team lose. Spy and Widow jinxes: with either in play at
    setup, the Damsel is poisoned all game."""

    id = "damsel"
    storyteller_step = True

    def prepare(self, game: "Game") -> None:
        for evil in ("spy", "widow"):
            if jinxed(game, self.id, evil) and any(s.character.id == evil for s in game.seats):
                game.add_effect(Effect(POISONED, self.seat_index, self))  # type: ignore[arg-type]
                game.log("jinx", STORYTELLER, jinx=f"damsel-{evil}")
                return

    def night(self, game: "Game") -> None:
        if game.night_no != 1:
            return
        for seat in game.seats:
            if seat.team is Team.MINION:
                game.tell(seat, "damsel-known")

    def day_action(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return
        guessed: set[int] = self.state.setdefault(GUESSED, set())
        for minion in game.seats:
            if minion.team is not Team.MINION or minion.index in guessed:
                continue
            others = [s.index for s in game.seats if s is not minion and not s.is_traveller]
            options: list[Any] = [None, *others]
            target = game.ask(Decision(self.id, minion.index, options,
                                       prompt="Publicly guess which player is the Damsel (once per game)?"))
            if target is None:
                continue
            guessed.add(minion.index)
            game.log("damsel-guess", PUBLIC, seat=minion.index, target=target)
            if target == holder.index and game.functioning(self):
                self.fired(game, "guessed")
                loser = holder.alignment
                game.win(EVIL if loser == GOOD else GOOD, "a Minion guessed the Damsel")
