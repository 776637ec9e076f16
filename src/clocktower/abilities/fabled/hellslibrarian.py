"""Hell's Librarian (Fabled): Something bad might happen to whoever talks when the
Storyteller has asked for silence.

Only people talk: each day the Storyteller may name a player played by a person who talked
when asked for silence, and decide what bad thing happens to them
(``common.something_bad``). Bots never talk out of turn, so nothing happens to them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.state import STORYTELLER
from ..base import Ability, register
from ..shared.fabled import something_bad
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("hellslibrarian.talked", "The Storyteller finds that {answer} talked during the silence.",
                 by=BY_STORYTELLER, answers="none or player", owner="hellslibrarian")
declare_decision("hellslibrarian.bad", "Something bad happens to {about} (Hell's Librarian): {answer}.",
                 by=BY_STORYTELLER, answers="word", owner="hellslibrarian")

if TYPE_CHECKING:
    from ...game.engine import Game


class HellsLibrarian(Ability):
    """Punishes a person who talked during the Storyteller's silence."""

    id = "hellslibrarian"

    def day_action(self, game: "Game") -> None:
        talkers = [s.index for s in game.seats if game.is_person(s.index)]
        if not talkers:
            return
        options: list[Any] = [None] + talkers
        talked = game.ask(Decision("hellslibrarian.talked", STORYTELLER, options,
                                   prompt="Did someone talk when you asked for silence?"))
        if talked is not None:
            something_bad(game, self, game.seats[talked])


register(HellsLibrarian)
