"""Artist: Once per game, during the day, privately ask the Storyteller any yes/no question."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.info import inform
from ...game.registration import World
from ...game.state import STORYTELLER
from ...game.talk.statements import describe, evaluate
from ..base import Ability, register
from ..shared.consult import consult_statements

if TYPE_CHECKING:
    from ...game.engine import Game


class Artist(Ability):
    """Once per game, on any day, the living Artist may ask (decision ``artist``: nothing,
    a structured statement, or for a person any question as text) whether a statement is
    true. The Storyteller answers yes or no (``info.artist``): the truth as seats register
    when the Artist functions, anything when drunk or poisoned, a lie under the Vortox. A
    free-text question's honest answer is the Storyteller's to judge (``artist.truth``).
    Asking uses the ability, whatever the Artist's state."""

    id = "artist"

    def day_action(self, game: Game) -> None:
        seat = self.holder
        if seat is None or not seat.alive or self.spent:
            return
        statements = consult_statements(game, seat.index, demon=True)
        options: list[Any] = [None, *statements]
        question = game.ask(Decision(self.id, seat.index, options, free_text=True,
                                     prompt="Ask the Storyteller a yes/no question (Artist), or not today?"))
        if question is None:
            return
        game.log("consultation", STORYTELLER, seat=seat.index, ability=self.id, question=describe(game, question))
        if isinstance(question, str):
            honest = bool(game.ask(Decision(f"{self.id}.truth", STORYTELLER, (True, False), about=seat.index,
                                            prompt=f"{seat.name} asks: {question!r}. Is the honest answer yes?")))

            def truth(world: World) -> Iterable[bool]:
                return (honest,)
        else:
            asked = question

            def truth(world: World) -> Iterable[bool]:
                return (evaluate(game, asked, world),)

        inform(game, self, self.id, truth, (True, False), plain_first=True,
               question=describe(game, question), day=game.day_no)
        self.spent = True  # after the answer: a spent ability no longer functions


register(Artist)
