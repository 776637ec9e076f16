"""Riot: On day 3, Minions become Riot & nominees die but nominate an alive player immediately.
This must happen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ...characters import EVIL, GOOD, Team
from ...game.decisions import Decision
from ...game.state import DEMON, PUBLIC, STORYTELLER, Seat
from ..base import Ability, jinxed, register
from ..shared.nightpick import pick, wakes_to_pick
from ..townsfolk.innkeeper import Innkeeper
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_PLAYER, BY_STORYTELLER, declare_decision

declare_decision("riot.mayor", "{decider} stops the riot: {answer}.",
                 by=BY_PLAYER, answers="yes/no", owner="riot")
declare_decision("riot.choose", "The Riot chooses {answer} (a chosen Banshee dies, Farmer, Ravenkeeper or Sage acts).",
                 by=BY_PLAYER, answers="player", owner="riot")
declare_decision("riot.nominate", "Nobody nominated: the Storyteller nominates {answer}.",
                 by=BY_STORYTELLER, answers="player", owner="riot")

declare("riot-innkeeper", "{nominator} nominates the protected {nominee}: good wins.", ["nominator", "nominee"])

declare("riot-stopped", "The Mayor stopped the riot.", ["mayor", "riot_alive"])

if TYPE_CHECKING:
    from ...game.engine import Game

RIOT_DAY: Final = 3


@dataclass
class Riots:
    """Shared by every Riot ability in the game (``Game.shared``)."""

    day: int | None = None
    """The day the riot began (once, however many Riot there are)."""
"""How often a random Mayor stops the riot when offered (Riot/Mayor jinx)."""


class Riot(Ability):
    """No night kill. On the third night (its wake, after everyone else) and again as day 3
    begins, every Minion becomes a Riot. On day 3 every nomination is a riot nomination: no
    vote, the nominee dies at once and nominates a living player not yet nominated today
    (decision ``nominate``; passing lets the Storyteller nominate, ``riot.nominate``). If no
    player nominates, or a madness execution takes the day, the Storyteller nominates first.
    The usual win checks end it: good when every Riot is dead, evil with two players alive.
    This must happen: drunkenness and poison do not stop it.

    Riot/Mayor jinx: a living Mayor may stop the riot (``riot.mayor``, asked before each riot
    nomination): good wins if exactly one Riot is alive, otherwise evil wins.

    Riot/Atheist jinx: a riot nominee may nominate the Storyteller (once a day, as anyone);
    players vote as usual: with the votes an execution needs the game ends (the Atheist's
    rule), otherwise the nominator nominates again (``storyteller_spared``), as does a
    player who nominated the Storyteller first thing on the riot day.

    Riot/Banshee, Farmer, Ravenkeeper and Sage jinxes: each night but the first the Riot
    wakes and chooses a living player not chosen before (decision ``riot.choose``, see
    ``_nightpick``): a chosen good Banshee dies and gains its ability; a chosen good Farmer,
    Ravenkeeper or Sage uses its ability without dying.
    """

    id = "riot"

    def wakes(self, game: "Game", first: bool) -> bool:
        return (game.night_no == RIOT_DAY or wakes_to_pick(game, self.id, first)) and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        if game.night_no > 1:
            pick(game, self, "riot.choose")
        if game.night_no == RIOT_DAY:
            self._convert(game)

    def day_action(self, game: "Game") -> None:
        if game.day_no == RIOT_DAY:
            self._convert(game)
            if self._rioting(game):
                self._mayor(game)

    def on_nominations_closed(self, game: "Game") -> None:
        self._start(game)

    def after_execution(self, game: "Game") -> None:
        self._start(game)

    def takes_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> bool:
        if not self._rioting(game):
            return False
        game.shared(Riots).day = game.day_no
        if self._innkeeper_jinx(game, nominator, nominee):
            return True
        self.fired(game, "the nominee dies", nominee=nominee.index)
        game.kill(nominee, DEMON, self)
        self._next(game, nominee)
        return True

    def _innkeeper_jinx(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> bool:
        """Jinx (Innkeeper): a Riot nominating a player the Innkeeper protected last night
        (while its ability worked) makes good win at once. Only a Riot's nomination counts
        (a Minion become Riot, or the Demon), not the Storyteller's nor another player's."""
        if nominator is None or nominator.character.id != self.id or not jinxed(game, self.id, "innkeeper"):
            return False
        for ability in game.abilities_for(Innkeeper.id):
            guests = ability.guests if isinstance(ability, Innkeeper) else None
            if guests is not None and guests[0] == game.day_no and nominee.index in guests[1]:
                game.log("riot-innkeeper", PUBLIC, nominator=nominator.index, nominee=nominee.index)
                self.fired(game, "nominated an Innkeeper-protected player", nominee=nominee.index)
                game.win(GOOD, "Riot nominated an Innkeeper-protected player")
        return False

    # -- the riot ---------------------------------------------------------------
    def _rioting(self, game: "Game") -> bool:
        """Day 3, and this Riot is the first living one (so one Riot runs the riot)."""
        if game.day_no != RIOT_DAY or not game.phase.startswith("day") or self.holder is None:
            return False
        living = [a for a in game.abilities_in_play()
                  if isinstance(a, Riot) and a.holder is not None and game.lives(a.holder) and not a.fake]
        return bool(living) and living[0] is self

    def _convert(self, game: "Game") -> None:
        """Every Minion becomes a Riot (and is told)."""
        for seat in game.seats:
            if seat.team is Team.MINION:
                game.change_character(seat, self.character)
                self.fired(game, "a Minion becomes Riot", minion=seat.index)

    def _targets(self, game: "Game") -> list[int]:
        return [s.index for s in game.seats if s.alive and game.may_be_nominated(s)]

    def _start(self, game: "Game") -> None:
        """Nobody nominated today (or a madness execution took the day): the Storyteller
        makes the first riot nomination."""
        riot = game.shared(Riots)
        if not self._rioting(game) or riot.day == game.day_no:
            return
        riot.day = game.day_no
        self._next(game, None)

    def _next(self, game: "Game", nominee: Seat | None) -> None:
        """The next riot nomination: by the (dead) nominee, or the Storyteller."""
        self._mayor(game)
        if sum(1 for s in game.seats if game.lives(s) and not s.is_traveller) <= 2:
            return  # with two players left alive, nobody nominates
        targets = self._targets(game)
        if not targets:
            return
        choice = None
        if nominee is not None:
            storyteller = [STORYTELLER] if self._atheist_jinx(game) and game.storyteller_may_be_nominated() else []
            choice = game.ask(Decision("nominate", nominee.index, [None, *targets, *storyteller],
                                       prompt="Riot: nominate a living player now (3... 2... 1...)"))
        if choice == STORYTELLER and nominee is not None:
            game.nominate_storyteller(nominee, granted_by=self)
            return  # short of the votes, they nominate again (``storyteller_spared``)
        by = nominee if choice is not None else None
        if choice is None:
            choice = game.ask(Decision("riot.nominate", STORYTELLER, targets,
                                       prompt="Nobody nominated: which living player do you nominate?"))
        game.nominate(by, game.seats[choice], granted_by=self)

    def storyteller_spared(self, game: "Game", nominator: Seat) -> None:
        """Jinx (Atheist): "During a riot, if the Storyteller is nominated, players vote. If
        they are 'about to die', the game ends. If not, they nominate again": the nominator
        (the day's first, or a riot nominee) nominates again at once, as a riot nominee does."""
        if not self._rioting(game) or not self._atheist_jinx(game):
            return
        game.shared(Riots).day = game.day_no
        self.fired(game, "the Storyteller survived the vote", nominator=nominator.index)
        self._next(game, nominator)

    def _atheist_jinx(self, game: "Game") -> bool:
        return jinxed(game, self.id, "atheist")

    def _mayor(self, game: "Game") -> None:
        """Riot/Mayor jinx: a living Mayor with a working ability may stop the riot."""
        if not any({j.a, j.b} == {"riot", "mayor"} for j in game.script.jinxes):
            return
        for ability in game.abilities_in_play():
            holder = ability.holder
            if ability.character.id != "mayor" or holder is None or not holder.alive \
                    or not game.functioning(ability):
                continue
            options: list[Any] = [False, True]
            stop = game.ask(Decision("riot.mayor", holder.index, options,
                                     prompt="Stop the riot? (good wins only if exactly 1 Riot is alive)"))
            if stop:
                riots = sum(1 for s in game.seats if s.character.id == self.id and game.lives(s))
                game.log("riot-stopped", PUBLIC, mayor=holder.index, riot_alive=riots)
                game.win(GOOD if riots == 1 else EVIL, "the Mayor stopped the riot")
            return


register(Riot)
