"""Pit-Hag: Each night*, choose a player & a character they become (if not in play). If a
Demon is made, deaths tonight are arbitrary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import STORYTELLER, Seat
from ..shared.arbitrary import arbitrary_deaths
from ..shared.pairs import player_and_character
from ..shared.teams import script_ids
from ..base import Ability, jinxed, register
from ..demons.leviathan import Leviathan, leviathan_too_late
from ..townsfolk.villageidiot import TOKENS, VillageIdiot, choose_drunk, tokens_in_play
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("pithag.damsel", "The Pit-Hag creates a Damsel: {answer} becomes it.",
                 by=BY_STORYTELLER, answers="player", owner="pithag")

if TYPE_CHECKING:
    from ...game.engine import Game

TYPES = (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON)
DAMSEL = "damsel"
MADE_EVIL = "made of an evil player by the Pit-Hag"
"""``Ability.state`` key: the Pit-Hag turned an evil player into this character. Its jinxes
with the Cult Leader, Goon, Ogre and Politician read it: "they can't turn good due to their
own ability"."""


class PitHag(Ability):
    """Each night but the first, the Pit-Hag chooses a non-Traveller player and a character
    of the script (decision ``pithag``). If no player is that character and the Pit-Hag
    functions, the player becomes it (keeping their alignment) and is told. If the new
    character is a Demon, deaths tonight are arbitrary: the Storyteller may stop every
    Demon kill tonight (``pithag.demonkills``) and may kill any players now
    (``pithag.kill``, one at a time, until nobody). Jinxes: an evil player made a Cult Leader,
    Goon, Ogre or Politician is marked (``MADE_EVIL``: that ability never turns them good); a
    spare Village Idiot token may be made although one is in play, and the Storyteller then
    chooses the drunk one again; when a Damsel is created, the Storyteller chooses which
    player becomes it (``pithag.damsel``); the Leviathan may not be made after day 5; nothing
    happens if the change would put both characters of an "Only 1 jinxed character can be in
    play" jinx in play (the Heretic with the Pit-Hag itself, the Baron...: ``Game.may_become``)."""

    id = "pithag"

    def wakes(self, game: Game, first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: Game) -> None:
        seats = [s.index for s in game.seats if not s.is_traveller]
        characters = script_ids(game.script, TYPES)
        if Leviathan.id in characters and leviathan_too_late(game, self.id):
            characters = tuple(cid for cid in characters if cid != Leviathan.id)
        options = player_and_character(tuple(seats), characters)
        if not options:
            return
        target, cid = self.choose(game, options, "Choose a player and a character they become.")
        seat = game.seats[target]
        extra_idiot = self._extra_village_idiot(game, seat, cid)
        if any(s.character.id == cid for s in game.seats) and not extra_idiot:
            return  # in play: nothing happens
        if not game.may_become(seat, cid):
            # Heretic jinxes: "Only 1 jinxed character can be in play" (docs/rulings.md, Jinxes).
            game.log("jinx", STORYTELLER, jinx="only one in play", character=cid)
            return
        if not game.functioning(self):
            game.log("ability-failed", STORYTELLER, seat=self.seat_index, ability=self.id, reason="impaired")
            return
        new = game.script.by_id[cid]
        if cid == DAMSEL and jinxed(game, self.id, cid):
            seat = game.seats[self._damsel_seat(game, target, seats)]
            target = seat.index
        self.fired(game, "changed", target=target, character=cid)
        game.change_character(seat, new, by=self)
        if seat.is_evil:
            for ability in seat.abilities:
                if ability.character is new and ability.granted_by is None and not ability.fake:
                    ability.state[MADE_EVIL] = True
        if extra_idiot:
            choose_drunk(game, self)  # "If so, the drunk Village Idiot might change."
        if new.team is Team.DEMON:
            arbitrary_deaths(game, self)  # "deaths tonight are arbitrary"

    def _damsel_seat(self, game: Game, chosen: int, seats: list[int]) -> int:
        """Jinx (Damsel): "If a Pit-Hag creates a Damsel, the Storyteller chooses which player
        it is": any player the Pit-Hag could have chosen (the chosen one first)."""
        game.log("jinx", STORYTELLER, jinx="pithag/damsel")
        options = [chosen, *(i for i in seats if i != chosen)]
        chosen_seat: int = game.ask(Decision(f"{self.id}.damsel", STORYTELLER, options,
                                             prompt="The Pit-Hag creates a Damsel: which player becomes it?"))
        return chosen_seat

    def _extra_village_idiot(self, game: Game, seat: Seat, cid: str) -> bool:
        """Jinx (Village Idiot): "If there is a spare token, the Pit-Hag can create an extra
        Village Idiot" (of a player who is not one already)."""
        return cid == VillageIdiot.id and seat.character.id != cid and jinxed(game, self.id, cid) \
            and tokens_in_play(game) < TOKENS


register(PitHag)
