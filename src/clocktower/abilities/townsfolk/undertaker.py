"""Undertaker: Each night*, you learn which character died by execution today."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...game.info import inform
from ...game.registration import World
from ...game.state import EXECUTION
from ..base import Ability, register
from .ravenkeeper import character_tokens

if TYPE_CHECKING:
    from ...game.engine import Game


def executed_and_died(game: "Game") -> int | None:
    """The player who died by execution during the last day, if any (an execution that
    killed nobody, or no execution, gives None)."""
    day = f"day {game.day_no}"
    for event in reversed(game.events):
        if event.kind == "day":
            return None
        if event.kind == "death" and event.phase == day and event.data.get("cause") == EXECUTION:
            return int(event.data["seat"])
    return None


class Undertaker(Ability):
    """Other nights (decision ``info.undertaker``): woken only if a player died by execution
    the day before, and shown the character that player registers as (the Drunk as the
    Drunk; the Recluse may show as a Minion or Demon, the Spy as a good character)."""

    id = "undertaker"

    def wakes(self, game: "Game", first: bool) -> bool:
        return super().wakes(game, first) and not first and executed_and_died(game) is not None

    def night(self, game: "Game") -> None:
        executed = executed_and_died(game)
        if executed is None:
            return

        def truth(world: World) -> Iterable[str]:
            return (world.character(executed).id,)

        tokens = [c.id for c in character_tokens(game)]
        inform(game, self, self.id, truth, tokens, plain_first=True, target=executed)


register(Undertaker)
