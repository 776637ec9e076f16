"""What Fall of Rome's two High Priests share: each day, publicly choose a unique living
player to bless, and the whole town votes on it.

Only one High Priest variant plays in a game (``traveller_group``). The blessing vote is
like a call for exile: everyone votes, the dead without spending their ghost vote, and it
passes with the votes an execution would need (half the living players, rounded up). The
player is marked whatever the result (BLESSED or FAILED) and can never be chosen again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.state import PUBLIC, STORYTELLER, Seat
from ..base import Ability
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_PLAYER, declare_decision

declare_decision("bless-vote", "{decider} votes to bless {about}: {answer}.",
                 by=BY_PLAYER, answers="yes/no", owner="highpriest")

declare("bless", "{seat} publicly blesses {target}.", ["seat", "target"])
declare("bless-vote", "Blessing vote on {target}: {votes} votes ({needed} needed): {voters}; blessed: {blessed}.", ["target", "voters", "votes", "needed", "blessed"])

if TYPE_CHECKING:
    from ...game.engine import Game

CHOSEN = "chosen"  # every player this High Priest has chosen (blessed or failed)


class HighPriest(Ability):
    """The shared blessing: the variants say what a blessing does (``bless``)."""

    traveller_group = "for_highpriest"

    def may_bless(self, game: "Game") -> list[int]:
        """Living players never chosen by this High Priest."""
        chosen = self.state.get(CHOSEN, [])
        return [s.index for s in game.seats if s.alive and s.index not in chosen]

    def day_action(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or self.fake or not holder.alive:
            return
        options: list[Any] = [None, *self.may_bless(game)]
        if len(options) == 1:
            return
        target = self.choose(game, options, "Publicly choose a living player to bless, or nobody.")
        if target is None:
            return
        self.state.setdefault(CHOSEN, []).append(target)
        seat = game.seats[target]
        game.log("bless", PUBLIC, seat=holder.index, target=target, ability=self.id)
        yes = [v.index for v in game.seats
               if not v.left and game.ask(Decision("bless-vote", v.index, (False, True), about=target,
                                    prompt=f"Vote to bless {seat.name}?"))]
        needed = game.votes_needed()
        blessed = len(yes) >= needed
        game.log("bless-vote", PUBLIC, target=target, voters=yes, votes=len(yes), needed=needed,
                 blessed=blessed)
        game.log("reminder", STORYTELLER, seat=target, reminder="Blessed" if blessed else "Failed",
                 ability=self.id)
        if not blessed:
            return
        if not game.functioning(self):
            game.log("ability-failed", STORYTELLER, seat=holder.index, ability=self.id, target=target)
            return
        game.log("ability-fired", STORYTELLER, seat=holder.index, ability=self.id, target=target)
        self.bless(game, seat)

    def bless(self, game: "Game", seat: Seat) -> None:
        """A majority blessed ``seat`` while this High Priest functions."""
        raise NotImplementedError
