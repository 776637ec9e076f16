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
believes it is the Al-Hadikhia chooses, nothing is announced (docs/rulings.md, Lunatic).
Jinx (Scarlet Woman): a revival that makes two living Demons turns the one that was the
Scarlet Woman back into the Scarlet Woman.
Jinx (Mastermind): an Al-Hadikhia dying by execution while a Mastermind is alive (its
ability working) keeps the game going to that night instead of the Mastermind's extra day:
at its place the dead Al-Hadikhia chooses 3 living good players (all of them if fewer
live), announced as usual; each chooses to live or die, nobody dies or comes back, and if
all 3 chose to live evil wins, otherwise good wins.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, permutations
from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...characters import EVIL, GOOD
from ...game.state import DEMON, EXECUTION, PUBLIC, STORYTELLER, Seat
from ..base import Ability, jinxed, register
from ..minions.scarletwoman import restore_if_two_demons
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_PLAYER, declare_decision

declare_decision("alhadikhia.live", "{decider}, chosen by the Al-Hadikhia, chooses to live: {answer}.",
                 by=BY_PLAYER, answers="yes/no", owner="alhadikhia")

declare("alhadikhia-chosen", "The Al-Hadikhia chose {seats}.", ["seats"])
declare("alhadikhia-answer", "{seat} chooses whether to live: {live}.")
declare("alhadikhia-status", "Of {seats}, alive: {alive}.", ["seats", "alive", "dead"])

if TYPE_CHECKING:
    from ...game.engine import Game

_CHOICES: dict[int, tuple[Any, ...]] = {}


def nobody_or_three(players: int) -> tuple[Any, ...]:
    """The Al-Hadikhia's options with ``players`` seats: nobody, then every 3 players in
    order (``permutations`` order). The same in every such game, so built once."""
    found = _CHOICES.get(players)
    if found is None:
        found = _CHOICES[players] = (None, *permutations(range(players), 3))
    return found


EXECUTED = "executed"  # the day this Al-Hadikhia died by execution
FINAL = "final night"  # the Mastermind jinx: the night its 3 good players choose


@dataclass
class AlHadikhiaMarks:
    """Shared by every Al-Hadikhia ability in the game (``Game.shared``)."""

    marked: tuple[int, list[int]] | None = None
    """(night, the three seats chosen) to declare alive or dead at dawn."""


class AlHadikhia(Ability):
    """Three players chosen each night*: each chooses to live or die; if all live, all die."""

    id = "alhadikhia"

    def wakes(self, game: "Game", first: bool) -> bool:
        if self.state.get(FINAL) == game.night_no:
            return True
        return not first and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        if self.state.get(FINAL) == game.night_no:
            self._final_night(game)
            return
        if game.night_no == 1:
            return
        choice = self.choose(game, nobody_or_three(len(game.seats)), "Choose 3 players (in order), or nobody.")
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
                f"{self.id}.live", seat.index, (True, False),
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

    # -- the Mastermind jinx -------------------------------------------------------
    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is self.holder and cause == EXECUTION and not self.fake:
            self.state[EXECUTED] = game.day_no

    def postpones_win(self, game: "Game", alignment: str, reason: str) -> bool:
        final = self.state.get(FINAL)
        if final is not None:
            return game.night_no < final or (game.night_no == final and game.phase.startswith("night"))
        if alignment != GOOD or self.state.get(EXECUTED) != game.day_no or not game.phase.startswith("day") \
                or not jinxed(game, self.id, "mastermind"):
            return False
        if not any(a.holder is not None and a.holder.alive and game.functioning(a)
                   for a in game.abilities_for("mastermind")):
            return False
        self.state[FINAL] = game.night_no + 1
        self.fired(game, "executed with the Mastermind alive: 3 good players choose tonight")
        return True

    def _final_night(self, game: "Game") -> None:
        """The dead Al-Hadikhia's last choice: if all 3 good players live, evil wins."""
        good = [s.index for s in game.seats if s.alive and not s.is_evil and s is not self.holder]
        options = list(combinations(good, min(3, len(good))))
        choice = self.choose(game, options, "Choose 3 good players: if all 3 choose to live, evil wins.")
        answers = []
        for number, index in enumerate(choice, 1):
            game.log("alhadikhia-chosen", PUBLIC, seat=index, number=number, seats=list(choice[:number]))
            live = bool(game.ask(Decision(
                f"{self.id}.live", index, (True, False), about=index,
                prompt="The Al-Hadikhia has chosen you. Do you choose to live? (if all 3 live, evil wins)")))
            game.log("alhadikhia-answer", STORYTELLER, seat=index, live=live)
            answers.append(live)
        if answers and all(answers):
            game.win(EVIL, "all 3 players the executed Al-Hadikhia chose chose to live")
        game.win(GOOD, "a player the executed Al-Hadikhia chose chose to die")

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


register(AlHadikhia)
