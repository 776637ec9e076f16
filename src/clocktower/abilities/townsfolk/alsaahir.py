"""Alsaahir: Each day, if you publicly guess which players are Minion(s) and which are
Demon(s), good wins."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from ...characters import GOOD, Team
from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.registration import World, true_answers
from ...game.state import PUBLIC, STORYTELLER
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("alsaahir.correct", "The Storyteller judges the Alsaahir's guess right: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="alsaahir")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("alsaahir-guess", "{seat} (the Alsaahir) guesses the Minions are {minions} and the Demons {demons}.",
        ["seat", "minions", "demons"])

MINION, DEMON = "minion", "demon"


class Alsaahir(Ability):
    """Once a day a living Alsaahir may publicly guess: one decision (``alsaahir``) per
    player named, a (player, "minion" | "demon") pair, None to stop (the first None: no
    guess today). The guess is right when the players named as Minions are exactly those
    registering as Minions and those named as Demons exactly those registering as Demons
    (the Storyteller decides when registration allows both, ``alsaahir.correct``). Right,
    and the Alsaahir functioning: good wins. Wrong: nothing happens."""

    id = "alsaahir"

    def day_action(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or not holder.alive:
            return
        pairs = [(s.index, team) for s in game.seats if not s.is_traveller for team in (MINION, DEMON)]
        guess: dict[int, str] = {}
        while True:
            options: list[Any] = [None, *(p for p in pairs if p[0] not in guess)]
            rest = len(options) - 1
            if not rest:
                break
            pick = game.ask(Decision(self.id, holder.index, options,
                                     prompt="Name a player as a Minion or a Demon (or stop)?"))
            if pick is None:
                break
            guess[pick[0]] = pick[1]
        if not guess:
            return
        minions = sorted(i for i, t in guess.items() if t == MINION)
        demons = sorted(i for i, t in guess.items() if t == DEMON)
        game.log("alsaahir-guess", PUBLIC, seat=holder.index, minions=minions, demons=demons)

        def truth(world: World) -> Iterable[bool]:
            return (all(guess.get(s.index) == {Team.MINION: MINION, Team.DEMON: DEMON}.get(world.team(s.index))
                        for s in game.seats if not s.is_traveller),)

        results = sorted(true_answers(game, truth))
        right = results[0] if len(results) == 1 else game.ask(Decision(
            "alsaahir.correct", STORYTELLER, results, about=holder.index, prompt="Is the Alsaahir's guess right?"))
        if right and game.functioning(self):
            self.fired(game, "guessed right")
            game.win(GOOD, "the Alsaahir guessed the Minions and Demons")


register(Alsaahir)
