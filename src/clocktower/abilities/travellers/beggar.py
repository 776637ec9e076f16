"""Beggar (Traveller): You must use a vote token to vote. If a dead player gives you theirs,
you learn their alignment. You are sober & healthy."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...characters import EVIL, GOOD
from ...game.decisions import Decision
from ...game.info import inform
from ...game.registration import World
from ...game.state import PUBLIC, SOBER, STORYTELLER, Effect, Seat
from ..base import Ability, register
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_PLAYER, declare_decision

declare_decision("beggar.give", "{decider} gives their vote token to the Beggar: {answer}.",
                 by=BY_PLAYER, answers="yes/no", owner="beggar")

declare("vote-token-given", "{seat} gives their vote token to {to}.", ["seat", "to"])
declare("vote-token-spent", "{seat} spends a vote token.")

if TYPE_CHECKING:
    from ...game.engine import Game

TOKENS = "tokens"  # vote tokens the Beggar holds


class Beggar(Ability):
    """While alive, the Beggar votes only by spending a vote token it was given (each yes
    spends one). Each day, before nominations, every dead player who still has their vote
    token may give it to the living Beggar (decision ``beggar.give`` by that player, no
    first): they lose it, and the Beggar learns their alignment as they register
    (decision ``info.beggar``). The Beggar is sober and healthy while it has the ability."""

    id = "beggar"

    def prepare(self, game: "Game") -> None:
        if self.holder is not None:
            game.add_effect(Effect(SOBER, self.holder.index, self))

    def sustains(self, game: "Game", effect: Effect) -> bool:
        return not self.removed

    def tokens(self) -> int:
        """Vote tokens held now."""
        return int(self.state.get(TOKENS, 0))

    def day_action(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or not holder.alive:
            return
        for giver in game.seats:
            if giver.alive or not giver.ghost_vote or giver is holder:
                continue
            gives = game.ask(Decision(f"{self.id}.give", giver.index, (False, True), about=holder.index,
                                      prompt=f"Give your vote token to the Beggar {holder.name}?"))
            if not gives:
                continue
            giver.ghost_vote = False
            self.state[TOKENS] = self.tokens() + 1
            game.log("vote-token-given", PUBLIC, seat=giver.index, to=holder.index)
            self.fired(game, "token given", target=giver.index)

            def truth(world: World, who: int = giver.index) -> Iterable[str]:
                return (EVIL if world.is_evil(who) else GOOD,)

            inform(game, self, self.id, truth, [GOOD, EVIL], plain_first=True, target=giver.index)

    def voting(self, game: "Game", voter: Seat) -> str | None:
        if voter is not self.holder or not voter.alive or self.removed or self.tokens() > 0:
            return None
        return "never"

    def after_vote(self, game: "Game", nominee: Seat, voters: list[int]) -> None:
        holder = self.holder
        if holder is not None and holder.alive and holder.index in voters and self.tokens() > 0:
            self.state[TOKENS] = self.tokens() - 1
            game.log("vote-token-spent", STORYTELLER, seat=holder.index)


register(Beggar)
