"""Zombuul: Each night*, if no-one died today, choose a player: they die. The 1st time you die,
you live but register as dead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.state import Seat
from ..base import Ability, register
from ..shared.demonkill import demon_kill

if TYPE_CHECKING:
    from ...game.engine import Game


class Zombuul(Ability):
    """Kills only after a day on which nobody died; its first death (while it functions)
    leaves it alive but dead to everyone: announced, no nomination, one ghost vote, dead to
    every ability. It still wakes and kills, wins count it as a living Demon
    (``Game.lives``), and its next death is real.

    ``state["risen"]``: it died once and lives on; ``state["dead"]``: it is truly dead.
    Decision: ``zombuul`` (any player).
    """

    id = "zombuul"

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and not died_on_day(game, game.night_no - 1) and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        demon_kill(self, game, "Nobody died today: choose a player: they die.")

    def on_death(self, game: "Game", seat: Seat, cause: str, source: "Ability | None") -> None:
        if seat is not self.holder or self.state.get("dead"):
            return
        if self.state.get("risen") or self.fake or self.spent or game.impaired(seat):
            self.state["dead"] = True  # the second death, or a first one it could not survive
            return
        self.state["risen"] = True
        self.fired(game, "lives on, registering as dead")

    def lives_on(self, game: "Game") -> bool:
        return bool(self.state.get("risen")) and not self.state.get("dead")


register(Zombuul)


def died_on_day(game: "Game", day: int) -> bool:
    """Whether anybody died (or registered as dying) on day ``day``, its dusk included."""
    phases = (f"day {day}", f"dusk {day}")
    before = (f"dawn {day}", f"night {day}")
    for e in reversed(game.events):  # the latest first: that day is usually just over
        if e.phase in before:
            return False  # the record is in phase order: nothing earlier is of that day
        if e.kind == "death" and e.phase in phases:
            return True
    return False


def died_once(game: "Game", seat: Seat) -> None:
    """The Summoner's jinx: "If the Summoner summons a dead player into the Zombuul, the
    Zombuul has already 'died once'": a dead ``seat`` just made the Zombuul lives on,
    registering as dead, and its next death is real."""
    if seat.alive:
        return
    for ability in seat.abilities:
        if isinstance(ability, Zombuul) and not ability.fake and not ability.state.get("dead"):
            ability.state["risen"] = True
            ability.fired(game, "has already died once: lives on, registering as dead")
