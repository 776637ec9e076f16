"""Al-Hadikhia: Each night*, you may choose 3 players (all players learn who): each silently
chooses to live or die, but if all live, all die.

Each night* the Al-Hadikhia chooses three different players in order (any players, the
dead too), or nobody (then nothing is announced and nobody dies to it). Each of the three
in turn is announced to everyone (``alhadikhia-chosen``: this one, and the ones so far)
and decides before the next one is announced (``alhadikhia.live``, yes first) without
learning the others' answers: to live (a dead player comes back to life) or to die (a
Demon kill, so protection may stop it; a player who chose to die but did not die counts
as alive). If all three are then alive, all three die. At dawn the alive-or-dead status of
each of the three is announced, changed or not. A drunk or poisoned Al-Hadikhia's choice
is still announced and the three still choose, but nothing happens. A Lunatic who
believes it is the Al-Hadikhia chooses, nothing is announced (docs/rulings.md).
Jinx (Scarlet Woman): a revival that makes two living Demons turns the one that was the
Scarlet Woman back into the Scarlet Woman.
"""

from __future__ import annotations

from itertools import permutations
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.state import DEMON, PUBLIC, STORYTELLER
from ..base import Ability, register
from ..minions.scarletwoman import restore_if_two_demons
from .targeting import kill_weights
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_PLAYER, declare_decision

declare_decision("alhadikhia.live", "{decider}, chosen by the Al-Hadikhia, chooses to live: {answer}.",
                 by=BY_PLAYER, answers="yes/no", owner="alhadikhia")

declare("alhadikhia-chosen", "The Al-Hadikhia chose {seats}.", ["seats"])
declare("alhadikhia-answer", "{seat} chooses whether to live: {live}.")
declare("alhadikhia-status", "Of {seats}, alive: {alive}.", ["seats", "alive", "dead"])

if TYPE_CHECKING:
    from ...game.engine import Game

NOBODY = 0.1  # how often a random Al-Hadikhia chooses nobody (as a share of all weight)


@dataclass
class AlHadikhiaMarks:
    """Shared by every Al-Hadikhia ability in the game (``Game.shared``)."""

    marked: tuple[int, list[int]] | None = None
    """(night, the three seats chosen) to declare alive or dead at dawn."""


@register
class AlHadikhia(Ability):
    """Three players chosen each night*: each chooses to live or die; if all live, all die."""

    id = "alhadikhia"

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        if game.night_no == 1:
            return
        seats = [s.index for s in game.seats]
        options: list[Any] = [None] + list(permutations(seats, 3))
        choice = self.choose(game, options, "Choose 3 players (in order), or nobody.",
                             weights=self._weights(game, options))
        if choice is None or self.fake:
            return  # nobody chosen; or a Lunatic's choice: nothing is announced
        functioning = game.functioning(self)
        chosen = [game.seats[i] for i in choice]
        for number, seat in enumerate(chosen, 1):
            game.log("reminder", STORYTELLER, seat=seat.index, reminder=str(number), ability=self.id)
        game.shared(AlHadikhiaMarks).marked = (game.night_no, list(choice))
        for number, seat in enumerate(chosen, 1):
            # Each player is revealed, and answers, before the next one is revealed.
            game.log("alhadikhia-chosen", PUBLIC, seat=seat.index, number=number,
                     seats=list(choice[:number]))
            live = bool(game.ask(Decision(
                f"{self.id}.live", seat.index, (True, False), weights=_live_weights(seat.alive, seat.is_evil),
                about=seat.index, prompt="The Al-Hadikhia has chosen you. Do you choose to live?")))
            game.log("alhadikhia-answer", STORYTELLER, seat=seat.index, live=live)
            if not functioning:
                continue
            if live and not seat.alive:
                game.revive(seat, self)
                restore_if_two_demons(game)
            elif not live and seat.alive:
                game.kill(seat, DEMON, self)
        if not functioning:
            game.log("ability-failed", STORYTELLER, seat=self.seat_index, ability=self.id, reason="impaired")
            return
        if all(s.alive for s in chosen):
            self.fired(game, "all three chose to live", seats=list(choice))
            for seat in chosen:
                game.kill(seat, DEMON, self)

    def before_dawn(self, game: "Game") -> None:
        """Each of tonight's three is declared alive or dead (once, by any Al-Hadikhia)."""
        marks = game.shared(AlHadikhiaMarks)
        marked = marks.marked
        if self.fake or marked is None or marked[0] != game.night_no:
            return
        marks.marked = None
        game.log("alhadikhia-status", PUBLIC, seats=marked[1],
                 alive=[i for i in marked[1] if game.seats[i].alive],
                 dead=[i for i in marked[1] if not game.seats[i].alive])

    def _weights(self, game: "Game", options: list[Any]) -> list[float]:
        """Mostly three living players outside the evil team; nobody now and then."""
        per_seat = kill_weights(game, self, [s.index for s in game.seats])
        weights = [0.0] + [per_seat[a] * per_seat[b] * per_seat[c] for a, b, c in options[1:]]
        weights[0] = sum(weights) * NOBODY / (1 - NOBODY)
        return weights


def _live_weights(alive: bool, evil: bool) -> list[float]:
    """(live, die): the dead and the evil nearly always choose to live; a living good player
    often offers to die, hoping the others live (nobody knows the others' answers)."""
    if not alive or evil:
        return [0.9, 0.1]
    return [0.6, 0.4]
