"""Engineer: Once per game, at night, choose which Minions or which Demon is in play."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import STORYTELLER
from .. import implemented
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game


class Engineer(Ability):
    """Each night until used, the Engineer may choose (decision ``engineer``) "demon" or
    "minion", then characters of that type on the script (``engineer.character``): one
    Demon, or as many different Minions as there are Minion players. Used either way
    (NO ABILITY). If it functions, the Demon player(s) become that Demon, or the Storyteller
    hands the chosen Minions out among the Minion players (``engineer.assign``, a player
    already one of them keeping it first); a player who already is the chosen character
    stays as they are, the others are told their new character. Jinx (Legion): with Legion in
    play the Engineer is told so and has no ability; making Legion makes every evil player
    Legion (both in Legion's module)."""

    id = "engineer"

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return
        teams = {"demon": Team.DEMON, "minion": Team.MINION}
        options: list[Any] = [None] + [t for t in teams if self._pool(game, teams[t])]
        rest = len(options) - 1
        if not rest:
            return
        kind = game.ask(Decision(self.id, holder.index, options,
                                 prompt="Choose which Minions or which Demon are in play (or not yet)?"))
        if kind is None:
            return
        works = game.functioning(self)
        self.spent = True
        game.log("reminder", STORYTELLER, seat=holder.index, reminder="No Ability", ability=self.id)
        team = teams[kind]
        players = [s for s in game.seats if s.team is team]
        pool = self._pool(game, team)
        chosen: list[str] = []
        for _ in range(1 if team is Team.DEMON else max(1, len(players))):
            left = [c for c in pool if c not in chosen]
            if not left:
                break
            chosen.append(game.ask(Decision(f"{self.id}.character", holder.index, left,
                                            prompt=f"Choose a {kind} character.")))
        if not works:
            return
        self.fired(game, f"chooses the {kind}s", characters=chosen)
        if team is Team.DEMON:
            for seat in players:
                self._become(game, seat, chosen[0])
            return
        left = list(chosen)
        for seat in players:
            if not left:
                break
            options = sorted(left, key=lambda c: c != seat.character.id)
            pick = game.ask(Decision(f"{self.id}.assign", STORYTELLER, options, about=seat.index,
                                     prompt=f"Which chosen Minion does {seat.name} become?"))
            left.remove(pick)
            self._become(game, seat, pick)

    @staticmethod
    def _pool(game: "Game", team: Team) -> list[str]:
        """The characters of ``team`` the Engineer may choose: never one that would be in play
        beside its Heretic pair among the players who keep their characters."""
        from ...game.setup import clashes, exclusive_pairs

        pairs = exclusive_pairs(game.script)
        staying = {s.character.id for s in game.seats if s.team is not team}
        return [c.id for c in game.script.team(team) if implemented(c.id) and not clashes(c.id, staying, pairs)]

    def _become(self, game: "Game", seat: Any, cid: str) -> None:
        if seat.character.id == cid:
            return
        game.change_character(seat, game.script.by_id[cid], by=self)


register(Engineer)
