"""Plague Doctor: When you die, the Storyteller gains a Minion ability."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL, Team
from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import STORYTELLER, Seat
from .. import implemented
from ..base import Ability, jinxed, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("plaguedoctor.minion", "The Storyteller gains the ability of {answer}.",
                 by=BY_STORYTELLER, answers="character", owner="plaguedoctor")
declare_decision("plaguedoctor.holder", "Instead of the Storyteller, the Minion {answer} gains the ability.",
                 by=BY_STORYTELLER, answers="player", owner="plaguedoctor")
declare_decision("plaguedoctor.becomes", "Instead of the Storyteller gaining it, {answer} becomes the Minion.",
                 by=BY_STORYTELLER, answers="player", owner="plaguedoctor")
declare_decision("plaguedoctor.baron", "Instead of a Baron ability, {answer} becomes an Outsider.",
                 by=BY_STORYTELLER, answers="none or player", owner="plaguedoctor")
declare_decision("plaguedoctor.outsider", "They become the {answer}.",
                 by=BY_STORYTELLER, answers="character", owner="plaguedoctor")

declare("plaguedoctor-gained", "{audience} gains the {ability} ability (the Plague Doctor died).", ["ability"])

MINION_GAINS = ("fearmonger", "goblin", "scarletwoman", "spy", "wraith")
"""Jinxes: "If the Storyteller would gain the X ability, a Minion gains it, and learns this"."""
PLAYER_BECOMES = ("boomdandy", "eviltwin")
"""Jinxes: "If the Storyteller would gain the X ability, a player becomes the X"."""

if TYPE_CHECKING:
    from ...game.engine import Game


class PlagueDoctor(Ability):
    """When its holder dies sober and healthy, the Storyteller picks a Minion character on
    the script (decision ``plaguedoctor.minion``; an in-play Minion is one of the options,
    which is the same as marking that Minion) and holds a copy of its ability for the rest
    of the game: the Storyteller makes its choices and it always functions. Jinxes replace
    that gain for nine Minions (``_jinxed``): a Minion gains the Fearmonger, Goblin, Scarlet
    Woman, Spy or Wraith ability; a good player becomes the Boomdandy or Evil Twin; up to
    two Townsfolk become Outsiders (Baron); a good neighbour of the Demon becomes the
    Marionette."""

    id = "plaguedoctor"

    def wakes(self, game: "Game", first: bool) -> bool:
        return False  # nothing to do at night: the night-sheet entry is the gained Minion's reminder

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        if seat is not self.holder or self.fake or self.spent:
            return
        # The holder is already dead, so "functioning" cannot be asked: it had to be sober
        # and healthy at the moment of death.
        if game.impaired(seat):
            game.log("ability-failed", STORYTELLER, seat=seat.index, ability=self.id, reason="impaired")
            return
        minions = [c.id for c in game.script.team(Team.MINION) if implemented(c.id)]
        if not minions:
            return
        choice = game.ask(Decision("plaguedoctor.minion", STORYTELLER, minions,
                                   about=seat.index, prompt="Which Minion ability does the Storyteller gain?"))
        if jinxed(game, self.id, choice) and self._jinxed(game, choice):
            return
        game.grant(None, game.script.by_id[choice])
        self.fired(game, "storyteller gains a Minion ability", minion=choice)

    def _jinxed(self, game: "Game", choice: str) -> bool:
        """The jinx with Minion ``choice`` acts instead of the Storyteller gaining it
        (False: this Minion has no such jinx)."""
        if choice in MINION_GAINS:
            self._minion_gains(game, choice)
        elif choice in PLAYER_BECOMES:
            self._player_becomes(game, choice)
        elif choice == "baron":
            self._outsiders(game)
        elif choice == "marionette":
            self._marionette(game)
        else:
            return False
        return True

    def _minion_gains(self, game: "Game", choice: str) -> None:
        options = [s.index for s in game.seats if s.alive and s.character.team is Team.MINION
                   and s.character.id != choice]
        if not options:
            self.fired(game, "no Minion to gain the ability", minion=choice)
            return
        target = game.seats[game.ask(Decision("plaguedoctor.holder", STORYTELLER, options, about=self.seat_index,
                                              prompt="Which Minion gains the ability?"))]
        game.grant(target, game.script.by_id[choice])
        game.tell(target, "plaguedoctor-gained", ability=choice)
        self.fired(game, "a Minion gains a Minion ability", minion=choice, target=target.index)

    def _player_becomes(self, game: "Game", choice: str) -> None:
        options = [s.index for s in game.seats if s.alive and not s.is_evil and not s.is_traveller]
        if not options:
            return
        target = game.seats[game.ask(Decision("plaguedoctor.becomes", STORYTELLER, options, about=self.seat_index,
                                              prompt=f"Who becomes the {game.script.by_id[choice].name}?"))]
        self.fired(game, "a player becomes a Minion", minion=choice, target=target.index)
        game.set_alignment(target, EVIL)
        game.change_character(target, game.script.by_id[choice])
        for ability in target.abilities:
            if ability.character.id == "eviltwin" and not ability.fake:
                ability.night(game)  # the twins meet at once: the Evil Twin wakes only on night 1
                ability.nights = 1

    def _outsiders(self, game: "Game") -> None:
        in_play = {s.character.id for s in game.seats}
        for _ in range(2):
            options: list[int | None] = [None]
            options += [s.index for s in game.seats if s.character.team is Team.TOWNSFOLK]
            outsiders = [c.id for c in game.script.team(Team.OUTSIDER) if c.id not in in_play and implemented(c.id)]
            if len(options) == 1 or not outsiders:
                return
            picked = game.ask(Decision("plaguedoctor.baron", STORYTELLER, options, about=self.seat_index,
                                       prompt="Who becomes an Outsider (none: stop)?"))
            if picked is None:
                return
            target = game.seats[picked]
            outsider = game.ask(Decision("plaguedoctor.outsider", STORYTELLER, outsiders, about=picked,
                                         prompt=f"Which Outsider does {target.name} become?"))
            in_play.add(outsider)
            self.fired(game, "a player becomes an Outsider", target=picked, outsider=outsider)
            game.change_character(target, game.script.by_id[outsider])

    def _marionette(self, game: "Game") -> None:
        from ..minions.marionette import enter_play, neighbour_options

        for demon in [s for s in game.seats if s.alive and s.character.team is Team.DEMON]:
            options = neighbour_options(game, demon)
            if options:
                choice = game.ask(Decision("marionette.enter", STORYTELLER, options, about=demon.index,
                                           prompt=f"Which neighbour of {demon.name} becomes the Marionette?"))
                self.fired(game, "a player becomes the Marionette", target=choice)
                enter_play(game, game.seats[choice], demon)
                return


register(PlagueDoctor)
