# mypy: disable-error-code="attr-defined,arg-type"
# (a part of Game: it uses the other parts through self, which mypy cannot see in a mixin)
"""Deaths and wins: protection, redirection, dying, coming back, and the end of the game.

A part of ``Game`` (see ``engine.py``).
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr, trait


from .ability import Ability
from ..characters import EVIL, GOOD
from .parts import Rules, Tonight
from .record import Record
from .state import DEMON, DEMON_TEAM, PUBLIC, STORYTELLER, TRAVELLER_TEAM, Seat


class GameOver(Exception):
    """Raised inside the engine the moment a team wins, to unwind the phase in progress."""


@trait
@mypyc_attr(allow_interpreted_subclasses=True)
class Mortality(Record):
    """Killing, dying, reviving and winning.

    A kind of ``Record`` (which comes after it among Game's bases), so that the compiled
    build (mypyc) calls ``log``, ``dispatch`` and ``hooked`` directly rather than by name."""

    # Provided by Game (engine.py).
    seats: list[Seat]
    phase: str
    winner: str | None
    win_reason: str
    result: str | None
    tonight: Tonight
    rules: Rules

    def kill(self, target: Seat, cause: str, source: Ability | None, *,
             unstoppable: bool = False, redirectable: bool = True) -> bool:
        """Try to kill ``target``; protection and redirection apply. True if they died."""
        if not self.lives(target):
            return False
        if cause == DEMON and self.demon_kills_cancelled():
            self.log("protected", STORYTELLER, seat=target.index, cause=cause, by="no-demon-kill")
            return False
        if not unstoppable:
            protector = self.demon_protector(target) if cause == DEMON else False
            if protector is not False:
                extra = {} if protector is None else {"by": protector}
                self.log("protected", STORYTELLER, seat=target.index, cause=cause, **extra)
                return False
            protected = self.dispatch("prevents_death", target, cause, source)
            if protected is not None:
                by = protected.character.id
                self.log("protected", STORYTELLER, seat=target.index, cause=cause, by=by)
                if source is not None and source.holder is not None:
                    self.note_abnormal(source.holder, "kill prevented", by=by)
                return False
            if redirectable and self.phase.startswith("night"):
                redirected = self.dispatch("redirect_death", target, cause, source, seat=target)
                if redirected is not None and redirected.value is not target:
                    other = redirected.value
                    self.log("redirected", STORYTELLER, seat=target.index, to=other.index,
                             by=redirected.ability.character.id)
                    return self.kill(other, cause, source, redirectable=False)
        if self.dispatch("replaces_death", target, cause, source):
            return False
        self.die(target, cause, source)
        return True

    def cancel_demon_kills(self, source: Ability | None) -> None:
        """The Demon doesn't kill tonight (the Lycanthrope's good victim died): every kill by
        a Demon's ability (cause DEMON) fails until dawn, whatever protects or redirects."""
        self.tonight.demon_kills_cancelled = self.night_no
        self.log("demon-kills-cancelled", STORYTELLER, by=None if source is None else source.character.id)

    def demon_kills_cancelled(self) -> bool:
        """Whether the Demon's kills fail tonight (``cancel_demon_kills``)."""
        return self.phase.startswith("night") and self.tonight.demon_kills_cancelled == self.night_no

    def lives(self, seat: Seat) -> bool:
        """Truly alive: alive, or registering as dead while still living (an ability's
        ``lives_on``: the Zombuul after its first death). Everything else, the players and
        every ability, treats such a seat as dead; wins and deaths treat it as alive."""
        if seat.alive:
            return True
        return bool(self.hooked("lives_on")) and bool(self.dispatch("lives_on", seat=seat))

    def die(self, seat: Seat, cause: str, source: Ability | None) -> None:
        """``seat`` dies now: abilities react, then wins are checked."""
        seat.alive = False
        if self.phase.startswith("night"):
            if seat in self.tonight.revived:
                self.tonight.revived.remove(seat)  # back to life and dead again tonight
            self.tonight.deaths.append(seat)
            self.log("death", STORYTELLER, seat=seat.index, cause=cause,
                     by=None if source is None else source.character.id)
        else:
            self.log("death", PUBLIC, seat=seat.index, cause=cause,
                     by=None if source is None else source.character.id)
        self.dispatch("on_death", seat, cause, source)
        self.check_win()

    def revive(self, seat: Seat, source: Ability | None) -> None:
        """``seat`` comes back to life with its abilities fresh (Shabaloth). A Traveller who
        left the game takes no further part: they do not come back."""
        if seat.alive or seat.left:
            return
        seat.alive = True
        seat.ghost_vote = True
        if seat in self.tonight.deaths:
            self.tonight.deaths.remove(seat)
        self.tonight.revived.append(seat)
        self.log("revived", STORYTELLER, seat=seat.index,
                 by=None if source is None else source.character.id)
        for ability in list(seat.abilities):
            ability.on_revived(self)
        if self.night_no >= 1 and self.phase.startswith("night"):
            for ability in list(seat.abilities):
                c = ability.character
                if c.first_night and not c.other_night and ability.wakes(self, True):
                    self.wake(ability, -1)

    def restore_ghost_vote(self, seat: Seat, source: Ability | None) -> None:
        """A dead ``seat`` that spent its vote token has it again (the Ferryman's final day)."""
        if seat.alive or seat.left or seat.ghost_vote:
            return
        seat.ghost_vote = True
        self.log("ghost-vote-restored", STORYTELLER, seat=seat.index,
                 by=None if source is None else source.character.id)

    def win(self, alignment: str, reason: str) -> None:
        """End the game now: ``alignment`` wins (unless an ability turns the result round:
        ``Ability.adjust_winner``, the Heretic)."""
        for ability in list(self.reaching("adjust_winner")):
            turned = ability.adjust_winner(self, alignment)
            if turned != alignment:
                reason = f"{reason}; {ability.character.name}: {turned} wins instead"
                alignment = turned
        self.winner = alignment
        self.result = alignment
        self.win_reason = reason
        self.log("game-over", PUBLIC, winner=alignment, reason=reason)
        raise GameOver(reason)

    def is_demon(self, seat: Seat) -> bool:
        """Whether ``seat`` is a Demon: its character is, or an ability makes it the Demon
        (``Ability.is_demon``: the babysitter of Lil' Monsta)."""
        if seat.team is DEMON_TEAM:
            return True
        return bool(self.dispatch("is_demon", seat))

    def win_blocked(self, alignment: str) -> bool:
        """Whether an ability keeps ``alignment`` from winning now (``Ability.blocks_win``)."""
        return bool(self.dispatch("blocks_win", alignment))

    def check_win(self) -> None:
        """Good wins when no Demon lives; evil wins when two players are left alive. A game
        set up with no evil characters (``rules.no_evil``: the Atheist's) has no Demon to kill:
        only the two-players rule (good loses) and abilities' own wins apply."""
        if self.winner is not None:
            return
        # ``is_demon`` and ``lives`` with their hooks looked up once, not once a seat.
        demon, traveller = DEMON_TEAM, TRAVELLER_TEAM
        made_demon = self.hooked("is_demon")
        lives_on = self.hooked("lives_on")
        if not self.rules.no_evil and not any(
                (s.character.team is demon or (made_demon and self.is_demon(s)))
                and (s.alive or (lives_on and self.lives(s))) for s in self.seats) \
                and not self.win_blocked(GOOD):
            reason = "the Demon is dead"
            if not self.dispatch("postpones_win", GOOD, reason):
                self.win(GOOD, reason)
        if sum(1 for s in self.seats
               if (s.alive or (lives_on and self.lives(s))) and s.character.team is not traveller) <= 2:
            self.win(EVIL, "only two players are alive")
        declared = self.dispatch("declares_win")
        if declared is not None:
            self.win(*declared.value)

