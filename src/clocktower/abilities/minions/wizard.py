"""Wizard: Once per game, choose to make a wish. If granted, it might have a price & leave a
clue as to its nature."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import ABILITY, STORYTELLER
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("wizard.grant", "The Storyteller grants the Wizard's wish: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="wizard")
declare_decision("wizard.price", "The Wizard's wish costs {answer}.",
                 by=BY_STORYTELLER, answers="word", owner="wizard")
declare_decision("wizard.clue", "The Storyteller leaves a clue about the wish with {answer}.",
                 by=BY_STORYTELLER, answers="none or player", owner="wizard")

if TYPE_CHECKING:
    from ...game.engine import Game

declare("wizard-learn", "Your wish is granted: {target} is the {character}.", ["target", "character"])
declare("wizard-clue", "A clue: a wish was made that {wish}.", ["wish"])

WISHES = ("kill", "learn")
"""The wishes a Wizard may make here: a chosen player dies, or the Wizard learns a chosen
player's character (docs/rulings.md, Wizard)."""
CLUES = {"kill": "someone would die", "learn": "someone's character would be known"}


class Wizard(Ability):
    """Once per game, at its place in the night, the Wizard may wish (decision ``wizard``:
    None, ``kill`` or ``learn``) about a player (decision ``wizard.target``). The Storyteller
    grants it or not (``wizard.grant``). Granted while the Wizard functions: the player dies
    (``kill``) or the Wizard learns their character (``learn``); then the Storyteller may
    exact a price, the Wizard's death (``wizard.price``), and may leave a clue, telling a
    player what kind of wish was made (``wizard.clue``). Wishing uses the ability up."""

    id = "wizard"

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return
        wish = self.choose(game, (None, *WISHES), "Make a wish (or not yet)?")
        if wish is None:
            return
        options = self.others(game, alive=True) or self.others(game)
        target = self.choose(game, options, "Choose the player of your wish.", kind="wizard.target")
        works = game.functioning(self)
        self.spent = True
        granted = game.ask(Decision("wizard.grant", STORYTELLER, (True, False), about=holder.index,
                                    prompt=f"Grant the wish ({wish})?"))
        game.log("reminder", STORYTELLER, seat=holder.index, reminder=f"wish: {wish}", ability=self.id)
        if not granted or not works:
            return
        self.fired(game, wish, target=target)
        if wish == "kill":
            game.kill(game.seats[target], ABILITY, self)
        else:
            game.tell(holder, "wizard-learn", target=target, character=game.seats[target].character.id)
        if game.ask(Decision("wizard.price", STORYTELLER, (None, "dies"), about=holder.index,
                             prompt="The wish's price?")) == "dies":
            game.kill(holder, ABILITY, self)
        clue: list[Any] = [None] + [s.index for s in game.seats if s is not holder]
        to = game.ask(Decision("wizard.clue", STORYTELLER, clue,
                               about=holder.index, prompt="Leave a clue with a player?"))
        if to is not None:
            game.tell(game.seats[to], "wizard-clue", wish=CLUES[wish])


register(Wizard)
