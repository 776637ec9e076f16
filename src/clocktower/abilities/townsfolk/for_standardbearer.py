"""Standard Bearer (Fall of Rome): When you are nominated, you may make a unique public
statement about the nominator (not yourself). Tonight, you learn if the statement was true."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from ...game.decisions import Decision
from ...game.info import FALSE, inform, info_mode
from ...game.registration import World, true_answers
from ...game.state import PUBLIC, STORYTELLER, Seat
from ...game.talk.statements import criterion, describe, evaluate, is_statement, statements_about
from ..base import Ability, register
from ..outsiders.for_spartacus import advised_world
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("for_standardbearer.true", "The Storyteller judges {about}'s statement true: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="for_standardbearer")
declare_decision("for_standardbearer.accept", "The Storyteller accepts {about}'s statement as one the ability allows: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="for_standardbearer")

if TYPE_CHECKING:
    from ...game.engine import Game

USED = "criteria"
SAID = "said"
PENDING = "pending"


class StandardBearer(Ability):
    """Nominated by someone else, the holder may make a public statement about the nominator
    (decision ``for_standardbearer``: a structured statement from ``game.talk.statements``, or a
    person's free text). A bot's statement is unique if no earlier statement of this
    Standard Bearer tested the same criterion (``statements.criterion``, with the nominator
    as the subject); a person's statement is judged by the Storyteller at once
    (``for_standardbearer.accept``: unique and acceptable). Its truth is fixed when that
    day's nominations close, counting registration as it stands then (every way the
    nominator may register is true; a Glykon's later nomination counts), or judged then by
    the Storyteller for a person (``for_standardbearer.true``); a statement made after they
    closed (the nominator is a dead player the Sibyl chose) is settled at once. That night, at its place in
    the order, a living Standard
    Bearer with an accepted statement learns true or false (``info.for_standardbearer``);
    with none, it is not woken. A Bad Omen's or Hannibal's believed Standard Bearer speaks
    the same way and learns false or arbitrary answers."""

    id = "for_standardbearer"

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        holder = self.holder
        if holder is None or nominee is not holder or nominator is None or nominator is holder:
            return  # the Storyteller's nomination (under a Bishop) names nobody to speak about
        candidates = statements_about(game, nominator.index)
        said = game.ask(Decision(
            "for_standardbearer", holder.index, [None, *candidates], free_text=True, about=nominator.index,
            prompt=f"Make a public statement about {nominator.name}, who nominated you (or stay quiet)?"))
        if said is None:
            return
        if not isinstance(said, str) and not self._about(said, nominator):
            game.log("statement-rejected", STORYTELLER, seat=holder.index, ability=self.id,
                     reason="not about the nominator")
            return
        game.log("statement", PUBLIC, seat=holder.index, statement=said, text=describe(game, said),
                 about=nominator.index, ability=self.id)
        person = isinstance(said, str) or game.is_person(holder.index)
        unique = self._accept_person(game, holder, nominator, said) if person else self._unique(said, nominator)
        game.log("statement-judged", STORYTELLER, seat=holder.index, ability=self.id, unique=unique)
        if unique:
            self.state[SAID] = (game.day_no, said, person)
            if game.today.nominations_closed:
                self._settle(game)  # a nomination after they closed (the Sibyl's): settle now

    def on_nominations_closed(self, game: "Game") -> None:
        self._settle(game)

    def _settle(self, game: Game) -> None:
        """Fix today's accepted statement's truth, as seats register now (the TRUE or FALSE
        token): when nominations close, or at once for a nomination made after that."""
        said = self.state.pop(SAID, None)
        holder = self.holder
        if said is None or holder is None or said[0] != game.day_no:
            return
        _, statement, person = said
        if person:
            truths = {bool(game.ask(Decision(
                "for_standardbearer.true", STORYTELLER, (True, False), about=holder.index,
                prompt=f"Is {holder.name}'s statement {describe(game, statement)!r} true?")))}
        else:
            def truth(world: World) -> Iterable[bool]:
                return (evaluate(game, statement, world),)

            truths = true_answers(game, truth)
        game.log("reminder", STORYTELLER, seat=holder.index, ability=self.id,
                 reminder=" or ".join("True" if t else "False" for t in sorted(truths, reverse=True)))
        # The answer as the Storyteller would usually register everyone (nobody misregistering
        # by choice, a Spartacus who claimed as the Townsfolk bluffed) comes first.
        first = evaluate(game, statement, advised_world(game)) if not person else None
        self.state[PENDING] = (game.day_no, statement, sorted(truths, key=lambda t: t != first))

    @staticmethod
    def _about(statement: Any, nominator: Seat) -> bool:
        """A structured statement names the nominator as its subject."""
        return is_statement(statement) and _subject(statement) == nominator.index

    @staticmethod
    def _key(statement: Any, nominator: Seat) -> Any:
        return criterion(statement, nominator.index)

    def _unique(self, said: Any, nominator: Seat) -> bool:
        """A bot's statement is unique unless this Standard Bearer already tested its criterion."""
        key = self._key(said, nominator)
        used = self.state.setdefault(USED, [])
        if key in used:
            return False
        used.append(key)
        return True

    def _accept_person(self, game: "Game", holder: Seat, nominator: Seat, said: Any) -> bool:
        """The Storyteller judges whether a person's statement is unique and acceptable."""
        accepted = bool(game.ask(Decision(
            "for_standardbearer.accept", STORYTELLER, (True, False), about=holder.index,
            prompt=f"{holder.name} said of {nominator.name}: {describe(game, said)!r}. "
                   "Is it unique for them and acceptable?")))
        if accepted and not isinstance(said, str):
            self.state.setdefault(USED, []).append(self._key(said, nominator))
        return accepted

    def on_exile_call(self, game: Game, caller: Seat, traveller: Seat) -> None:
        if traveller is self.holder:
            self.on_nomination(game, caller, traveller)  # a Traveller's nomination

    def owes(self, game: Game) -> bool:
        pending = self.state.get(PENDING)
        return pending is not None and pending[0] == game.night_no - 1

    def wakes(self, game: "Game", first: bool) -> bool:
        pending = self.state.get(PENDING)
        return (not first and pending is not None and pending[0] == game.night_no - 1
                and super().wakes(game, first))

    def night(self, game: "Game") -> None:
        _, said, truths = self.state.pop(PENDING)
        known = set(truths)

        def truth(world: World) -> Iterable[bool]:
            return known

        everything = [*truths, *(a for a in (True, False) if a not in known)]
        if info_mode(game, self) == FALSE:
            # A Bad Omen learns "the opposite of the reminder token": the token is the first
            # (advised) truth, so its opposite comes first even when both could be true.
            everything.reverse()
        inform(game, self, self.id, truth, everything, statement=said)


register(StandardBearer)


def _subject(statement: Any) -> Any:
    """The seat a structured statement is about (through any "not"), or None."""
    while isinstance(statement, tuple) and statement and statement[0] == "not":
        statement = statement[1]
    if isinstance(statement, tuple) and len(statement) >= 2 and statement[0] in (
            "is", "is-not", "alignment", "type", "impaired", "evil-neighbours"):
        return statement[1]
    return None
