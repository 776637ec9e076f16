"""Widow: On your 1st night, look at the Grimoire & choose a player: they are poisoned.
1 good player knows a Widow is in play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import GOOD
from ...game.decisions import Decision
from ...game.state import POISONED, STORYTELLER, Effect, Seat
from ..townsfolk.magician import grimoire_seen_by
from ..base import Ability, jinxed, register
from ..townsfolk.poppygrower import poppy_grower_has_ability
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("widow.know", "The Storyteller tells {answer} that a Widow is in play.",
                 by=BY_STORYTELLER, answers="player", owner="widow")

if TYPE_CHECKING:
    from ...game.engine import Game


class Widow(Ability):
    """On its first wake: sees the Grimoire, poisons one player (while the Widow's ability
    functions: the poison lapses while she is drunk or poisoned and ends when she dies,
    unless she keeps her ability), and the Storyteller shows one good player the Widow
    token (decision ``widow.know``). A drunk or poisoned Widow still sees the Grimoire and
    still chooses; nobody is poisoned, but the good player still learns a Widow is in play.
    A Widow who poisons herself stays poisoned until she dies. Magician jinx: the Demon's and
    the Magician's tokens are removed from the Grimoire she sees (``magician.grimoire_seen_by``).
    Poppy Grower jinx: while a Poppy Grower has its ability she does not see the Grimoire."""

    id = "widow"

    def night(self, game: "Game") -> None:
        if self.nights != 1:
            return
        self._show_grimoire(game)
        options = [s.index for s in game.seats]
        target = self.choose(game, options, "Choose a player to poison.")
        if game.functioning(self):
            own = self.holder is not None and target == self.holder.index
            # A Widow poisoning herself would make her poison depend on itself: rule it holds.
            game.add_effect(Effect(POISONED, target, self, while_source=not own))
        else:
            game.log("ability-failed", STORYTELLER, seat=self.seat_index, ability=self.id, reason="impaired")
        self._tell_good_player(game)

    def _show_grimoire(self, game: "Game") -> None:
        seat = self.holder
        if seat is None:
            return  # the Storyteller's own Widow: the Storyteller sees the Grimoire anyway
        if jinxed(game, self.id, "poppygrower") and poppy_grower_has_ability(game):
            self.fired(game, "Grimoire hidden by the Poppy Grower")
            return  # the jinx: she still chooses whom to poison
        grimoire = grimoire_seen_by(game, self.id)
        game.tell(seat, "grimoire", seats=grimoire, by=self.id)
        seat.knows["grimoire"] = grimoire
        seat.knows.setdefault("evil", set()).update(
            s.index for s in game.seats
            if s.is_evil and s is not seat and grimoire[s.index]["alignment"] is not None)

    def _tell_good_player(self, game: "Game") -> None:
        good = [s.index for s in game.seats if s.alignment == GOOD]
        if not good:
            return
        chosen = game.ask(Decision("widow.know", STORYTELLER, good,
                                   prompt="Which good player learns that a Widow is in play?"))
        seat = game.seats[chosen]
        seat.knows["widow"] = True
        game.tell(seat, "info", what=self.id, answer=self.id, true=True, mode="true", ability=self.id)

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        """Her poison on herself ends when she dies (her poison on others ends with her
        ability, which dying takes away unless something lets her keep it)."""
        if seat is self.holder:
            seat.effects = [e for e in seat.effects
                            if not (e.source is self and e.kind == POISONED and not e.while_source)]

    def on_revived(self, game: "Game") -> None:
        """Her old poison ended when she died; back to life, she acts afresh."""
        game.remove_effects(self, POISONED)
        super().on_revived(game)


register(Widow)
