"""Hatter: If you died today or tonight, the Minion & Demon players may choose new Minion &
Demon characters to be."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import STORYTELLER, Seat
from .. import implemented
from ...game.hooks import WORKING
from ..base import Ability, jinxed, register
from ..demons.leviathan import Leviathan, leviathan_too_late
from ..demons.lilmonsta import LilMonsta, enter_play as lilmonsta_enters
from ...game.decisionkinds import declare_decision

declare_decision("hatter.minion", "{decider} chose Lil' Monsta at the tea party and becomes {answer}.",
                 answers="character", owner="hatter")

LILMONSTA = LilMonsta.id

if TYPE_CHECKING:
    from ...game.engine import Game

PARTY = "tea party"  # the night of the tea party


class Hatter(Ability):
    """When the Hatter dies while not drunk or poisoned, the tea party is that night (a
    death by day: the night after). At the Hatter's place then, each Minion and Demon player,
    alive or dead, in seat order (if the Hatter still functions then: a dead Hatter
    poisoned that night before its place holds no tea party), may choose a character of their own type that nobody is
    (``hatter``; None keeps theirs) and is told their new character. A player whose character
    already changed at this tea party (all evil players become Legion, a jinx) is not asked.
    Leviathan jinx: the Leviathan may not be chosen after day 5. Lil' Monsta jinx: Lil'
    Monsta is offered only with it (no player can be Lil' Monsta): a Demon choosing it also
    chooses a not-in-play Minion to become (``hatter.minion``), becomes it, and holds the
    Lil' Monsta token, which the Storyteller's ability then holds (``lilmonsta.enter_play``)."""

    id = "hatter"
    reach = {"on_death": WORKING}
    works_when_dead = True
    storyteller_step = True

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is not self.holder:
            return
        night = game.night_no if game.phase.startswith("night") else game.night_no + 1
        self.state[PARTY] = night
        game.log("reminder", STORYTELLER, seat=seat.index, reminder="Tea Party Tonight", ability=self.id)

    def wakes(self, game: "Game", first: bool) -> bool:
        return self.state.get(PARTY) == game.night_no

    def night(self, game: "Game") -> None:
        self.state.pop(PARTY, None)
        if not game.functioning(self):
            return  # judged when it resolves: a dead Hatter poisoned before its place holds none
        self.fired(game, "tea party")
        before = {s.index: s.character for s in game.seats}
        for seat in list(game.seats):
            team = seat.team
            if team not in (Team.MINION, Team.DEMON) or seat.character is not before[seat.index]:
                continue
            pool = [c for c in self._free(game, team) if (c != LILMONSTA or self._minions_for_lilmonsta(game))
                    and game.may_become(seat, c)]  # never both of a Heretic's pair
            if not pool:
                continue
            options: list[Any] = [None, *pool]
            new = game.ask(Decision(self.id, seat.index, options,
                                    prompt=f"Choose a new {team.value} character to be (or keep yours)?"))
            if new == LILMONSTA:
                self._become_lilmonsta(game, seat)
            elif new is not None:
                game.change_character(seat, game.script.by_id[new], by=self)

    def _free(self, game: "Game", team: Team) -> list[str]:
        """The characters of ``team`` nobody is (nor believes they are, nor the Storyteller
        holds) that may be chosen now."""
        taken = {s.character.id for s in game.seats} | {s.believes.id for s in game.seats} \
            | {a.character.id for a in game.storyteller_abilities}
        return [c.id for c in game.script.team(team) if c.id not in taken and implemented(c.id)
                and not (c.id == Leviathan.id and leviathan_too_late(game, self.id))
                and (c.id != LILMONSTA or jinxed(game, self.id, LILMONSTA))]

    def _minions_for_lilmonsta(self, game: "Game") -> list[str]:
        return self._free(game, Team.MINION)

    def _become_lilmonsta(self, game: "Game", seat: Seat) -> None:
        """The Lil' Monsta jinx: "If the Hatter dies & the Demon chooses Lil' Monsta, they also
        choose a Minion to become"; they become it and hold the Lil' Monsta token."""
        game.log("jinx", STORYTELLER, jinx=f"{LILMONSTA}/{self.id}")
        minion = game.ask(Decision(f"{self.id}.minion", seat.index, self._minions_for_lilmonsta(game),
                                   prompt="You chose Lil' Monsta: choose a Minion character to become."))
        game.change_character(seat, game.script.by_id[minion], by=self)
        lilmonsta_enters(game, seat)


register(Hatter)
