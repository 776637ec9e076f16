"""I Am Spartacus! (Fabled, Fall of Rome): Each day, up to half the living players (rounded
up & Travellers don't count) may publicly claim to be Spartacus.

The Storyteller holds this rule for the whole game. Each day, living non-Traveller players
may publicly claim Spartacus (up to the cap), and a player (living or dead) may publicly
claim to be evil and guess who Spartacus is: only a truly evil player's guess counts, and
uses the evil team's one guess (the Spartacus character judges it). Claims are public,
last until the next day begins, and other characters ask ``claimed_today``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.state import PUBLIC, STORYTELLER, Seat
from ..base import Ability, register
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_PLAYER, BY_STORYTELLER, declare_decision

declare_decision("spartacus", "{decider} answers the call for Spartacus: {answer}.",
                 by=BY_PLAYER, answers="none, a claim, or an evil guess", owner="for_iamspartacus")
declare_decision("spartacus.accept", "The Storyteller accepts {about}'s Spartacus guess as made freely: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="for_iamspartacus")

declare("spartacus-claim", "{seat} publicly claims to be Spartacus ({left} claims left today).", ["seat", "left"])
declare("spartacus-guess", "{seat} publicly claims to be evil and guesses that {target} is Spartacus.", ["seat", "target"])
declare("spartacus-guess-ignored", "{seat}'s Spartacus guess does not count ({reason}).")
declare("spartacus-guess-used", "The evil team's Spartacus guess is used up.")

if TYPE_CHECKING:
    from ...game.engine import Game



@dataclass
class SpartacusCalls:
    """The game's public Spartacus claims and the evil team's guess (``Game.shared``), read by
    other characters through ``claims_today`` and ``guess_used``."""

    claims: list[int] = field(default_factory=list)
    """Seats that claimed Spartacus on ``day``."""
    day: int | None = None
    """The day of ``claims``."""
    guess_used: bool = False
    """The evil team's one guess is spent."""


def claims_today(game: "Game") -> list[int]:
    """Seats that publicly claimed Spartacus on the current (or just ended) day. A new day
    starts with none: the tokens are cleared at its start, before anyone claims again."""
    calls = game.shared(SpartacusCalls)
    if calls.day != game.day_no:
        return []
    return list(calls.claims)


def claimed_today(game: "Game", seat: Seat | int) -> bool:
    """Whether ``seat`` publicly claimed Spartacus today (at night: the day just ended)."""
    index = seat if isinstance(seat, int) else seat.index
    calls = game.shared(SpartacusCalls)
    return calls.day == game.day_no and index in calls.claims


def claim_cap(game: "Game") -> int:
    """Half the living non-Traveller players, rounded up (the votes needed, say the notes)."""
    living = 0
    for s in game.seats:
        if s.alive and not s.is_traveller:
            living += 1
    return (living + 1) // 2


def _menu(game: "Game", seat: int, claim: bool, guess: bool) -> tuple[Any, ...]:
    """None, then "claim" if ``claim``, then a guess of every other seat if ``guess``
    (worked out once for each number of seats)."""
    n = len(game.seats)
    menus = _MENUS.get(n)
    if menus is None:
        menus = _MENUS[n] = [_build_menu(n, i // 4, bool(i & 2), bool(i & 1)) for i in range(4 * n)]
    return menus[4 * seat + (2 if claim else 0) + (1 if guess else 0)]


def _build_menu(n: int, seat: int, claim: bool, guess: bool) -> tuple[Any, ...]:
    """One seat's menu, as ``_menu`` describes it."""
    options: list[Any] = [None]
    if claim:
        options.append("claim")
    if guess:
        options += [("guess", other) for other in range(n) if other != seat]
    return tuple(options)


_MENUS: dict[int, list[tuple[Any, ...]]] = {}


def guess_used(game: "Game") -> bool:
    """Whether the evil team's one Spartacus guess is spent."""
    return game.shared(SpartacusCalls).guess_used


class IAmSpartacus(Ability):
    """Public Spartacus claims, capped each day, and the evil team's Spartacus guess."""

    id = "for_iamspartacus"
    day_kinds = ("spartacus",)

    def day_action(self, game: "Game") -> None:
        calls = game.shared(SpartacusCalls)
        calls.claims = []
        calls.day = game.day_no
        cap = claim_cap(game)  # the living change only when someone acts on a claim or guess
        for seat in game.seats:
            if seat.left or (not seat.alive and calls.guess_used):
                continue
            # Only living non-Travellers claim (docs/rulings.md, I Am Spartacus!); anyone may try the guess.
            claim = seat.alive and not seat.is_traveller and len(calls.claims) < cap
            options = _menu(game, seat.index, claim, not calls.guess_used)
            choice = game.ask(Decision("spartacus", seat.index, options,
                                       prompt="Claim to be Spartacus, or claim evil and guess Spartacus?"))
            if choice == "claim":
                calls.claims.append(seat.index)
                game.log("spartacus-claim", PUBLIC, seat=seat.index,
                         left=claim_cap(game) - len(calls.claims))
                # (``Ability.fired``'s event, logged directly: cheaper than passing on **data.)
                game.log("ability-fired", STORYTELLER, ability=self.character.id, what="claim",
                         seat=self.seat_index, claimant=seat.index)
                game.dispatch("on_spartacus_claim", seat)
            elif isinstance(choice, tuple):
                self.guess(game, seat, game.seats[choice[1]])
            if choice is not None:
                cap = claim_cap(game)

    def guess(self, game: "Game", guesser: Seat, target: Seat) -> None:
        """A player publicly claims to be evil and names Spartacus. Only a truly evil player's
        guess counts (registering as evil is not enough: docs/rulings.md, Spartacus)."""
        game.log("spartacus-guess", PUBLIC, seat=guesser.index, target=target.index)
        if not guesser.is_evil:
            game.log("spartacus-guess-ignored", STORYTELLER, seat=guesser.index, reason="good player")
            return
        if game.is_person(guesser.index):
            accepted = game.ask(Decision("spartacus.accept", STORYTELLER, (True, False), about=guesser.index,
                                         prompt=f"Accept {guesser.name}'s Spartacus guess as made freely?"))
            if not accepted:
                game.log("spartacus-guess-ignored", STORYTELLER, seat=guesser.index, reason="refused")
                return
        game.shared(SpartacusCalls).guess_used = True
        game.log("spartacus-guess-used", STORYTELLER, seat=guesser.index, target=target.index)
        game.dispatch("on_spartacus_guess", guesser, target)


register(IAmSpartacus)
