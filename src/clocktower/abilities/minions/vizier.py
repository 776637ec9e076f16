"""Vizier: All players know you are the Vizier. You cannot die during the day. If good voted,
you may choose to execute immediately."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.hooks import ANY
from ...characters import Character
from ...game.state import EXECUTION, PUBLIC, STORYTELLER, Effect, Seat
from ..base import Ability, jinxed, register
from ..shared.silence import lasts, silence
from ..shared.lost_ability import lost_by
from ..demons.lilmonsta import babysitter_of

if TYPE_CHECKING:
    from ...game.engine import Game

declare("vizier-known", "{seat} is the Vizier.", ["seat"])
declare("vizier-silenced", "{audience} learns they have lost their Vizier ability (the {by}).", ["by"])
declare("vizier-fear", "{audience} (Vizier) learns the Fearmonger chose {target}.", ["target"])

SEEN_AS_EVIL = ("politician", "zealot")
"""Jinxes: "The Politician [Zealot] might register as evil to the Vizier"."""
SILENCED = "silenced"  # the Vizier was told, and still has no ability
FEARED = "feared"  # the player the Fearmonger chose last (the Fearmonger jinx)

STOPPED = ("magician",)
"""Jinx: "If the Vizier is in play, the Magician has no ability but is immune to the Vizier's
ability"."""

UNDECLARED = ("investigator", "alsaahir")
"""Characters whose jinx with the Vizier says "The Storyteller doesn't declare the Vizier is
in play" (a script holding either: the jinx is on the script, so declaring or not tells
nobody whether they are in play)."""


class Vizier(Ability):
    """On the first night everyone learns who the Vizier is (``vizier-known``). While it
    functions, the Vizier cannot die by day (execution included). After a vote in which at
    least one truly good player raised a hand that counted, a living, functioning Vizier may
    execute the nominee at once (decision ``vizier``, no first), whatever the tally; the
    day's nominations then end. Jinxes (Investigator, Al-Saahir): with either on the script,
    nobody is told who the Vizier is. Jinx (Lil' Monsta): a Vizier babysitting Lil' Monsta dies
    when executed. Jinxes (Courtier, Preacher): a Vizier drunk by the Courtier or silenced
    by the Preacher learns it (``vizier-silenced``) and still cannot die by day. Jinx
    (Fearmonger): the Vizier learns each Fearmonger choice (``vizier-fear``) and may not
    execute that player at once. Jinxes (Politician, Zealot): a sober and healthy one who
    voted may register as evil to the Vizier (the Storyteller's ``register``). Jinx
    (Magician): while the Vizier is in play the Magician has no ability
    (``abilities.shared.silence``), and the Vizier may not execute a Magician at once."""

    id = "vizier"
    storyteller_step = True
    reach = {"prevents_death": ANY, "before_dawn": ANY}

    def wakes(self, game: "Game", first: bool) -> bool:
        return first and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        if self.holder is None:
            return
        if any(jinxed(game, self.id, other) for other in UNDECLARED):
            return  # the jinx: "The Storyteller doesn't declare the Vizier is in play."
        game.log("vizier-known", PUBLIC, seat=self.holder.index)

    def prepare(self, game: "Game") -> None:
        silence(game, self, STOPPED)

    def on_character_change(self, game: "Game", seat: Seat, old: Character, by: Ability | None) -> None:
        silence(game, self, STOPPED)

    def sustains(self, game: "Game", effect: Effect) -> bool:
        return lasts(game, effect)

    def _lost_by(self, game: "Game") -> str | None:
        """Jinxes (Courtier, Preacher): "If the Vizier loses their ability, they learn this,
        and cannot die during the day": the jinxed character whose effect takes it now."""
        return lost_by(game, self)

    def before_dawn(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or self.fake:
            return
        by = self._lost_by(game) if holder.alive else None
        if by is not None and not self.state.get(SILENCED):
            game.tell(holder, "vizier-silenced", by=by)  # the jinx: "they learn this"
        self.state[SILENCED] = by is not None

    def on_player_choice(self, game: "Game", decision: Decision, choice: Any) -> None:
        holder = self.holder
        if decision.kind != "fearmonger" or holder is None or self.fake or not holder.alive \
                or not isinstance(choice, int) or not jinxed(game, self.id, "fearmonger"):
            return
        game.log("wake", STORYTELLER, seat=holder.index, ability=self.id, position=-1, night=game.night_no,
                 reason="wakes with the Fearmonger")
        game.tell(holder, "vizier-fear", target=choice)
        self.state[FEARED] = choice

    def prevents_death(self, game: "Game", target: Seat, cause: str, source: Ability | None) -> bool:
        if target is not self.holder or game.phase.startswith(("night", "dawn")) or self.fake:
            return False
        if not game.functioning(self) and self._lost_by(game) is None:
            return False  # only the Courtier and Preacher jinxes keep an unworking Vizier alive by day
        # The Lil' Monsta jinx: babysitting Lil' Monsta, the Vizier dies when executed.
        return not (cause == EXECUTION and jinxed(game, self.id, "lilmonsta") and babysitter_of(game) is target)

    def forces_vote_result(self, game: "Game", nominator: "Seat | None", nominee: Seat, votes: int) -> bool | None:
        holder = self.holder
        if holder is None or not holder.alive:
            return None
        if not any(self._good_to_me(game, game.seats[v]) for v in game.today.raised):
            return None
        if jinxed(game, self.id, "fearmonger") and self.state.get(FEARED) == nominee.index:
            return None  # the jinx: the Fearmonger's choice cannot be executed at once
        if nominee.character.id in STOPPED and jinxed(game, self.id, nominee.character.id):
            return None  # the Magician jinx: "immune to the Vizier's ability"
        if game.ask(Decision(self.id, holder.index, (False, True), about=nominee.index,
                             prompt=f"Good voted: execute {nominee.name} now?")):
            self.fired(game, "executes", target=nominee.index)
            return True
        return None

    def _good_to_me(self, game: "Game", seat: Seat) -> bool:
        """Whether ``seat``'s vote counts as good's: truly good, but a sober and healthy
        Politician or Zealot might register as evil to the Vizier (the Storyteller decides)."""
        if seat.is_evil:
            return False
        if seat.character.id not in SEEN_AS_EVIL or not jinxed(game, self.id, seat.character.id) \
                or game.impaired(seat):
            return True
        evil = bool(game.ask(Decision("register", STORYTELLER, (False, True), about=seat.index,
                                      prompt=f"Does {seat.name} register as evil to the Vizier?")))
        if evil:
            game.note_misregistration([seat])
        return not evil


register(Vizier)
