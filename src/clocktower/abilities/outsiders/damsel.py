"""Damsel: All Minions know a Damsel is in play. If a Minion publicly guesses you (once),
your team loses."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...characters import EVIL, GOOD, Character, Team
from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import POISONED, PUBLIC, STORYTELLER, Effect, Seat
from ..base import Ability, jinxed, register

if TYPE_CHECKING:
    from ...game.engine import Game

declare("damsel-known", "{audience} learns that a Damsel is in play.")
declare("damsel-guess", "{seat} (a Minion) publicly guesses that {target} is the Damsel.", ["seat", "target"])

GUESSED = "guessed"  # the Minion seats that used their guess
JINX_POISONED = "poisoned by a jinx"  # ``Ability.state``: the Spy or Widow jinx has poisoned it
POISONING_PARTNERS = ("spy", "widow")


class Damsel(Ability):
    """First night, at the Damsel's place: every Minion learns a Damsel is in play
    (``damsel-known``; a Minion who becomes one later is not told). Each day every Minion
    player, alive or dead, who has not guessed yet may publicly guess one other player
    (``damsel``; once per game each: docs/rulings.md, Damsel). A guess naming this Damsel while it
    functions makes the Damsel's team lose. Spy and Widow jinxes: once either is or has been
    in play (at setup or later, by any character change), the Damsel is poisoned for good."""

    id = "damsel"
    storyteller_step = True

    def prepare(self, game: "Game") -> None:
        self._jinx_poison(game)

    def on_character_change(self, game: "Game", seat: Seat, old: Character, by: Ability | None) -> None:
        """A Spy or Widow entering play later, or this Damsel made later (the Pit-Hag's), is
        judged again: "is (or has been) in play"."""
        if not self.fake and not self.removed and self.holder is not None:
            self._jinx_poison(game)

    def sustains(self, game: "Game", effect: Effect) -> bool:
        """The jinx's poison is the Damsel's: it ends when this player is no longer the Damsel
        (the Huntsman's choice, the Pit-Hag's change)."""
        return not self.removed

    def _jinx_poison(self, game: "Game") -> None:
        """Spy and Widow jinxes: "If the Spy [Widow] is (or has been) in play, the Damsel is
        poisoned": from then on, for as long as this Damsel ability lasts."""
        if self.state.get(JINX_POISONED) or self.holder is None:
            return
        for evil in POISONING_PARTNERS:
            if jinxed(game, self.id, evil) and game.been_in_play(evil):
                self.state[JINX_POISONED] = True
                game.add_effect(Effect(POISONED, self.holder.index, self))
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


register(Damsel)
