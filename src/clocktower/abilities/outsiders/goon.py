"""Goon: Each night, the 1st player to choose you with their ability is drunk until dusk. You
become their alignment."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...characters import GOOD, Team
from ...game.state import ABILITY, DRUNK, Effect
from ..base import Ability, jinxed, register
from ..minions.pithag import MADE_EVIL

if TYPE_CHECKING:
    from ...game.decisions import Decision
    from ...game.engine import Game

ASSASSIN = "assassin"
"""The Assassin's kill happens "even if for some reason they could not": chosen by a working
Assassin, the Goon still dies (and turns evil) though the Assassin is made drunk."""


def chosen_seats(choice: Any) -> set[int]:
    """The seats a player's answer names: seat numbers, alone or inside tuples (booleans and
    character ids are not seats)."""
    if choice is None or isinstance(choice, bool):
        return set()
    if isinstance(choice, int):
        return {choice}
    if isinstance(choice, (tuple, list)):
        found: set[int] = set()
        for part in choice:
            found |= chosen_seats(part)
        return found
    return set()


class Goon(Ability):
    """Reacts the moment another player, at night, answers one of their own choices naming the
    Goon (``Ability.on_player_choice``): the first such player each night is drunk until the
    next dusk (at once, so the ability they are using fails), and the Goon takes their true
    alignment (told only when it changes). A drunk, poisoned or dead Goon does nothing. The
    Storyteller's choices never count. The chooser's own drunkenness or poison does not matter."""

    id = "goon"

    def on_player_choice(self, game: Game, decision: Decision, choice: Any) -> None:
        seat = self.holder
        if seat is None or decision.decider == seat.index or not game.phase.startswith("night"):
            return
        if self.state.get("night") == game.night_no or seat.index not in chosen_seats(choice):
            return
        if not game.functioning(self):
            return
        self.state["night"] = game.night_no
        chooser = game.seats[decision.decider]
        assassin = next((a for a in chooser.abilities if a.character.id == ASSASSIN == decision.kind
                         and game.functioning(a)), None)
        game.add_effect(Effect(DRUNK, chooser.index, self, until=("dusk", game.night_no)))
        self.fired(game, "drunk", target=chooser.index, choice=decision.kind)
        if chooser.alignment != seat.alignment:
            if chooser.alignment == GOOD and seat.team is Team.DEMON and jinxed(game, self.id, "boffin"):
                # Jinx (Boffin): a Demon with the Goon ability can't turn good by it.
                self.fired(game, "the Demon stays evil", chooser=chooser.index)
            elif chooser.alignment == GOOD and self.state.get(MADE_EVIL) and jinxed(game, self.id, "pithag"):
                # Jinx (Pit-Hag): a Goon the Pit-Hag made of an evil player can't turn good by it.
                self.fired(game, "stays evil (Pit-Hag)", chooser=chooser.index)
            else:
                game.set_alignment(seat, chooser.alignment)
        if assassin is not None:
            game.kill(seat, ABILITY, assassin, unstoppable=True)


register(Goon)
