"""Magician: The Demon thinks you are a Minion. Minions think you are a Demon."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.state import Seat
from ...game.hooks import WORKING
from ..shared.guess import guess
from ..base import Ability, jinxed, register

if TYPE_CHECKING:
    from ...game.engine import Game


def tokens_removed(game: "Game", viewer: str) -> set[int]:
    """Jinxes (Spy, Widow): "When the Spy [Widow] sees the Grimoire, the Demon and Magician's
    character tokens are removed." The seats whose tokens ``viewer`` does not see: every
    Demon and every player holding the Magician ability, while one does (docs/rulings.md, Jinxes)."""
    if not jinxed(game, Magician.id, viewer):
        return set()
    magicians = {a.holder.index for a in game.abilities_for(Magician.id) if a.holder is not None and not a.fake}
    if not magicians:
        return set()
    return magicians | {s.index for s in game.seats if game.is_demon(s)}


def grimoire_seen_by(game: "Game", viewer: str) -> list[dict[str, Any]]:
    """The Grimoire as the ``viewer`` character sees it: a removed token shows neither the
    character nor the alignment (the token's way up); life, reminders and the rest stay."""
    removed = tokens_removed(game, viewer)
    rows = game.grimoire_rows()
    for row in rows:
        if row["seat"] in removed:
            row["character"] = row["alignment"] = None
            row.pop("believes", None)
    return rows


class Magician(Ability):
    """While it functions at Minion and Demon info, a Magician is shown to the Minions among
    the Demons and to the Demon among the Minions (in seat order, so nothing tells them
    apart). Marionette jinx: with a living Magician, the Demon learns only that the Marionette
    is one of its neighbours (``marionette.magician_hides``, in the Marionette module). Jinxes: with Legion, it
    wakes with Legion at Demon info and may register as evil to it; with the Vizier in play it
    has no ability and the Vizier may not execute it at once (both in those modules). Wraith
    jinx: after each execution the living Magician may publicly guess a living player as the
    Wraith; if correct, the Demon must choose the Wraith tonight (``_guess``)."""

    id = "magician"
    reach = {"adjust_evil_info": WORKING}

    def adjust_evil_info(self, game: "Game", kind: str, seat: Seat,
                         shown: dict[str, Any]) -> dict[str, Any] | None:
        holder = self.holder
        if holder is None or holder is seat:
            return shown
        if kind == "minion-info" and "demons" in shown:
            return {**shown, "demons": sorted({*shown["demons"], holder.index})}
        if kind == "demon-info" and "minions" in shown:
            return {**shown, "minions": sorted({*shown["minions"], holder.index})}
        return shown

    def after_execution(self, game: "Game") -> None:
        if jinxed(game, self.id, "wraith"):
            guess(game, self, "wraith")


register(Magician)
