"""Poppy Grower: Minions & Demons do not know each other. If you die, they learn who each
other are that night."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...characters import Team
from ...game.state import Seat
from ...game.hooks import WORKING
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

EVIL_WAKES = "evil_wakes"


def poppy_grower_alive(game: "Game") -> bool:
    """Whether a player whose true character is the Poppy Grower is alive (drunk, poisoned or
    not): the Lil' Monsta and Summoner jinxes read it."""
    return any(s.alive and s.character.id == PoppyGrower.id for s in game.seats)


def poppy_grower_has_ability(game: "Game") -> bool:
    """Whether a Poppy Grower has their ability now (alive, sober and healthy): the Spy's and
    the Widow's jinxes ("the Spy [Widow] does not see the Grimoire") read it."""
    for ability in game.abilities_for(PoppyGrower.id):
        holder = ability.holder
        if holder is not None and holder.alive and game.functioning(ability):
            return True
    return False


class PoppyGrower(Ability):
    """While it functions at Minion and Demon info (the first night), the Minions are not
    woken and the Demon learns only its three bluffs (not who the Marionette is; a Lunatic,
    as the Demon it believes it is, sees bluffs but no Minions); evil Travellers still learn
    the Demon.
    Becoming drunk or poisoned later reveals nothing.

    Dying sober and healthy (not a fake copy) marks EVIL WAKES: that night (at once if it
    died at night, else at the Poppy Grower's place in the next night's order) every Minion
    learns the Demons and the other Minions, and every Demon learns its Minions (no bluffs),
    through the same Minion/Demon info other abilities may reshape. With fewer than 7
    players there is no Minion or Demon info, so its death reveals nothing either."""

    id = "poppygrower"
    reach = {"adjust_evil_info": WORKING}

    def adjust_evil_info(self, game: "Game", kind: str, seat: Seat,
                         shown: dict[str, Any]) -> dict[str, Any] | None:
        if self.state.get("revealing"):
            return shown
        if kind in ("minion-info", "marionette-info"):
            if kind == "marionette-info":
                self.fired(game, "hid-evil", demon=seat.index)
            return None
        if kind == "demon-info":
            self.fired(game, "hid-evil", demon=seat.index)
            return {k: v for k, v in shown.items() if k != "minions"}
        return shown

    def wakes(self, game: "Game", first: bool) -> bool:
        return bool(self.state.get(EVIL_WAKES))

    def night(self, game: "Game") -> None:
        if self.state.pop(EVIL_WAKES, False):
            self._reveal(game)

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is not self.holder or self.fake:
            return
        if game.impaired(seat) or game.night_no == 0:
            return
        if game.phase.startswith("night"):
            self._reveal(game)
        else:
            self.state[EVIL_WAKES] = True

    def _reveal(self, game: "Game") -> None:
        """The Minions learn the Demons and each other; the Demons learn the Minions."""
        if game.player_count < 7:
            return
        demons = [s.index for s in game.seats if s.team is Team.DEMON]
        minions = [s.index for s in game.seats if s.team is Team.MINION]
        self.fired(game, "evil-wakes")
        self.state["revealing"] = True
        try:
            for m in game.seats:
                if m.team is not Team.MINION:
                    continue
                shown = game._evil_info("minion-info", m, {
                    "demons": demons, "minions": [i for i in minions if i != m.index]})
                if shown is None:
                    continue
                shown.pop("bluffs", None)
                game.tell(m, "minion-info", **shown)
                m.knows.setdefault("evil", set()).update([*shown.get("demons", ()), *shown.get("minions", ())])
            for d in game.seats:
                if d.team is not Team.DEMON:
                    continue
                shown = game._evil_info("demon-info", d, {"minions": minions})
                if shown is None:
                    continue
                shown.pop("bluffs", None)
                game.tell(d, "demon-info", **shown)
                d.knows.setdefault("evil", set()).update(shown.get("minions", ()))
        finally:
            self.state.pop("revealing", None)


register(PoppyGrower)
