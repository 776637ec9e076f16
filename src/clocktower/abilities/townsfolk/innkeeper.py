"""Innkeeper: Each night*, choose 2 players: they can't die tonight, but 1 is drunk until
dusk."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ...game.decisions import Decision
from ...game.state import DRUNK, STORYTELLER, Effect, Seat
from ..base import Ability, jinxed, register
from ..shared.trap import Trap, note_nomination
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("innkeeper.drunk", "The Storyteller makes {answer} the Innkeeper's drunk guest.",
                 by=BY_STORYTELLER, answers="player", owner="innkeeper")

if TYPE_CHECKING:
    from ...game.engine import Game



_PAIRS: dict[int, tuple[tuple[int, int], ...]] = {}


def _guest_pairs(players: int) -> tuple[tuple[int, int], ...]:
    """Every two different players, in ``combinations`` order: the same in every game with
    that many players, so built once."""
    found = _PAIRS.get(players)
    if found is None:
        found = _PAIRS[players] = tuple(combinations(range(players), 2))
    return found


class Innkeeper(Trap):
    """Each night but the first, two different players (itself allowed): while the
    Innkeeper's ability functions they cannot die tonight, from any cause protection
    stops (the Demon, Minions, Townsfolk, Outsiders, Travellers; not the Assassin). One of
    them, the Storyteller's pick (decision ``innkeeper.drunk``, a good one first), is
    drunk until the dusk ending the next day. An Innkeeper who makes itself drunk stops
    protecting both. A drunk or poisoned Innkeeper still chooses; nothing happens.

    Jinx (Leviathan): if a player who is the Leviathan nominates one of the guests of last
    night and that player is executed that day, good wins (the Riot's jinx is in its module)."""

    id = "innkeeper"
    marked_player = "an Innkeeper-protected player"
    guests: tuple[int, tuple[int, ...]] | None = None
    """(night, the two seats) this Innkeeper protected that night (the Riot jinx reads it)."""

    def wakes(self, game: Game, first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: Game) -> None:
        pairs = _guest_pairs(len(game.seats))
        if not pairs:
            return
        chosen = self.choose(game, pairs, "Choose 2 players: they can't die tonight, but 1 is drunk until dusk.")
        if not game.functioning(self):
            return
        # They can't die tonight (``prevents_death``); they are not "safe from the Demon", so
        # the Demon's other harmful effects still land on them.
        self.guests = (game.night_no, tuple(chosen))
        options = sorted(chosen, key=lambda i: game.seats[i].is_evil)
        drunk = game.ask(Decision("innkeeper.drunk", STORYTELLER, options,
                                  about=self.seat_index,
                                  prompt="The Innkeeper's guests: which one is drunk until dusk?"))
        game.add_effect(Effect(DRUNK, drunk, self, until=("dusk", game.night_no)))

    def prevents_death(self, game: Game, target: Seat, cause: str, source: Ability | None) -> bool:
        guests = self.guests
        return (guests is not None and game.phase == f"night {guests[0]}"
                and target.index in guests[1])

    def on_nomination(self, game: Game, nominator: "Seat | None", nominee: Seat) -> None:
        guests = self.guests
        if guests is None or guests[0] != game.day_no or not jinxed(game, self.id, "leviathan"):
            return
        for guest in guests[1]:
            note_nomination(game, self, nominator, nominee, "leviathan", guest)


register(Innkeeper)
