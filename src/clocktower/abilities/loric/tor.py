"""Tor (Loric): Players don't know their character or alignment. They learn them when they
die.

Nobody is told their character or alignment as the game starts, and Minion, Demon and
evil Travellers' info are skipped. A player learns their true character and alignment the
moment they die. Abilities still wake their holders as usual.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.state import Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Tor(Ability):
    """Characters hidden until death."""

    id = "tor"

    def hides_characters(self, game: "Game") -> bool:
        return True

    def wakes(self, game: "Game", first: bool) -> bool:
        return False

    def adjust_evil_info(self, game: "Game", kind: str, seat: Seat, shown: dict[str, Any]) -> dict[str, Any] | None:
        return None

    def on_death(self, game: "Game", seat: Seat, cause: str, source: "Ability | None") -> None:
        if seat.knows.get("tor-told"):
            return
        seat.knows["tor-told"] = True
        seat.knows["alignment"] = seat.alignment
        game.tell(seat, "character", character=seat.character.id, alignment=seat.alignment)
        self.fired(game, "told", player=seat.index)


register(Tor)
