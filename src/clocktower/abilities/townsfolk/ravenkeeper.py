"""Ravenkeeper: If you die at night, you are woken to choose a player: you learn their
character."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...characters import Character
from ...game.info import inform
from ...game.registration import World
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


def character_tokens(game: "Game") -> list[Character]:
    """Every character the Storyteller may show: the script's and any in play off it."""
    found: dict[str, Character] = {c.id: c for c in game.script.characters}
    for seat in game.seats:
        found.setdefault(seat.character.id, seat.character)
    return list(found.values())


class Ravenkeeper(Ability):
    """Wakes only on the night its holder died, chooses any player, learns their character.
    Its ability works while dead only during that wake."""

    id = "ravenkeeper"

    def works_dead(self) -> bool:
        """Only while woken on the night of its death."""
        return bool(self.state.get("awake"))

    def wakes(self, game: "Game", first: bool) -> bool:
        holder = self.holder
        return (holder is not None and not holder.alive and holder in game.tonight.deaths
                and not self.spent)

    def use_without_dying(self, game: "Game", demon: Ability) -> None:
        """Riot/Leviathan jinx: chosen by the Demon at night, the Ravenkeeper is woken at
        once to choose a player and learn their character, and does not die."""
        game.wake(self, -1)

    def night(self, game: "Game") -> None:
        self.state["awake"] = True
        try:
            options = [s.index for s in game.seats]
            target = self.choose(game, options, "Choose a player: learn their character.")

            def truth(world: World) -> Iterable[str]:
                return (world.character(target).id,)

            tokens = [c.id for c in character_tokens(game)]
            inform(game, self, "ravenkeeper", truth, tokens, plain_first=True, target=target)
        finally:
            self.state["awake"] = False


register(Ravenkeeper)
